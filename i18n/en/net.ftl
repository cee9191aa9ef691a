# The room client: a game in a room of a room server (janggi-tutor join, Play a friend → a room).
net-against-host = host a room on a server
net-against-join = join a room with its code
net-against-watch = watch a room
net-form-server = Server
net-form-server-desc = The room server's address, as its `janggi-tutor serve` printed it (ws://HOST:PORT/ws). Enter to type it.
net-form-room = Room code
net-form-room-desc = The code the other player shared (16 letters and digits). Enter to type it.
net-form-side = My side
net-form-side-desc = The side you ask for: Cho, Han, or drawn at random by the server.
net-side-random = random
net-default-name = Player
net-no-room-code = Type the room's code first (the other player sees it beside the board).
net-room = Room { $room } · { $seat } · { $status }
net-you-play = you play { $side }
net-watching = watching
net-no-seat = not seated yet
net-seat-free = (free seat)
net-share = Share this code with the other player: { $room }
net-connecting = connecting…
net-connected = connected
net-reconnecting = reconnecting…
net-closed = disconnected
net-unreachable = Cannot reach the server at { $address }: { $error }
net-lost = The connection to the server was lost and did not come back.
net-refused = The seat could not be taken back: { $why }
net-closed-by-server = The server closed the connection: { $why }
net-bad-address = “{ $address }” is not a server address (write ws://HOST:PORT/ws, or wss://HOST/ws behind a TLS proxy).
net-no-tls = “{ $address }” is a web page’s address: a room server’s starts with ws:// (or wss:// behind a TLS proxy), as in wss://HOST/ws.
net-offline = Not connected now: wait until the connection is back.
net-busy = Too many messages are waiting to go out: try again in a moment.
net-watching-only = You are watching: only the two players move.
net-error-bad-message = The server did not understand the message.
net-error-no-such-room = No room has this code (or it has expired).
net-error-not-your-turn = Not your turn (or the other seat is still free).
net-error-not-a-player = Only the two players can do that.
net-error-illegal-move = The server refused the move as illegal.
net-error-stale = The game had moved on: the move was not played.
net-error-game-over = The game is over.
net-error-bad-token = The seat's token was not accepted.
net-error-no-offer = There is no such request to answer.
net-error-nothing-to-claim = There is nothing to claim now.
net-error-nothing-to-take-back = You have no move to take back.
net-error-too-large = The message was too large.
net-error-rate-limited = Too many messages too fast: slow down.
net-error-server-full = The server is full.
net-error-store-failed = The server could not save the room; nothing changed.

# Seats that survive, presence and hints in rooms (issue 66).
net-seat-save-failed = Could not keep the room seat in { $path }: { $error }
net-seats-unreadable = The kept room seats in { $path } could not be read ({ $error }); they were left as they are.
net-what-now = Press r to connect again, or a to type a new server address (a restarted server may listen on another port). The game goes on on the server, and your clock keeps running.
net-reconnecting-to = Connecting to { $address }…
net-leave-title = Leave the room
net-leave = Leave this room game? It goes on without you and your clock keeps running. Come back with “Resume room game” on the home screen, or janggi-tutor join with the server's address and the room code.
net-leave-yes-no = y: leave    n or Esc: stay
net-form-hints = Hints
net-form-hints-desc = Whether both players may ask for a hint (t) during the game. Everyone in the room sees the choice.
net-hints-allowed = allowed
net-hints-on-here = Hints are allowed in this room.
net-hints-off-here = Hints are off in this room.
net-hints-off = Hints are off in this room: its creator did not allow them.
net-offline-since = { $name } is offline ({ $time })
net-offline-since-side = { $side } is offline ({ $time })
net-what-now-watching = Press r to connect again, or a to type a new server address (a restarted server may listen on another port).
# Classes (issue 67)
net-error-no-such-class = No class has this code.
net-error-bad-lessons = The server could not use the lesson files (not lessons, or too large).
# Issue 66: pausing the clock by agreement, and the server's limits per address.
net-pause-offered = { $side } offers to pause the clock: y accepts, n declines.
net-pause-accepted = { $side }: the pause was accepted; the clock is stopped.
net-pause-declined = { $side }: the pause was declined.
net-pause-withdrawn = { $side } withdrew the offer to pause the clock.
net-error-pause-refused = The clock cannot be paused or resumed now.
net-error-too-many-connections = Too many connections from your address to this server.
net-error-too-many-rooms = Your address has created too many rooms this hour: try again later.
# Secure connections (wss://) and the lobby of open rooms (issue 66).
net-tls-unknown-ca = The server at { $address } shows a certificate signed by nobody this client trusts (a self-signed one?). If it is your club’s certificate, pass its file with --ca FILE.
net-tls-wrong-name = The certificate of the server at { $address } is made out to another name than this address.
net-tls-expired = The certificate of the server at { $address } has expired (or is not valid yet): check the date on the server and on this machine.
net-tls-failed = The secure connection to { $address } failed: { $detail }
net-ca-unreadable = Cannot read the certificate file { $path }: { $error }
net-ca-no-certificate = { $path } holds no certificate (a PEM file with -----BEGIN CERTIFICATE----- lines is needed).
net-ca-bad-certificate = { $path }: a certificate in it cannot be used.
net-lobby-title = Open rooms on { $address }:
net-lobby-none = No open room is waiting for a player on { $address }.
net-lobby-loading = Looking for open rooms…
net-lobby-line = { $number }. { $room }  { $details }
net-lobby-room = { $host } plays { $side } · { $rules } · { $clock } · { $waiting }
net-lobby-waiting-minutes = { $minutes ->
    [one] waiting { $minutes } minute
   *[other] waiting { $minutes } minutes
}
net-lobby-waiting-now = waiting under a minute
net-lobby-how = To join one: janggi-tutor join { $address } CODE
net-lobby-how-new = To open a room of your own: janggi-tutor join { $address } --new (add --open to list it here).
net-lobby-pick = Type a room’s number to join it, or just Enter to open a new room:
net-lobby-bad-pick = “{ $text }” is none of the numbers shown.
net-lobby-unsupported = The server at { $address } keeps no list of open rooms (an older server): join with a room’s code.
net-lobby-no-answer = The server at { $address } did not answer the request for open rooms.
net-lobby-pick-first = Pick an open room on the room row (←/→), or type a room’s code.
net-form-open = Open to anyone
net-form-open-desc = Yes: the room is listed for anyone on this server to join (“join a room with its code”, then pick it from the list). No: only someone with the code joins.
net-form-room-pick-desc = ←/→ picks one of the open rooms listed below; Enter types a code instead.
net-lobby-text = { $text }
net-pause-asked = You offered to pause the clock; the other player answers.
# Issue 68: the server cannot save the room (state's not_saved).
net-not-saved = The server cannot save this game ({ $why }). It goes on, but is lost if the server stops.
net-not-saved-disk-full = the disk is full
net-not-saved-read-only = its disk is read-only
net-not-saved-no-permission = it may not write its data folder
net-not-saved-not-a-folder = part of the path to its data folder is a file, not a folder
net-not-saved-other = { $detail }
# Class student names (issue 67, branch class)
net-error-name-taken = Another student already uses this name in the class.

# issue 65: games list
net-form-class = Class game
net-form-class-desc = You joined class { $code } on this server, so the room is one of the class’s games: your teacher sees it on class watch and can watch it. No: a room of your own.
