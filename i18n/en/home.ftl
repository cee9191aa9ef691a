# The home screen (src/tui/home.rs): its entries, each with the description shown beside the list.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

home-title = Lessons
home-no-lessons = (no lessons yet)
home-rules = Rules reference
home-faq = Questions and answers
home-free = Free board
home-settings = Settings
home-rules-desc = The rules of Janggi in short: the board, every piece, the cannon and the soldier, how to complete a move, the illegal moves, how a game ends, and the rule versions used online.
home-faq-desc = Common questions and easily confused judgements, each answered and checked by the rules engine under every rule version.
home-free-desc = Any position, any rule set: select a piece to light up its legal points, try any move and see whether it is legal, and why not.
home-settings-desc = Language, board style, the free board's rule set, and resetting your progress.
home-welcome = Work through the three phases in order. Each exercise is judged by a real rules engine; you earn up to 3 stars, fewer with retries and hints.
home-exercises = Exercises solved: { $solved } of { $count }. Stars: { $stars }
home-more = ... Enter opens the lesson.
home-continue = Continue
home-continue-due = Continue ({ $count } due first)
home-continue-repeats = Enter opens the { $count } exercises due again first: what you missed comes back once more before the next lesson, until you answer it right.
home-continue-next = Enter opens your next exercise: { $lesson }, exercise { $n } of { $count } (phase: { $phase }).
home-continue-lesson = Enter opens your next lesson: { $lesson } (phase: { $phase }). Read its rules first, then solve its { $count } exercises.
home-continue-done = Every exercise is solved. Practise any lesson again, or play on the free board.
home-phases = The course has three phases. Understand the rules: how each piece moves and what completes a move. Compare and choose: palace lines, illegal moves, check, bikjang and the end of the game. Replay and verify: step through short games and check every claim against the rules. Each phase ends when its self-checks hold for you.
home-phase-open = Enter opens the overview of this phase: its lessons, your stars and what is left.
home-review = Practise again ({ $count } due)
home-mistakes = My mistakes ({ $count })
home-mistakes-desc = Your misses grouped by misconception, the most frequent first. Enter on one opens the lesson that teaches it.
home-games = Game records
home-games-desc = Open a game record: a game you saved, or any .gib or PGN file. Step through it move by move, run the engine review to mark the moments worth learning from, keep them as exercises in your review queue, and try another move on the free board from any point.
home-play = Play a game against the AI
home-play-desc = A real game against the AI: choose your side (Cho moves first, so with Han the AI opens), its level from 1 to 8, the rule set and each side's formation. Legal points light up when you select a piece; ask for a hint, take back a move, pass where the rules allow, offer a draw or resign.
home-friend = Play a friend
home-friend-desc = Two people on one screen: both names, the rule set, who plays Cho, a clock (none, byo-yomi or Fischer) and whether the board turns to the side to move. Offer a draw or ask to take back a move; the other player accepts or declines. The game is saved with both names and can be reviewed.
home-resume = Resume game
home-resume-desc = The game you left unfinished, exactly where you left it.
home-editor = Board editor
home-editor-desc = Set up any position for a lesson: place and remove pieces of either side, choose the side to move and the rule set, and see at once whether the rules accept the position and why not. Try moves on it, then export it as a FEN, a diagram or a lesson skeleton of any kind (copied to the clipboard where the terminal allows, and printed when you quit).

# Resuming a room game from its kept seat (issue 66).
home-resume-room = Resume room game
home-resume-room-desc = Room { $room } on { $server }: you play { $side } as { $name }. Your seat is taken back with the token kept for it.
home-resume-room-clock = The game went on on the server while you were away, and your clock kept running.
# Join a class (issue 67, branch class)
home-join-class = Join a class
home-join-class-desc = Your teacher's class on a room server: its lessons appear here, and your answers go to the teacher as you make them.

# The last game and the next step, in the Continue panel (issue 65)
home-last-game = Last game ({ $date }): { $result }, { $opponent }.
home-last-next-review = Next step: review it (Game records, then r) and learn from its mistakes (m).
home-last-next-lessons = Next step: continue the lessons (Enter).
home-last-next-play = Next step: play again, with a small goal (Play a game against the AI).
