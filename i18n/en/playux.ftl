# The play screen's claims, hints and draw offers searched in the background, saved game
# records, and the external engine setting.

key-help-claim = claim the ending
play-end-claimed = { $reason }, claimed by { $side }
play-nothing-to-claim = There is nothing to claim in this position.
play-claim-offer = You may claim the end of the game here: press c (or play on).
play-claimable = Claim with c: { $result }
play-hint-thinking = Looking for a hint… (Esc stops)
play-draw-thinking = The AI is considering your draw offer… (Esc withdraws it)
play-request-stopped = Stopped.
play-record-saved = Game record saved: { $path }
play-record-failed = The game record could not be written to { $path }: { $error }
play-tries-saved = { $count ->
    [one] One illegal try went into your review queue.
   *[other] { $count } illegal tries went into your review queue.
}
input-engine = Engine command (empty: built-in AI)
settings-engine = Engine for games
settings-engine-desc = A UCI engine that plays Janggi (for example Fairy-Stockfish), as its command line: “fairy-stockfish” or a full path with arguments. Enter edits it; ← clears it. Empty: the built-in AI. If the engine is missing or fails, a message says why and the built-in AI plays on. --engine overrides this for one session.
settings-engine-set = New games will play the engine “{ $command }”.
settings-engine-cleared = New games will play the built-in AI.
settings-engine-not-found = The program “{ $program }” was not found. The setting is kept; until it can be started, games use the built-in AI.
