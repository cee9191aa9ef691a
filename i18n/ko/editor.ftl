# 배치 편집기 화면(src/tui/editor.rs): 기물 놓기, 국면 확인, 내보내기. 내보내는 강의 뼈대의 문구는 skeleton.ftl에 있습니다.
# 화면 문구이므로 폭이 애매한 문자를 쓰지 않습니다(tui.ftl 머리말 참고).

editor-intro = Shift와 기물 글자(K A E H R C P)를 누르면 기물 목록 위에 적힌 쪽의 기물이 커서 칸에 놓입니다. s로 쪽을 바꾸고, x로 치웁니다. 기물 목록에서 기물을 누른 뒤 판의 칸을 눌러도 됩니다.
editor-palette = 기물 (놓는 쪽: { $side })
editor-legal = 규칙이 이 배치를 받아들입니다.
editor-drill = 이 배치는 연습으로만 쓸 수 있습니다(강의에서는 relaxed: true):
editor-illegal = 이 배치는 연습으로도 쓸 수 없습니다:
editor-placed = { $square }에 { $side }의 { JOSA($piece, "을") } 놓았습니다.
editor-removed = { $square }에서 { $side }의 { JOSA($piece, "을") } 치웠습니다.
editor-nothing-there = { $square }에는 기물이 없습니다.
editor-no-pen = 먼저 기물을 고르세요. Shift와 그 글자를 누르거나 기물 목록에서 누르면 됩니다.
editor-side-now = 이제 기물 글자는 { $side }의 기물을 놓습니다.
editor-cleared = 판을 비웠습니다.
editor-started = 처음 배치입니다.
editor-cannot-export = 규칙이 이 배치를 받아들이기 전에는 FEN만 내보낼 수 있습니다:
editor-cannot-try = 규칙이 이 배치를 받아들여야 수를 두어 볼 수 있습니다:
editor-exported = { $what }: 클립보드에 복사했습니다({ $lines }줄). 끝낼 때 출력됩니다.
editor-export-title = 내보내기
editor-export-fen = FEN
editor-export-diagram = 배치도(diagram)
editor-export-skeleton = 강의 뼈대: { $kind }
