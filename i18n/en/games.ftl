# The engine review of a game and the games screen.

review-progress = Reviewing positions
game-review-none = The review found nothing to learn from: no piece was left to be taken, no capture or short mate was missed.
review-bad-side = Unknown side { $side }: use cho or han.
review-saved = { $count } new personal exercises kept in { $path }.
review-save-failed = Could not keep the personal exercises in { $path }: { $error }
review-kind-missed-mate = Move { $ply } ({ $side }, { $played }): a mate in { $moves } was missed: { $line }.
review-kind-walked-into-mate = Move { $ply } ({ $side }, { $played }): this walks into a mate in { $moves }: { $line }.
review-kind-hanging-piece = Move { $ply } ({ $side }, { $played }): the { $piece } is left to be taken for nothing ({ $points } points): { $line }.
review-kind-missed-capture = Move { $ply } ({ $side }, { $played }): a free { $piece } could be taken ({ $points } points): { $line }.
review-kind-illegal-try = Move { $ply } ({ $side }): { $text } was tried, but { $reason }
