# 반(src/cli/class.rs, src/learner/class.rs, src/tui/class_watch.rs, src/net/class/report.rs의 보고서): class-*.
class-unreachable = 반의 서버에 연결할 수 없습니다: { $detail }
class-bad-code = 반 코드가 아닙니다: { $code } (class new가 출력한 코드는 문자와 숫자 16개입니다).
class-no-name = 반에 들어가려면 이름이 필요합니다: --class URL CODE --name 이름.
class-no-data-dir = 반의 강의를 보관할 데이터 폴더가 없습니다. --progress PATH를 지정하세요.
class-cannot-keep = 반의 강의를 { $path }에 보관할 수 없습니다: { $error }
class-lessons-kept = 반의 서버에 연결할 수 없어 지난번에 보관한 강의를 씁니다: { $error }
class-bad-token = 이 토큰으로는 반의 보고서를 열 수 없습니다.
class-lint-failed = 강의에 오류가 { $errors }개 있습니다(위 참고). 아무것도 올리지 않았습니다.
class-created-code = 반 코드: { $code }
class-created-token = 교사 토큰(비밀로 하세요. 보고서를 여는 열쇠입니다): { $token }
class-created-hint = 학생은 이렇게 들어옵니다: janggi-tutor --class { $url } { $code } --name 이름
class-not-queued = 이 답을 반에 보내려고 보관하지 못했습니다: { $error }
class-sent = { $count ->
    [one] 반에 보냈습니다.
   *[other] 반에 보냈습니다(오프라인일 때 보관한 답을 포함해 { $count }개).
}
class-queued = 보관했다가 나중에 반에 보냅니다(보낼 답 { $count }개): { $error }
class-report-none = 없음
class-report-head = 반 { $class }: 학생 { $students }명, 답 { $answers }개, 문제 { $exercises }개
class-report-students = 학생
class-report-no-students = (아직 답이 없습니다)
class-report-student = { "  " }{ $name }: { $done }/{ $total }문제 해결, 별 { $stars }개, 답 { $answers }개; 오개념: { $misconceptions }
class-report-exercises = 문제
class-report-exercise = { "  " }{ $lesson }/{ $exercise }: 학생 { $students }명이 풀었고 { $right }명이 처음에 맞힘
class-report-wrong = { "    " }틀린 답: { $list }
class-report-exercise-misconceptions = { "    " }오개념: { $list }
class-watch-title = 반 { $class } (실시간)
class-watch-keys = q 나가기 · ↑↓ PgUp PgDn 스크롤
class-watch-lost = 서버와의 연결이 끊겼습니다: { $error }
# 반의 이름, 대국 방, 말로 쓴 오개념(issue 67, class 브랜치)
class-name-taken = 이 반에서 다른 학생이 이미 ‘{ $name }’ 이름을 쓰고 있습니다. 다른 이름을 고르세요(또는 그 이름으로 들어왔던 기기에서 들어오세요).
class-report-tag = { $words }({ $count })
class-report-tags = { $list }; { $next }
class-report-rooms = 대국 방(실시간 화면에서 번호를 누르면 관전합니다)
class-report-room = { "  " }{ $n }. { $cho } 대 { $han }: { $moves }수 둠, { $state } (방 { $room })
class-report-room-player = { $name }
class-report-room-free = (아직 없음)
class-report-room-on = 대국 중
class-report-room-won = { $side ->
    [cho] 초가 이김
   *[han] 한이 이김
}
class-report-room-drawn = 무승부
class-watch-keys-rooms = q 나가기 · ↑↓ 스크롤 · 1-9 대국 관전
# ‘반에 들어가기’ 양식(src/tui/screens/class_join/; issue 67, class 브랜치)
class-join-title = 반에 들어가기
class-join-about = 이 줄의 설명
class-join-server = 서버
class-join-code = 반 코드
class-join-name = 내 이름
class-join-empty = (비어 있음)
class-join-go = 반에 들어가기
class-join-server-desc = 선생님이 알려 준 방 서버 주소입니다. 예: ws://192.168.1.10:8080/ws. Enter를 누르고 입력하세요.
class-join-code-desc = 선생님이 알려 준 반 코드입니다. 문자와 숫자 16개입니다. Enter를 누르고 입력하세요.
class-join-name-desc = 선생님이 반에서 보게 될 내 이름입니다. 그 이름으로 처음 들어온 학생이 이름을 가지며, 이 기기가 기억해 둡니다.
class-join-go-desc = 반에 들어갑니다. 처음 화면의 강의가 반의 강의로 바뀌고, 내가 하는 모든 답이 선생님께 전해집니다(서버에 연결할 수 없을 때는 보관했다가 나중에 보냅니다).
class-join-last = 마지막으로 들어간 반: { $code }, 이름 { $name }, 서버 { $url }.
class-join-missing = 먼저 서버, 반 코드, 이름을 모두 채우세요.
class-joined = 반 { $code }에 { $name } 이름으로 들어왔습니다. 반의 강의가 처음 화면에 있습니다.
