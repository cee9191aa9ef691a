# FAQ 확인 문구 (한국어): `janggi-tutor faq`와 훈련 화면의 자주 묻는 질문 페이지. 용어는 docs/GLOSSARY.md를 따릅니다.
# 주장 문장(faq-st-*)은 마침표 없이 쓰고, 감싸는 메시지가 마침표를 붙입니다.
# $expect는 주장 그대로이면 1, 부정이면 0입니다. 조사는 JOSA 함수로 붙입니다.

## 주장: 그대로 또는 부정

faq-st-legal = { $expect ->
        [0] { JOSA($move, "은") } 둘 수 없는 수입니다
       *[other] { JOSA($move, "은") } 둘 수 있는 수입니다
    }
faq-st-illegal = { $expect ->
        [0] { JOSA($move, "은") } 반칙이 아닙니다
       *[other] { JOSA($move, "은") } 둘 수 없는 수입니다
    }
faq-st-illegal-why = { $expect ->
        [0] { JOSA($move, "이") } ‘{ $why }’ 때문에 둘 수 없는 것은 아닙니다
       *[other] { JOSA($move, "은") } 둘 수 없는 수입니다. 이유: { $why }
    }
faq-st-destinations = { $count ->
        [0] { $expect ->
            [0] { $square }에 있는 { JOSA($piece, "은") } 둘 수 있는 수가 있습니다
           *[other] { $square }에 있는 { JOSA($piece, "은") } 갈 곳이 없습니다
        }
       *[other] { $expect ->
            [0] { $square }에 있는 { JOSA($piece, "이") } 갈 수 있는 곳이 정확히 { $points }인 것은 아닙니다
           *[other] { $square }에 있는 { JOSA($piece, "이") } 갈 수 있는 곳은 정확히 { $points }입니다
        }
    }
faq-st-check = { $expect ->
        [0] { JOSA($side, "은") } 장군을 받고 있지 않습니다
       *[other] { JOSA($side, "은") } 장군을 받고 있습니다
    }
faq-st-bikjang = { $expect ->
        [0] 풀어야 할 빅장이 없습니다
       *[other] 빅장 상태이며, 둘 차례인 쪽이 빅장을 풀어야 합니다
    }
faq-st-kings-facing = { $expect ->
        [0] 두 궁이 마주 보고 있지 않습니다
       *[other] 두 궁이 같은 세로줄에서 사이에 기물 없이 마주 보고 있습니다
    }
faq-st-to-move = { $expect ->
        [0] { $side }의 차례가 아닙니다
       *[other] { $side }의 차례입니다
    }
faq-st-game-over = { $expect ->
        [0] 대국이 이 결과로 끝나지 않았습니다: { $result }
       *[other] 대국이 끝났습니다: { $result }
    }
faq-st-ongoing = { $expect ->
        [0] 대국이 끝났습니다
       *[other] 대국이 계속됩니다
    }
faq-st-no-promotion = { $expect ->
        [0] 졸이 승격하는 수가 있습니다
       *[other] 졸이 승격하는 수는 하나도 없습니다
    }
faq-st-can-pass = { $expect ->
        [0] 둘 차례인 쪽은 한수쉼을 할 수 없습니다
       *[other] 둘 차례인 쪽은 한수쉼을 할 수 있습니다
    }
faq-claim-mixed = { $statement } (주장: { $yes }에서는 참, { $no }에서는 거짓)

faq-result-win = { JOSA($side, "이") } 이김
faq-result-win-by = { JOSA($side, "이") } 이김({ $end })
faq-result-draw = 무승부
faq-result-draw-by = 무승부({ $end })

faq-end-checkmate = 외통
faq-end-no-moves = 둘 수 있는 수 없음
faq-end-double-pass = 양쪽 연속 한수쉼
faq-end-bikjang = 빅장
faq-end-move-limit = 오랫동안 잡기 없음

## 짧은 이유: “둘 수 없는 수입니다. 이유: { $why }”

faq-why-no-piece = 출발 칸에 기물이 없음
faq-why-not-your-piece = 상대의 기물임
faq-why-own-piece-on-target = 도착 칸에 자기 기물이 있음
faq-why-not-piece-move = 그 기물의 행마법이 아님
faq-why-leaves-palace = 궁성 밖으로 나가게 됨
faq-why-off-palace-line = 궁성 대각선이 아닌 대각선 이동
faq-why-horse-leg-blocked = 마의 멱이 막힘
faq-why-elephant-blocked = 상의 멱이 막힘
faq-why-chariot-blocked = 차의 길을 기물이 막음
faq-why-cannon-no-screen = 포가 넘을 포다리가 없음
faq-why-cannon-screen-cannon = 포다리가 포임
faq-why-cannon-many-screens = 포와 목표 사이에 기물이 둘 이상임
faq-why-cannon-captures-cannon = 포는 포를 잡을 수 없음
faq-why-soldier-backward = 졸은 뒤로 가지 못함
faq-why-soldier-diagonal = 졸이 그곳에서는 대각선으로 가지 못함
faq-why-king-would-be-attacked = 궁이 공격받는 칸으로 들어감
faq-why-leaves-king-attacked = 두고 나서도 자기 궁이 장군을 받음
faq-why-exposes-king = 자기 궁이 공격에 드러남
faq-why-must-answer-bikjang = 빅장을 풀지 않음
faq-why-pass-not-allowed = 이 규칙에는 한수쉼이 없음
faq-why-pass-in-check = 장군을 받은 쪽은 한수쉼을 못 함
faq-why-game-over = 대국이 이미 끝남
faq-why-bad-notation = 수 표기를 읽을 수 없음

## 근거: 엔진이 확인한 내용

faq-ev-legal = { JOSA($move, "은") } 둘 수 있는 수입니다.
faq-ev-illegal = { JOSA($move, "은") } 둘 수 없는 수입니다. { $reason }
faq-ev-destinations = { $count ->
        [0] { $square }에 있는 { JOSA($piece, "은") } 갈 곳이 없습니다.
       *[other] { $square }에 있는 { JOSA($piece, "은") } { $points }에 갈 수 있습니다.
    }
faq-ev-not-in-check = { JOSA($side, "은") } 장군을 받고 있지 않습니다.
faq-ev-in-check = { JOSA($side, "이") } 장군을 받고 있습니다. 공격하는 기물: { $attackers }
faq-ev-not-facing = 두 궁이 마주 보고 있지 않습니다.
faq-ev-bikjang = 두 궁이 사이에 기물 없이 마주 보고 있습니다. 빅장이므로 둘 차례인 쪽이 풀어야 합니다.
faq-ev-facing-no-rule = 두 궁이 마주 보고 있지만, 이 규칙에서는 아무 효력이 없습니다.
faq-ev-over = 대국이 끝났습니다. { $result }
faq-ev-soldier-moves = { $count ->
        [0] 움직일 수 있는 졸이 없습니다.
       *[other] 졸이 둘 수 있는 수: { $moves }
    }
faq-ev-pass-legal = 한수쉼({ $move })을 할 수 있습니다.
faq-ev-pass-illegal = 한수쉼 불가: { $reason }

faq-piece-at = { $square }의 { $piece }
faq-piece-unknown = 기물
faq-as-written = { $text }
faq-series = { $head }, { $rest }
faq-list-none = 없음
faq-list-pair = { JOSA($a, "과") } { $b }
faq-list-more = { $head }, { $rest }

## 국면

faq-position-line = 국면: { $position }
faq-position-start = 처음 배치
faq-position-fen = { $fen }
faq-position-diagram = 파일에 그린 배치
faq-position-moves = { $position }, 이어서 { $moves }

## 확인할 수 없는 주장

faq-problem-unknown-rules = 알 수 없는 규칙 이름입니다: ‘{ $name }’ (사용 가능: { $known }, 또는 all)
faq-problem-missing-expect = expect에 { $rules }의 참·거짓이 없습니다. 직접 적거나 ‘others’를 추가하세요.
faq-problem-unlisted-expect = expect에 { JOSA($rules, "이") } 있지만, 이 주장의 rules에는 없습니다.
faq-problem-no-rules = rules에 규칙이 하나도 없습니다.
faq-statement-move = b1c3 같은 수 표기가 아닙니다: ‘{ $value }’
faq-statement-square = 판 위의 칸(a1부터 i10까지)이 아닙니다: ‘{ $value }’
faq-statement-side = 진영(cho 또는 han)이 아닙니다: ‘{ $value }’
faq-statement-reason = 이유 id가 아닙니다(docs/RULES.md 참고): ‘{ $value }’
faq-statement-result = 결과(cho, han, draw)도, 종료 이유(checkmate, no-moves, double-pass, bikjang, move-limit)도 아닙니다: ‘{ $value }’

## 파일

faq-cannot-read = { JOSA($file, "을") } 읽을 수 없습니다: { $detail }
faq-bad-file = { $place }: FAQ 파일 형식이 아닙니다: { $detail }
faq-no-files = { $file }에 .yaml 파일이 없습니다
faq-at = { $place }: { $text }
faq-warn-duplicate-id = 이미 { $first }에서 쓰인 id입니다: ‘{ $id }’
faq-warn-bad-id = id에는 영문 소문자, 숫자, ‘-’만 쓸 수 있습니다: ‘{ $id }’
faq-warn-missing-lang = 이 문구에 다음 언어가 빠져 있습니다: { $langs }
faq-warn-no-claims = 항목 ‘{ $id }’에 주장이 하나도 없습니다

## 보고

faq-file = == { $file } ==
faq-claim-title = 주장 { $n } ({ $place }): { $statement }.
# 규칙을 나열할 때 쓰는 짧은 이름.
faq-rules-short-basic = 기본 규칙
faq-rules-short-janggi = 장기 (Fairy-Stockfish)
faq-rules-short-janggi-traditional = 전통 규칙
faq-rules-short-janggi-modern = 현대 규칙
faq-rules-short-janggi-casual = 친선 규칙
faq-verdict-holds = 맞습니다
faq-verdict-fails = 틀렸습니다
faq-verdict-unclaimed = 주장 범위 밖
faq-verdict-problem = 확인할 수 없습니다
faq-rules-all = 모든 규칙
faq-rules-every = 모든 규칙
faq-run-holds = { $rules }: 맞습니다. { $evidence }
faq-run-fails = { $rules }: 틀렸습니다! { $evidence }
faq-run-unclaimed = { $rules } (주장 범위 밖): { $evidence }
faq-run-problem = { $rules }: 확인할 수 없습니다. { $evidence }
faq-claim-problem = 확인할 수 없습니다 ({ $place }): { $problem }
faq-no-claims-for = (이 항목에는 { $rules }에 대한 주장이 없습니다.)
faq-failures = 맞지 않는 주장:
faq-failure = { $place }: { $id }, 주장 { $n }: { $why }
faq-failure-rules = { $rules }에서 맞지 않습니다. { $problem }
faq-failure-problem = 확인할 수 없습니다 ({ $place }): { $problem }
faq-summary = 주장: { $claims }, 맞음: { $hold }, 틀림: { $fail }
faq-table-rules-basic = 기본
faq-table-rules-janggi = 장기
faq-table-rules-janggi-traditional = 전통
faq-table-rules-janggi-modern = 현대
faq-table-rules-janggi-casual = 친선
faq-table-title = 규칙별 주장 (예/아니요: 그 규칙에서 주장 문장이 참인지)
faq-table-claim = 주장
faq-table-statement = 내용
faq-table-yes = 예
faq-table-no = 아니요
faq-table-legend = (예), (아니요): 주장이 다루지 않는 규칙이며, 비교를 위해 엔진의 결과만 보여 줍니다. ‘!’: 엔진의 결과가 주장과 반대입니다. ‘?’: 확인할 수 없습니다. ‘장기’ 열은 장기 (Fairy-Stockfish) 규칙입니다.
faq-st-piece-on = { $expect ->
        [0] { $square }에 { JOSA($piece, "이") } 없습니다
       *[other] { $square }에 { JOSA($piece, "이") } 있습니다
    }
faq-ev-piece-on = { $square }: { $piece }.
faq-statement-piece = { JOSA($value, "은") } 기물 글자(K, A, B, N, R, C, P, 한은 소문자)도 none도 아닙니다.
faq-st-line-open = { $expect ->
        [0] { JOSA($line, "은") } 막혀 있습니다
       *[other] { JOSA($line, "은") } 열려 있습니다
    }
faq-statement-line = { JOSA($value, "은") } b3:up 같은 포길이 아닙니다.

# optional-end 진술: 요청할 수 있는 대국 결과 (src/lesson/statement.rs, FAQ와 강의).
faq-st-optional-end = { $expect ->
        [0] 지금 대국을 끝내자고 요청해서 { $result ->
                [counting] 점수 계산으로 승패를 가릴
               *[draw] 무승부로 끝낼
            } 수는 없습니다
       *[other] 지금 대국을 끝내자고 요청할 수 있고, { $result ->
                [counting] 점수 계산으로 승패를 가립니다
               *[draw] 무승부가 됩니다
            }
    }{ $reason ->
        [move-limit] {" "}(오랫동안 잡기 없음)
        [repetition] {" "}(같은 국면 반복)
        [perpetual-check] {" "}(연속 장군)
        [move-repetition] {" "}(같은 기물을 왔다 갔다 함)
       *[any] {""}
    }

## 자주 묻는 질문 화면

faq-page-questions = 질문
faq-page-empty = 질문이 없습니다.
faq-page-open = Enter를 누르면 이 답을 뒷받침하는 주장 { $count }개의 판을 볼 수 있습니다. 모두 엔진이 확인합니다.
faq-page-claim = 주장 { $count }개 중 { $n }번째
faq-page-keys = h/l: 다른 주장. j/k: 다른 규칙(판이 따라 바뀝니다). PgUp/PgDn: 스크롤. Esc나 q: 질문 목록으로.

# 전략 조언(issue 65): 엔진의 교환 계산으로 확인하는 주장.
faq-st-hanging = { $expect ->
        [0] { $square }의 기물은 충분히 지켜지고 있습니다
       *[other] { $square }의 기물은 제대로 지켜지지 않았습니다
    }
faq-st-wins-material = { $expect ->
        [0] { JOSA($move, "은") } { $points }점을 벌지 못합니다
       *[other] { JOSA($move, "은") } 적어도 { $points }점을 법니다
    }
faq-st-loses-material = { $expect ->
        [0] { JOSA($move, "은") } { $points }점을 잃지 않습니다
       *[other] { JOSA($move, "은") } 적어도 { $points }점을 잃습니다
    }
