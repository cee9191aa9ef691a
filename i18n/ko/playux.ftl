# 대국 화면: 종료 요청, 뒤에서 계산하는 힌트와 무승부 제안, 저장한 기보, 외부 엔진 설정.

key-help-claim = 종료 요청
play-end-claimed = { $reason }, { $side }의 요청으로 종료
play-nothing-to-claim = 이 국면에서는 대국을 끝내자고 요청할 수 없습니다.
play-claim-offer = 지금 대국을 끝내자고 요청할 수 있습니다. c를 누르세요(계속 두어도 됩니다).
play-claimable = c로 종료 요청: { $result }
play-hint-thinking = 힌트를 찾는 중…(Esc로 멈춤)
play-draw-thinking = AI가 무승부 제안을 검토하는 중…(Esc로 철회)
play-request-stopped = 멈췄습니다.
play-record-saved = 기보를 저장했습니다: { $path }
play-record-failed = 기보를 { $path }에 쓰지 못했습니다: { $error }
play-tries-saved = 규칙에 어긋난 시도 { $count }개를 복습 목록에 넣었습니다.
input-engine = 엔진 명령(비우면 내장 AI)
settings-engine = 대국 엔진
settings-engine-desc = 장기를 두는 UCI 엔진(예: Fairy-Stockfish)의 명령줄입니다. “fairy-stockfish” 또는 인자를 붙인 전체 경로를 적습니다. Enter로 고치고 ←로 지웁니다. 비우면 내장 AI가 둡니다. 엔진이 없거나 멈추면 이유를 알려 주고 내장 AI가 이어서 둡니다. --engine을 주면 그 실행 동안은 그쪽이 우선합니다.
settings-engine-set = 새 대국은 “{ $command }” 엔진과 둡니다.
settings-engine-cleared = 새 대국은 내장 AI와 둡니다.
settings-engine-not-found = “{ $program }” 프로그램을 찾을 수 없습니다. 설정은 저장했습니다. 실행할 수 있을 때까지 대국은 내장 AI가 둡니다.
