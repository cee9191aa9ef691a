#!/usr/bin/env python3
"""Runs a terminal program on a pseudo-terminal of 100x30 for tools/browser/test.mjs.

Usage: pty_relay.py LOG PROGRAM ARGS...  Each line read on stdin is a JSON string whose
characters are typed into the program; the screen output is appended to LOG. End of input
stops the program (SIGTERM).
"""
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios


def main():
    log_path, argv = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    stdin = sys.stdin.fileno()
    pending = b""
    with open(log_path, "ab") as log:
        while True:
            r, _, _ = select.select([fd, stdin], [], [], 0.2)
            if fd in r:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                log.write(data)
                log.flush()
            if stdin in r:
                chunk = os.read(stdin, 4096)
                if not chunk:
                    break
                pending += chunk
                while b"\n" in pending:
                    line, pending = pending.split(b"\n", 1)
                    if line.strip():
                        os.write(fd, json.loads(line).encode())
    try:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
    except OSError:
        pass


if __name__ == "__main__":
    main()
