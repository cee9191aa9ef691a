# The command line's --help and usage errors (src/cli/help.rs). Ids: help-<verb>,
# help-<verb>-<argument>, or help-arg-<argument> for an argument several verbs share. At the
# end: the trainer screen's key help (help-title, help-close).
help-usage = Usage: { $usage }
help-heading-commands = Commands:
help-heading-arguments = Arguments:
# clap's usage placeholders: [OPTIONS] and [COMMAND].
help-placeholder-options = OPTIONS
help-placeholder-command = COMMAND
help-heading-options = Options:
help-janggi-tutor = Learn the rules of Janggi (Korean chess) through staged exercises judged by a real rules engine. Without a command: the trainer screen.
help-janggi-tutor-lang = Language: zh, ko or en (default: the saved setting, then LC_ALL / LC_MESSAGES / LANG).
help-janggi-tutor-progress = Progress file (stars and settings). Default: <data dir>/janggi-tutor/progress.json.
help-janggi-tutor-ascii = Draw the board with letters instead of CJK glyphs.
help-janggi-tutor-open = Start on this lesson’s page, or on one of its exercises: LESSON or LESSON/EXERCISE, with the ids janggi-tutor lessons prints.
help-janggi-tutor-watch = Read the lessons of --lessons DIR again whenever its files change, keeping your place on screen, and show the lint’s findings under the screen.
help-arg-help = Print help.
help-arg-version = Print the version.
help-help = Print this help or the help of the given command.
help-help-subcommand = The command to explain.
help-arg-lessons = A folder of lesson files that adds lessons or replaces those with the same id.
help-arg-fen = Position in FEN (rank 10 first; w = Cho to move). Default: the start position.
help-arg-rules = Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-arg-setup = Start position with named horse/elephant formations instead of a FEN: CHO[:HAN], each one of heeh (마상상마, the default), ehhe (상마마상), hehe (마상마상), eheh (상마상마), read from the player’s own left.
help-arg-moves = Moves played from the FEN first, space- or comma-separated, e.g. "e2e2 e9e9".
help-arg-relaxed = Accept setups that cannot occur in play (no kings, extra pieces), as drills use.
help-arg-json = Print the result as JSON (stable ids, and the text in the chosen language).
help-arg-ascii = Letters instead of CJK glyphs.
help-moves = List the legal moves, one per line.
help-moves-from = Only the moves of the piece on this point.
help-perft = Count the leaf nodes of the legal move tree; the last line is the count alone.
help-perft-depth = How many plies deep to count.
help-perft-divide = Print the count below each first move.
help-explain = Say whether a move is legal, and if not, why.
help-explain-mv = A move in coordinate form, e.g. b1c3 or e9e10; a pass is the king’s point twice.
help-explain-id = Print stable ids (legal, or the reason’s id) instead of words.
help-show = Draw the position as a text diagram.
help-status = Side to move, check, bikjang and result.
help-faq = Check the FAQ’s claims about the rules against the engine, under each rule set.
help-faq-files = FAQ files or folders of them (default: the FAQ built into the program).
help-faq-rules = Check only the claims about this rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-faq-all-rules = Check every claim under every rule set and print a table of claims by rule set.
help-lint = Check lesson files: YAML, fields, positions, answer keys against the engine, languages. Each problem is one line path:line:col: error|warning: message.
help-lint-paths = Lesson files or folders (default: the embedded lessons).
help-erratum = Print a filled error report about an exercise, a FAQ question or a position (game, rule set, position, file and line, the text in question, the program’s version), to paste into an issue.
help-erratum-lesson = The lesson of the exercise in question (with --exercise; see janggi-tutor lessons).
help-erratum-exercise = The exercise in question (with --lesson).
help-erratum-faq = The FAQ question in question, by its id (see janggi-tutor faq).
help-lessons = List the phases, lessons and exercises with their ids.
help-try = Check one answer to an exercise and print the verdict and feedback.
help-try-lesson = The lesson’s id (see janggi-tutor lessons).
help-try-exercise = The exercise’s id.
help-try-answer = destinations "c3 a3", judge "yes" / "no horse-leg-blocked", play "b1c3", choice "1,3", lines "opened b3:up closed h3:left", claim "true", replay "2:yes".
help-schema = Print the JSON Schema of lesson files (for editors).

# clap's usage errors, each with the argument or value at fault.
clap-unknown-argument = unexpected argument “{ $arg }”.
clap-unknown-verb = unknown command “{ $verb }”.
clap-invalid-value = invalid value “{ $value }” for { $arg }.
clap-invalid-value-known = invalid value “{ $value }” for { $arg } (possible values: { $known }).
clap-missing-argument = a required argument is missing: { $args }.
clap-conflict = { $arg } cannot be used together with { $other }.
clap-wrong-values = wrong number of values for { $arg }.
clap-invalid-utf8 = an argument is not valid UTF-8.
clap-missing-verb = a command is missing.
clap-other = the command line cannot be read ({ $detail }).
clap-did-you-mean = Did you mean “{ $suggestion }”?
clap-more-info = For more information, run “{ $command } --help”.
help-with-default = { $help } (default: { $value })

# Verbs for records, progress and the built-in opponent.
help-moves-notation = How to write each move: uci (b1c3), san (Hc3), kja (the Korean record form, 02마83) or fsf-janggi (H02-83).
help-perft-force = Count deeper than 6 plies anyway (it can take hours).
help-game = Read a game record (.gib or PGN, UTF-8 or EUC-KR), check every move with the engine and print it as .gib, PGN, the FEN after a move, or a lesson skeleton.
help-game-file = The record file.
help-game-to = Output: gib, pgn, fen (the position after --at, default the last) or lesson (a replay exercise; with --at N, a play exercise to find move N).
help-game-at = Stop after this many moves (plies).
help-game-rules = Rule set to check the moves under (default: janggi-modern for .gib, the Variant tag for PGN).
help-progress = Summarise the progress file: stars per phase and lesson, attempts, misses, the most frequent misconceptions, reviews due.
help-uci = Speak UCI on standard input and output as a Janggi engine (the built-in AI), for GUIs and matches.
help-serve = Run a room server for games over the network (WebSocket, docs/PROTOCOL.md); the first line printed is the address it listens on, ws://HOST:PORT/ws.
help-serve-addr = Address to listen on, HOST:PORT (port 0: any free port). Only loopback unless another address is named.
help-serve-data = Folder for the rooms and finished games (default: janggi-tutor/server in the data folder).
help-join = Play in a room of a room server (janggi-tutor serve) on the trainer screen: join the room ROOM; without it, list the open rooms to pick one (or --new to create a room and share its code); --watch to watch.
help-join-url = The room server's address, as janggi-tutor serve printed it: ws://HOST:PORT/ws, or wss://HOST/ws behind a TLS proxy.
help-join-room = The room's code; without it the open rooms are listed to pick from (with a terminal, Enter creates a new room instead).
help-join-name = Your name as the other player sees it.
help-join-side = A new room: the side you ask for, cho, han or random.
help-join-clock = A new room: the clock, as play --friend --clock takes it: none, byo-yomi:MIN+NxSEC (e.g. byo-yomi:10+3x30) or fischer:MIN+SEC (e.g. fischer:5+3).
help-join-rules = A new room: the rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual.
help-join-watch = Watch the room ROOM instead of taking a seat.
help-join-progress = Progress file (stars and settings). Default: <data dir>/janggi-tutor/progress.json.
help-match = For developers: play a match between two levels of the built-in AI, or against an external UCI engine, and print the score.
help-match-a = Level of the first player.
help-match-b = Level of the second player (default: one below the first).
help-match-engine = An external UCI engine as the second player (a command line).
help-match-engine-ms = The external engine’s time per move, in milliseconds.
help-match-games = How many games to play.
help-match-time-scale = Multiplies the built-in levels’ time per move.
help-match-max-plies = Games that reach this many plies are decided by counting.
help-match-seed = Seed of the random choices (formations, low levels).
help-play = Play a game against the AI on the trainer screen (the same as the home screen’s “Play a game against the AI”).
help-play-side = Your side: cho (moves first) or han (the AI moves first).
help-play-level = The AI’s level, 1 (a beginner can win) to 8 (as strong as this machine allows).
help-play-setup = Formations CHO:HAN (heeh, ehhe, hehe, eheh); the AI picks its own at random unless given, e.g. hehe (yours only when you play Cho) or heeh:eheh.
help-play-fen = Start the game from this position (FEN) at once instead of showing the form.
help-play-engine = An external UCI engine as the opponent, e.g. "fairy-stockfish" (the built-in AI takes over if it fails).
help-play-goal = A small goal to play for: no-free-piece, cannon-check, cannon-capture, chariots-out, horses-out, no-illegal-try, king-home, no-check, counting-60.
help-play-seed = A seed for the AI’s random choices (for reproducible games).
help-play-friend = Play a friend on this screen instead of the AI: both sides move on the board.
help-play-cho = With --friend: the name of Cho's player.
help-play-han = With --friend: the name of Han's player.
help-play-clock = With --friend: the clock: none, byo-yomi:MIN+NxSEC (main minutes, then N periods of SEC seconds, e.g. byo-yomi:10+3x30) or fischer:MIN+SEC (e.g. fischer:5+3).
help-play-turn-board = With --friend: turn the board so the side to move sits at the bottom.
help-play-progress = Progress file (stars and settings); the game in progress is saved beside it. Default: <data dir>/janggi-tutor/progress.json.
help-review = Review a game record: every move judged by the search, the inaccuracies (?!), mistakes (?) and blunders (??) with the better move, the line that punishes the move played and what went wrong; short mates missed or walked into.
help-review-file = The record file (.gib or PGN).
help-review-side = Review only this side’s moves: cho or han.
help-review-depth = Search depth at every position (default 5; deeper is surer and slower).
help-review-time = Seconds to spend on the whole game instead of a fixed depth.
help-review-verify = Extra plies of the search that decides a mark (default 4; a tuning knob for tools/review_eval.py).
help-review-verify-nodes = Most nodes each deciding search may spend (default 500000; a tuning knob).

# Handouts and diagrams (i18n/*/handout.ftl; diagram-* in i18n/*/lesson.ftl).
help-show-svg = Print the board as an SVG picture (as handouts draw it).
help-show-diagram = Print a diagram: block (with turn:) to paste into a lesson.
help-export = Write lessons as a printable handout: one HTML page with the positions drawn, the questions, the self-checks and an answer page.
help-export-ids = Lesson ids, phase ids (understand, compare, review) or all.
help-export-to = Output format: html (one self-contained page that prints on A4).
help-export-out = Write to this file instead of standard output.
help-export-copy = Whose copy: student (no answers; a line for the name and the date) or teacher (with the answers, hints, explanations and why each option is right or wrong).
help-fen = Read a lesson diagram (a diagram: block or its ten rows) and print its FEN.
help-fen-diagram = The file with the diagram; - reads standard input.
# Authoring verbs: the board editor and lesson skeletons.
help-edit = The board editor: set up a position, see whether the rules accept it and why not, try moves on it, and export it as a FEN, a diagram or a lesson skeleton (copied to the clipboard with OSC 52 and printed on exit).
help-edit-fen = The position to start from (FEN); default: the start position. A position the rules refuse opens too, with the reasons shown.
help-edit-progress = Progress file (stars and settings). Default: <data dir>/janggi-tutor/progress.json.
help-new = Write a lesson skeleton with one exercise of each kind asked for, built around a position with the engine’s answer keys; the lint accepts it as written and once its TODO texts are filled in.
help-new-id = The lesson’s id: lower-case letters and digits, words joined by “-”.
help-new-phase = The phase: understand, compare or review.
help-new-kinds = The kinds of exercise, comma-separated (default: all): destinations, judge, play, choice, lines, replay, claim.
help-new-out = Write the lesson to this file (it must not exist yet) instead of standard output.
help-new-order = Where the lesson goes within its phase (lower first).
help-review-save = Keep the moments as personal exercises in the review queue of the progress file (the home screen’s “Practise again” serves them).
help-arg-game = Which game of a file that holds several (1 = the first).
help-game-view = Open the record on the trainer’s games screen (step through it, review it) instead of printing it.

## The trainer screen's key help (? opens it; its lines are key-help-* in keys.ftl)

help-title = Keys
help-close = Esc, ? or Enter closes this help. The mouse works too: click a point or a list entry.

help-bench = Search a fixed set of positions to a fixed depth and print how many nodes were searched: the search's signature, the same on every run.
help-bench-depth = How many plies deep to search each position.

# join: hints in a new room (issue 66).
help-join-hints = A new room: let both players ask for a hint (t) during the game; without it hints are off.
# Classes (issue 67)
help-arg-class = A class on a room server, its address and code (from class new): the trainer shows the class's lessons and every answer is sent to the class.
help-arg-name = Your name in the class (with --class).
help-class = A teacher's class on a room server: new uploads a lesson folder and prints the class code and the teacher's token; report prints what the students answered; watch shows it live.
help-class-new = Lint a lesson folder, upload it as a new class and print the class code and the teacher's token.
help-class-new-url = The room server's address, as janggi-tutor serve printed it: ws://HOST:PORT/ws.
help-class-new-lessons = The folder of lesson files the class works on (it must lint without errors).
help-class-new-json = Print the code and the token as JSON.
help-class-report = Print the class's report: per student (done, stars, misconceptions) and per exercise (right at the first try, common wrong answers, misconceptions).
help-class-report-url = The room server's address, ws://HOST:PORT/ws.
help-class-report-code = The class code.
help-class-report-token = The teacher's token, from class new.
help-class-report-json = Print the report as JSON.
help-class-watch = The class's report as a live screen, updated as answers come.
help-class-watch-url = The room server's address, ws://HOST:PORT/ws.
help-class-watch-code = The class code.
help-class-watch-token = The teacher's token, from class new.
# Issue 66: the room server's limits and log (serve).
help-serve-max-connections = Open connections at most; one more is answered server-full. Lowered at start to what the system's open-file limit allows (the server raises its own limit to the hard limit first).
help-serve-max-per-ip = Open connections from one IP address at most; one more is answered too-many-connections.
help-serve-max-rooms = Rooms at most; a room asked for beyond it is answered server-full.
help-serve-rooms-per-ip = Rooms one IP address may create per hour (they come back one by one over the hour); beyond, too-many-rooms.
help-serve-idle-timeout = Seconds of silence after which a connection is closed: the server pings after half of it, and closes a connection that neither answers nor sends anything; one that sits in no room and sends no message is closed too.
help-serve-unplayed-expiry = Seconds a room where no move has been played is kept once nobody is connected to it. Such a room is never written to disk.
help-serve-room-expiry = Seconds a room with moves is kept once nobody is connected to it (an unfinished game is then kept as a .gib record).
help-serve-log = What the log on standard error says: off, error, warn (refusals), info (also one line per connection and per room), debug.
# join: wss:// and the lobby (issue 66).
help-join-ca = A wss:// server: trust the certificate(s) in this PEM file too (a self-signed certificate of your club's server); the built-in web roots are trusted anyway.
help-join-new = Create a new room at once (no list of open rooms first).
help-join-open = A new room: open to anyone; it is listed for others on the server while it waits for a player.
# Reliability round 3 (issue 68)
help-export-force = Replace the --out file even when it is not a handout this program wrote.
# Class room games (issue 67, branch class)
help-join-in-class = A new room: one of this class's games (the class code from class new); the class's teacher sees it on class watch and can watch it.

# `play --rules`: its default, with or without --fen (issue 65)
help-play-rules = Rule set: basic, janggi, janggi-traditional, janggi-modern, janggi-casual. Without it the game, on the form or at once from --fen, is played under the rules the lessons have taught: basic until the lesson “Rule versions” has stars, then janggi.
