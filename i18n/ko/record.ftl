# 기보(.gib, PGN): 읽기, 복기, 쓰기.
record-in-file = { $path }: { $problem }
record-at-line = { $line }번째 줄: { $problem }
record-not-a-file = 일반 파일이 아닙니다
record-too-large = 파일이 { $limit }바이트보다 커서 기보로 볼 수 없습니다
record-io = 파일을 읽을 수 없습니다({ $detail })
record-encoding = 글자 인코딩이 UTF-8도 EUC-KR도 아닙니다
record-empty = 기보가 비어 있습니다
record-bad-tag = “{ $text }”: [이름 "값"] 꼴의 태그가 아닙니다
record-move-number = “{ $found }”: 여기에는 { $expected }수째 번호가 와야 합니다
record-truncated = { $number ->
    [0] 파일이 주석 중간에서 끝납니다
   *[other] 파일이 수 번호 { $number } 뒤에서 그 수 없이 끝납니다
}
record-bad-tag-value = 태그 { $name }의 값을 쓸 수 없습니다: “{ $value }”
record-unknown-start = 시작 판을 읽을 수 없습니다: “{ $value }”
record-move-count = 기보에는 총 { $stated }수라고 적혀 있지만 실제로는 { $found }수입니다
record-more-games = 파일에 대국이 { $count }개 있습니다. 첫 대국을 읽습니다(--game K로 K번째 대국을 읽습니다)
record-bad-move = { $number }수째 “{ $text }”({ $line }번째 줄): { $reason }
record-nothing = 기물 없음
record-move-unreadable = 알려진 어떤 기보 표기로도 읽을 수 없는 수입니다
record-unknown-piece = “{ $name }”: 기물 이름이 아닙니다
record-wrong-piece = 기보에는 { JOSA($named, "이") } 적혀 있지만 그 칸에 있는 것은 { $found }입니다
record-wrong-capture = 기보에는 { JOSA($named, "을") } 잡는다고 적혀 있지만 그 칸에 있는 것은 { $found }입니다
record-no-capture = 기보에는 잡는 수(타)로 적혀 있지만 그 칸은 비어 있습니다
record-no-such-move = 이 표기에 맞는 둘 수 있는 수가 없습니다
record-ambiguous = 이 표기에 맞는 수가 여럿입니다: { $moves }
record-ongoing = 대국이 끝나지 않았습니다
record-result-mismatch = 결과 표기 “{ $stated }”: 마지막 국면과 맞지 않습니다({ $actual })
record-at-out-of-range = --at { JOSA($at, "은") } 범위를 벗어납니다. 이 대국의 유효한 수는 { $count }수입니다
record-unknown-notation = 알 수 없는 표기 “{ $name }”(쓸 수 있는 것: { $known })
record-no-such-game = --game { JOSA($game, "은") } 범위를 벗어납니다. 파일에 있는 대국은 { $count }개입니다
