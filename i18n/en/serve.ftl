# janggi-tutor serve: the room server's command-line errors.
serve-bad-address = “{ $addr }” is not an address to listen on (write HOST:PORT, e.g. 127.0.0.1:8080)
serve-no-data-dir = no data folder is known on this system; name one with --data
serve-bad-data = the data folder { $path } cannot be used: { $error }
serve-bind-failed = cannot listen on { $addr }: { $error }
serve-skipped-room = a saved room was not loaded and is left on disk: { $detail }

# Issue 66: the room server's limits and log.
serve-bad-log = “{ $level }” is not a log level: write off, error, warn, info or debug
serve-zero-limit = { $flag } must be at least 1
# The browser page on the same port (issue 69).
serve-page = the page for browsers: { $url }
# Issue 68: a data folder that cannot be written (a full or read-only disk).
serve-cannot-save = the data folder { $path } cannot be written ({ $error }): the server runs, but its rooms are kept in memory only until the folder can be written again
