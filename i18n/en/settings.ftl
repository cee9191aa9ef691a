# The settings screen (src/tui/settings.rs): each row, its values and the description shown
# beside it.
# Screen texts: no East-Asian-ambiguous characters (see the note in tui.ftl).

settings-title = Settings
settings-about = About this setting
settings-language = Language
settings-language-auto = as the system (LANG)
settings-language-desc = The language of the whole program, lesson texts included. It changes at once. "As the system" follows LANG, LC_ALL and LC_MESSAGES.
settings-board = Board
settings-board-desc = Pieces as the Chinese characters of a real set (楚 and 漢 for the kings), or as letters for terminals without CJK fonts. Cho pieces are blue, Han pieces red.
settings-free-rules = Free board rules
settings-free-rules-desc = The rule set the free board starts with. The lessons say which rules they use.
settings-reset = Reset progress...
settings-reset-desc = Forget every star earned so far. You will be asked to confirm.
settings-reset-done = Progress reset.
settings-saved-in = Progress and settings are saved in { $path }.
settings-not-saved-file = Nothing is saved in this session (see the warning at start): { $path }.
settings-not-saved = Progress is kept for this session only.
settings-stars = Stars earned: { $stars }

# The notation setting.
settings-notation = Move notation
settings-notation-desc = How move lists write moves (the play screen, game records). Korean record notation gives the from-point, the piece and the to-point (79졸78), as .gib records do; SAN is what pychess.org shows (Hc3); coordinates are what the command line reads (b1c3). The Chinese notation is SAN with Chinese piece names (马c3). Auto: Korean record notation in Korean, the Chinese notation in Chinese, SAN in English.
settings-notation-example = Example: { $moves }
notation-auto = Auto ({ $notation })
notation-kja = Korean record notation
notation-san = SAN
notation-uci = Coordinates
notation-fsf-janggi = Fairy-Stockfish Janggi notation
notation-zh = Chinese notation

# The engine for games (an external UCI engine; `--engine` overrides it).
settings-engine = Engine for games
settings-engine-desc = A UCI engine that plays Janggi (for example Fairy-Stockfish), as its command line: “fairy-stockfish” or a full path with arguments. Enter edits it; ← clears it. Empty: the built-in AI. If the engine is missing or fails, a message says why and the built-in AI plays on. --engine overrides this for one session.
settings-engine-set = New games will play the engine “{ $command }”.
settings-engine-cleared = New games will play the built-in AI.
settings-engine-not-found = The program “{ $program }” was not found. The setting is kept; until it can be started, games use the built-in AI.
