# Rules-engine texts (English). Terms: see docs/GLOSSARY.md.
# Piece and side names are nested messages, substituted mid-sentence: keep them lower case
# (pieces) and start sentences with "The { $piece }" rather than with the placeable.

## Sides

side-cho = Cho
side-han = Han

## Pieces

piece-king = king
piece-advisor = advisor
piece-elephant = elephant
piece-horse = horse
piece-chariot = chariot
piece-cannon = cannon
piece-soldier = soldier

## Illegal moves

reason-bad-notation = “{ $move }” is not a move I can read.
reason-no-piece = There is no piece on { $square }.
reason-not-your-piece = The piece on { $square } belongs to { $side }: you can only move your own pieces.
reason-own-piece-on-target = Your own piece stands on { $square }; you cannot capture your own pieces.
reason-not-piece-move = The { $piece } cannot move from { $from } to { $to }: that is not how it moves.
reason-leaves-palace = The { $piece } must stay inside the palace, and { $to } is outside it.
reason-off-palace-line = The { $piece } may move diagonally only along a palace line, and { $from }–{ $to } is not on one.
reason-horse-leg-blocked = The horse’s leg is blocked: { $square }, the first step of its move, is occupied.
reason-elephant-blocked = The elephant’s path is blocked: a piece stands on { $square }.
reason-chariot-blocked = The chariot is blocked by the piece on { $square }.
reason-cannon-no-screen = The cannon must jump over exactly one piece (its screen), and there is none in the way.
reason-cannon-screen-cannon = The cannon cannot use the cannon on { $square } as its screen.
reason-cannon-many-screens = The cannon can jump over only one piece, but { $count ->
        [one] there is one piece
       *[other] there are { $count } pieces
    } in the way: { $squares }.
reason-cannon-captures-cannon = A cannon cannot capture another cannon, and the piece on { $square } is a cannon.
reason-soldier-backward = Soldiers never move backward.
reason-soldier-diagonal = A soldier does not move diagonally here. Only rule sets with palace diagonals let it step diagonally forward, and only along a palace line.
reason-king-would-be-attacked = The king cannot move into check: the { $piece } on { $square } attacks that point.
reason-leaves-king-attacked = Your king is in check, and after this move the { $piece } on { $square } would still attack it.
reason-exposes-king = This move would expose your king to the { $piece } on { $square }.
reason-must-answer-bikjang = The kings face each other (bikjang): your move must break it.
reason-pass-not-allowed = These rules do not allow passing.
reason-pass-in-check = You cannot pass while you are in check.
reason-game-over = The game is over.

## FEN errors

fen-empty = The FEN is empty.
fen-ranks = The board part of the FEN has { $count ->
        [one] only one rank
       *[other] { $count } ranks
    }; a Janggi board has 10.
fen-rank-width = Rank { $rank } covers { $points ->
        [one] one point
       *[other] { $points } points
    }; every rank must cover exactly 9.
fen-piece-char = Rank { $rank } contains “{ $char }”, which is not a Janggi piece letter.
fen-turn = The side to move must be “w” or “b”, not “{ $found }”.
fen-castling = The castling field must be “-” (Janggi has no castling), not “{ $found }”.
fen-en-passant = The en passant field must be “-” (Janggi has no en passant), not “{ $found }”.
fen-halfmove = The halfmove clock must be a whole number, not “{ $found }”.
fen-fullmove = The move number must be a positive whole number, not “{ $found }”.
fen-extra = Unexpected text at the end of the FEN: “{ $found }”.
fen-digits = Rank { $rank } contains “{ $found }”: a run of empty points is one digit from 1 to 9.

## Position (setup) errors

pos-king-missing = { $side } has no king.
pos-too-many-kings = { $side } has more than one king.
pos-king-outside-palace = { $side }’s king on { $square } is outside the palace.
pos-advisor-outside-palace = { $side }’s advisor on { $square } is outside the palace.
pos-too-many = { $side } has { $count } { $piece } pieces, but at most { $max ->
        [one] one is
       *[other] { $max } are
    } allowed.
pos-soldier-behind = { $side }’s soldier on { $square } stands behind its starting rank. That cannot happen, because soldiers never move backward.
pos-opposite-check = { $side } is in check although it is not { $side }’s turn. That cannot happen in a game.

## Status and results

status-turn = { $side } to move.
status-check = { $side } is in check.
status-bikjang = Bikjang: the two kings face each other on the same file with nothing between them.
status-ongoing = The game is in progress.
status-rules = Rules: { $rules }
result-win = { $side } wins ({ $reason }).
result-draw = Draw ({ $reason }).
end-checkmate = checkmate
end-no-moves = no legal moves
end-double-pass = both sides passed in a row
end-bikjang = bikjang
end-pass-in-bikjang = the side facing bikjang passed
end-counting = counting: { side-cho } { NUMBER($cho) ->
        [one] { NUMBER($cho) } point
       *[other] { NUMBER($cho) } points
    }, { side-han } { NUMBER($han, minimumFractionDigits: 1) } points
end-by-counting = { $cause }; { $counting }
end-move-limit = { $plies ->
        [one] one ply
       *[other] { $plies } plies
    } without a capture
end-repetition = repetition of the position
side-piece = { $side }’s { $piece }
piece-none = no piece

## Optional ends: results a player may claim under the Fairy-Stockfish rule sets (repetition,
## perpetual check, janggi-modern's move repetition, plies without a capture)

claim-win = The game may now be ended by claim: { $side } wins ({ $reason }).
claim-draw = The game may now be ended by claim as a draw ({ $reason }).
end-perpetual-check = repetition with perpetual check by { $side }
end-move-repetition = { $side } kept moving one piece back and forth
