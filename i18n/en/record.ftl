# Game records (.gib, PGN): reading, replaying, writing.
record-in-file = { $path }: { $problem }
record-at-line = line { $line }: { $problem }
record-not-a-file = not a regular file
record-too-large = the file is larger than { $limit } bytes, too large for a game record
record-io = the file cannot be read ({ $detail })
record-encoding = the text is neither UTF-8 nor EUC-KR
record-empty = the record is empty
record-bad-tag = “{ $text }” is not a tag like [Name "value"]
record-move-number = expected move number { $expected }, found “{ $found }”
record-truncated = { $number ->
    [0] the file ends inside a comment
   *[other] the file ends after move number { $number }, without its move
}
record-bad-tag-value = the tag { $name } has a value that cannot be used: “{ $value }”
record-unknown-start = the start position “{ $value }” cannot be read
record-move-count = the record says { $stated } moves, but has { $found }
record-more-games = the file holds { $count } games; this is the first (--game K reads game K)
record-bad-move = move { $number }, “{ $text }” (line { $line }): { $reason }
record-nothing = nothing
record-move-unreadable = this is not a move in any known notation
record-unknown-piece = “{ $name }” is not a piece name
record-wrong-piece = the record names a { $named }, but the piece on that point is: { $found }
record-wrong-capture = the record says a { $named } is captured, but the point holds: { $found }
record-no-capture = the record marks a capture (타), but the point is empty
record-no-such-move = no legal move fits this text
record-ambiguous = this text fits several legal moves: { $moves }
record-ongoing = the game is not over
record-result-mismatch = the result “{ $stated }” does not match the final position ({ $actual })
record-at-out-of-range = --at { $at } is out of range: the game has { $count } good moves
record-unknown-notation = unknown notation “{ $name }” (known: { $known })
record-no-such-game = --game { $game } is out of range: the file holds { $count } games
