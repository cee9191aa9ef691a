# Command-line messages.
cli-error = error
cli-warning = warning
cli-unknown-rules = unknown rule set “{ $name }” (known: { $known })
cli-bad-fen = the FEN cannot be read: { $detail }
cli-bad-position = the position cannot be played: { $detail }
cli-bad-square = “{ $square }” is not a point (a1 to i10)
cli-illegal-history = move { $index } of --moves ({ $move }) is illegal: { $reason }
cli-unknown-formation = unknown formation “{ $name }” (known: { $known })
# explain: the verdict in words (`--id` prints the stable ids instead).
explain-legal = legal
explain-illegal = illegal ({ $name }): { $sentence }
# An error or warning line: the label with its separator.
cli-error-line = error: { $text }
cli-warning-line = warning: { $text }
cli-unknown-side = unknown side “{ $name }” (known: cho, han)
cli-bad-clock = unknown clock “{ $clock }” (use none, byo-yomi:MIN+NxSEC such as byo-yomi:10+3x30, or fischer:MIN+SEC such as fischer:5+3)
cli-bad-level = level { $level } does not exist (levels 1 to { $max })
cli-bad-goal = there is no goal “{ $goal }” (goals: { $known })
cli-try-relaxed = To use this setup as a drill anyway (no kings, extra pieces, soldiers behind their line), add --relaxed.
cli-output-failed = the output could not be written: { $error }
cli-perft-too-deep = perft { $depth } would count about { $nodes } positions, roughly { $hours } hours of work. Depths above { $max } need --force.
cli-perft-too-many = perft { $depth } from this position would count about { $nodes } positions, roughly { $hours } hours of work. Above { $max } positions, add --force.

# janggi-tutor bench: the search benchmark. `bench-nodes` stays in English in every language:
# it is the signature line scripts read, written as Stockfish writes it.
bench-position = Position { $index }/{ $count }: { $nodes } nodes  { $fen }
bench-time = Total time (ms): { $ms }
bench-nodes = Nodes searched: { $nodes }
bench-nps = Nodes/second: { $nps }
cli-option-unused = { $option } has no effect on this command: leave it out, or give it after a command that uses it (the command's --help lists its options).

# Reliability round 3 (issue 68): numbers range-checked where they are parsed
cli-clock-too-long = the clock “{ $clock }” is too long: at most a day of main time (1440 minutes), 100 periods and 3600 seconds a period or increment
cli-bad-seconds = “{ $value }” is not a number of seconds from above 0 to { $max }
cli-bad-depth = “{ $value }” is not a search depth from 1 to { $max }
cli-bad-time-scale = “{ $value }” is not a time scale above 0 and at most 100
