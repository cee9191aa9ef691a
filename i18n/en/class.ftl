# Classes (src/cli/class.rs, src/learner/class.rs, src/tui/class_watch.rs, the report of
# src/net/class/report.rs): class-*.
class-unreachable = Could not reach the class's server: { $detail }
class-bad-code = “{ $code }” is not a class code (16 letters and digits, as class new printed it).
class-no-name = A class needs your name: --class URL CODE --name NAME.
class-no-data-dir = No data folder to keep the class's lessons in; give --progress PATH.
class-cannot-keep = Could not keep the class's lessons in { $path }: { $error }
class-lessons-kept = The class's server could not be reached, so the lessons kept from last time are used: { $error }
class-bad-token = This token does not open the class's report.
class-lint-failed = { $errors ->
    [one] The lessons have 1 error (above): nothing was uploaded.
   *[other] The lessons have { $errors } errors (above): nothing was uploaded.
}
class-created-code = Class code: { $code }
class-created-token = Teacher's token (keep it secret; it opens the report): { $token }
class-created-hint = Students join with: janggi-tutor --class { $url } { $code } --name NAME
class-not-queued = The answer could not be kept for the class: { $error }
class-sent = { $count ->
    [one] Sent to the class.
   *[other] Sent to the class ({ $count } answers, with the ones kept offline).
}
class-queued = { $count ->
    [one] Kept to send to the class later (1 answer waiting): { $error }
   *[other] Kept to send to the class later ({ $count } answers waiting): { $error }
}
class-report-none = none
class-report-head = Class { $class }: { $students ->
    [one] 1 student
   *[other] { $students } students
}, { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}, { $exercises ->
    [one] 1 exercise
   *[other] { $exercises } exercises
}
class-report-students = Students
class-report-no-students = (no answers yet)
class-report-student = { "  " }{ $name }: { $done }/{ $total } done, { $stars ->
    [one] 1 star
   *[other] { $stars } stars
}, { $answers ->
    [one] 1 answer
   *[other] { $answers } answers
}; misconceptions: { $misconceptions }
class-report-exercises = Exercises
class-report-exercise = { "  " }{ $lesson }/{ $exercise }: { $students ->
    [one] 1 student
   *[other] { $students } students
}, { $right } right at the first try
class-report-wrong = { "    " }wrong answers: { $list }
class-report-exercise-misconceptions = { "    " }misconceptions: { $list }
class-watch-title = Class { $class } (live)
class-watch-keys = q leave · ↑↓ PgUp PgDn scroll
class-watch-lost = The connection to the server was lost: { $error }
# Class names, room games and misconceptions in words (issue 67, branch class)
class-name-taken = Another student already uses the name “{ $name }” in this class: choose another name (or join from the device that took it).
class-report-tag = { $words } ({ $count })
class-report-tags = { $list }; { $next }
class-report-rooms = Room games (a number on the live screen watches one)
class-report-room = { "  " }{ $n }. { $cho } vs { $han }: { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, { $state } (room { $room })
class-report-room-player = { $name }
class-report-room-free = (free seat)
class-report-room-on = in play
class-report-room-won = { $side ->
    [cho] Cho won
   *[han] Han won
}
class-report-room-drawn = drawn
class-watch-keys-rooms = q leave · ↑↓ scroll · 1-9 watch a room game
# The "Join a class" form (src/tui/screens/class_join/; issue 67, branch class)
class-join-title = Join a class
class-join-about = About this row
class-join-server = Server
class-join-code = Class code
class-join-name = Your name
class-join-empty = (not set)
class-join-go = Join the class
class-join-server-desc = The room server's address your teacher gave you, such as ws://192.168.1.10:8080/ws. Enter types it.
class-join-code-desc = The class code your teacher gave you: 16 letters and digits. Enter types it.
class-join-name-desc = Your name as your teacher sees it in the class. The first student to join under a name keeps it: this device remembers it for you.
class-join-go-desc = Joins the class: its lessons replace the ones listed on the home screen, and every answer you make goes to your teacher (kept and sent later while the server cannot be reached).
class-join-last = Last joined: class { $code } as { $name } on { $url }.
class-join-missing = Fill in the server, the class code and your name first.
class-joined = Joined class { $code } as { $name }: its lessons are on the home screen.
