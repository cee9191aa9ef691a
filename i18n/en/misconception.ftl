# Misconception tags of the lessons' feedback, in words: the mistaken belief, as a noun phrase
# after the label ("misconception: …"). Ids: misconception-<tag> (see src/i18n/misconception.rs).
misconception-unknown = a common mistake ({ $tag })
# A tag a lesson file declares, in the words it gives (src/lesson/misconception.rs).
misconception-declared = { $words }
misconception-advisor-leaves-palace = thinking the advisor may leave the palace
misconception-cannon-captures-cannon = thinking a cannon may capture a cannon
misconception-cannon-jumps-cannon = thinking a cannon may jump over a cannon
misconception-cannon-jumps-two = thinking a cannon may jump over two pieces
misconception-cannon-moves-like-xiangqi = thinking the cannon moves as in xiangqi, without a screen
misconception-cannon-screen-any-piece = thinking any piece can be a cannon’s screen
misconception-capture-does-not-end-bikjang = thinking any capture ends bikjang
misconception-capture-ignores-movement-rule = thinking a capture need not follow the piece’s move
misconception-capture-own-piece = thinking a piece may capture its own side’s piece
misconception-chariot-jumps-own-piece = thinking the chariot may jump over its own pieces
misconception-chariot-moves-diagonally-anywhere = thinking the chariot moves diagonally outside the palace lines
misconception-either-side-may-start = thinking either side may move first
misconception-elephant-jumps-block = thinking the elephant jumps over a blocking piece
misconception-elephant-only-first-point-blocks = thinking only the elephant’s first point can block it
misconception-horse-jumps-like-knight = thinking the horse jumps like a chess knight
misconception-horse-leg-ignored = forgetting the horse’s leg
misconception-ignores-bikjang = overlooking bikjang
misconception-ignores-check = overlooking a check
misconception-ignores-pin = overlooking that the piece shields its king
misconception-king-walks-into-attack = thinking the king may step onto an attacked point
misconception-move-opponent-piece = thinking one may move the opponent’s piece
misconception-only-own-pieces-block = thinking only your own pieces block
misconception-palace-diagonal-anywhere = thinking any diagonal step inside the palace is allowed
misconception-palace-line-extends-outside = thinking the palace lines go on outside the palace
misconception-pass-out-of-check = thinking a pass answers a check
misconception-screen-count-only = counting the pieces between but not looking at what they are
misconception-screen-for-enemy-cannon = overlooking that a piece can screen an enemy cannon
misconception-soldier-captures-diagonally = thinking the soldier captures diagonally
misconception-soldier-diagonal-in-basic = thinking the soldier steps along the palace lines under the basic rules
misconception-soldier-forward-is-up-for-both = thinking forward is the same direction for both sides’ soldiers
misconception-soldier-moves-backward = thinking the soldier may step backward
misconception-soldier-retreats = thinking the soldier may retreat
