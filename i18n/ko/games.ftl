# 대국 복기와 기보 화면.

review-progress = 국면을 복기하는 중
game-review-none = 복기에서 배울 점을 찾지 못했습니다. 공짜로 잡힌 기물도, 놓친 따먹기나 짧은 외통도 없습니다.
review-bad-side = 알 수 없는 편 { $side }: cho 또는 han을 쓰세요.
review-saved = 새 개인 연습 { $count }개를 { $path }의 복습 목록에 넣었습니다(처음 화면: 복습).
review-save-failed = 개인 연습을 { $path }에 저장하지 못했습니다: { $error }
review-kind-missed-mate = { $ply }수({ $side }, { $played }): { $moves }수 외통을 놓쳤습니다: { $line }.
review-kind-walked-into-mate = { $ply }수({ $side }, { $played }): 이 수로 { $moves }수 외통을 당합니다: { $line }.
review-kind-hanging-piece = { $ply }수({ $side }, { $played }): { JOSA($piece, "이") } 공짜로 잡힙니다({ $points }점): { $line }.
review-kind-missed-capture = { $ply }수({ $side }, { $played }): 상대 { JOSA($piece, "을") } 공짜로 잡을 수 있었습니다({ $points }점): { $line }.
review-kind-illegal-try = { $ply }수({ $side }): { JOSA($text, "을") } 두려 했지만 { $reason }

# 기보 화면(저장한 대국과 기보 파일).
screen-games = 기보
home-games = 기보
home-games-desc = 기보를 엽니다. 저장한 대국이나 .gib, PGN 파일을 한 수씩 넘겨 보고, 엔진 복기로 배울 만한 순간을 표시하고, 그 순간들을 복습 목록에 연습으로 넣고, 어느 수에서든 자유 배치판에서 다른 수를 두어 볼 수 있습니다.
games-saved = 저장한 대국
games-open-path = 경로로 파일 열기...
games-about = 기보
games-several = 이 파일에는 대국이 { $count }개 있습니다. 하나를 고르세요.
games-folder = 저장한 대국은 { $path }에 있습니다. 대국 화면에서 끝낸 대국이 .gib 파일로 여기에 저장됩니다.
games-no-folder = 진행 상황이 폴더에 저장되지 않으므로 저장한 대국 폴더도 없습니다. 경로로 파일을 여세요.
games-folder-empty = 아직 기보가 없습니다.
games-how = Enter를 누르면 고른 대국이 열리고, o를 누르면 경로를 입력합니다(.gib 또는 PGN, UTF-8 또는 EUC-KR). 대국 안에서는 왼쪽·오른쪽 화살표로 한 수씩, Home과 End로 처음과 끝으로, g로 원하는 수로 갑니다. r을 누르면 복기하고, w를 누르면 자유 배치판에서 다른 수를 두어 봅니다.
games-untitled = (대국자 없음)
games-moves = { $count }수
games-at-start = 시작 국면(모두 { $count }수 기록됨)
games-at-move = { $count }수 중 { $ply }수째: { $move }
games-review-hint = r을 누르면 이 대국을 엔진으로 복기합니다.
games-moments = 복기: { $count ->
    [0] 이 대국에는 배울 만한 순간이 없습니다
   *[other] 순간 { $count }개, !로 표시(n: 다음 순간)
}
games-review-done = 복기 끝: { $count ->
    [0] 배울 만한 순간이 없습니다.
   *[other] 순간 { $count }개를 찾았습니다. s를 누르면 복습 목록에 넣습니다.
}
games-review-failed = 복기가 결과 없이 멈췄습니다.
games-review-first = 먼저 복기하세요(r).
games-no-moments = 복기에서 이 대국의 배울 만한 순간을 찾지 못했습니다.
games-kept = { $count ->
    [0] 그 연습들은 이미 복습 목록에 있습니다.
   *[other] 복습 목록에 새 연습 { $count }개를 넣었습니다(처음 화면: 복습).
}
games-bad-move-number = “{ $text }”: 수 번호는 0부터 { $count }까지입니다.
games-what-if = 이 대국의 { $ply }수째 국면을 자유 배치판에 놓았습니다. 다른 수를 두어 보세요. u로 대국을 따라 되돌릴 수 있습니다.
input-path = 파일
input-move-number = 갈 수 번호
key-help-open-path = 경로로 파일 열기
key-help-first-move = 처음
key-help-last-move = 끝
key-help-go-to = 수 번호로 가기
key-help-run-review = 복기하기
key-help-next-moment = 다음 순간
key-help-keep-findings = 복습 목록에 넣기
key-help-what-if = 다른 수 두어 보기(자유 배치판)

# 기보 표기 설정.
settings-notation = 기보 표기
settings-notation-desc = 수 목록(대국 화면, 기보)에 수를 적는 방식입니다. 한국 기보 표기는 .gib 기보처럼 출발 칸, 기물, 도착 칸을 적습니다(79졸78). SAN은 pychess.org가 보여 주는 표기(Hc3), 좌표는 명령줄이 읽는 표기(b1c3)입니다. 자동: 한국어에서는 한국 기보 표기, 영어와 중국어에서는 SAN.
settings-notation-example = 예: { $moves }
notation-auto = 자동({ $notation })
notation-kja = 한국 기보 표기
notation-san = SAN
notation-uci = 좌표
notation-fsf-janggi = Fairy-Stockfish 장기 표기

# 학습자 자신의 대국에서 나온 개인 연습(복습 목록).
personal-title = 내 대국에서
personal-intro = 엔진 복기가 내 대국에서 찾은 순간들입니다. 하나하나가 다시 풀어 볼 국면입니다.
personal-prompt-missed-mate = 내 대국의 { $ply }수째({ $side }의 차례): 외통수가 있었습니다. 그 첫 수를 두세요.
personal-prompt-walked-into-mate = 내 대국의 { $ply }수째 뒤: 둔 수 때문에 외통수가 생겼습니다. 외통수의 첫 수를 두세요({ $side }의 차례).
personal-prompt-missed-capture = 내 대국의 { $ply }수째({ $side }의 차례): 공짜로 잡을 수 있는 기물이 있었습니다. 잡으세요.
personal-prompt-hanging-piece = 내 대국의 { $ply }수째 뒤: 기물 하나가 공짜로 잡히게 놓였습니다. 잡으세요({ $side }의 차례).
personal-self-check = 엔진이 보여 주는 수를 찾았고, 대국에서 둔 수가 왜 안 되었는지 안다.
personal-hint = { $square }의 기물을 보세요.
personal-explanation = 이 국면에서 엔진의 수순: { $line }.
personal-in-queue = 복습 목록에 있는 내 대국의 연습: { $count }개.
personal-prompt-illegal-try = 내 대국의 { $ply }수째({ $side }의 차례): 규칙에 어긋난 수를 두려고 했습니다. 그 기물로 둘 수 있는 수를 두거나, 가려던 칸으로 가세요.
personal-explanation-legal = 여기서 둘 수 있는 수: { $moves }.
key-help-review-side = 복기할 쪽 고르기(양쪽, 초, 한)
games-review-side = { $side }의 수만 복기합니다(v로 바꾸고 r로 시작합니다).
games-review-both = 양쪽의 수를 모두 복기합니다(v로 바꾸고 r로 시작합니다).
