#!/usr/bin/env python3
"""Runs a program in a pseudo-terminal and plays a script of keys against it.

Used by the end-to-end tests of the terminal game and by the latency benchmark: a real
terminal program needs a real terminal (raw mode, window size, isatty), which a pipe is not.

usage: pty-session.py [--cols N] [--rows N] [--timeout SECONDS] -- PROGRAM [ARGS...]

The script comes on standard input, one step per line:
  send TEXT         write TEXT to the terminal (Python escapes: \\r, \\x1b, \\x03 ...)
  sleep SECONDS     wait
  expect TEXT       wait until TEXT is on the screen (fails after the timeout)
  screen            print the screen as it is now, between '--- screen ---' and '--- end ---'
  signal NAME       send a signal (TERM, KILL, WINCH, INT) to the program
  resize COLS ROWS  change the window size (the program gets SIGWINCH)
Then it waits for the program to end and prints 'exit: N' (or 'signal: NAME'), whether the
alternate screen is still on, whether the terminal's echo and line editing are back as they
were, and, with --raw, everything the program wrote.

Screens are looked at only between frames (after the "end synchronized update" sequence that
ends each of the game's frames). The screen is a small emulation of what the game uses: cursor positioning, erase in line
and display, the alternate screen; colours are dropped. Exit status: 0 when every step
passed, 2 when an expectation timed out or the program did not end.
"""
import argparse
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import fcntl
import time

FRAME_END = b"\x1b[?2026l"
CSI = re.compile(rb"\x1b\[([?0-9;]*)([@-~])")


class Screen:
    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.clear()
        self.row = self.col = 0
        self.alternate = False
        self.pending = b""

    def clear(self):
        self.cells = [[" "] * self.cols for _ in range(self.rows)]

    def resize(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.clear()

    def put(self, text):
        for char in text:
            if char == "\r":
                self.col = 0
            elif char == "\n":
                self.row = min(self.row + 1, self.rows - 1)
            elif char >= " ":
                if self.col < self.cols and self.row < self.rows:
                    self.cells[self.row][self.col] = char
                self.col += 1

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        position = 0
        while position < len(data):
            escape = data.find(b"\x1b", position)
            if escape < 0:
                self.put_bytes(data[position:])
                return
            self.put_bytes(data[position:escape])
            match = CSI.match(data, escape)
            if match is None:
                if len(data) - escape < 16:
                    self.pending = data[escape:]
                    return
                position = escape + 1
                continue
            self.control(match.group(1).decode(), match.group(2).decode())
            position = match.end()

    def put_bytes(self, data):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            self.pending = data  # a character split across reads
            return
        self.put(text)

    def control(self, parameters, final):
        numbers = [int(p) if p.isdigit() else 0 for p in parameters.lstrip("?").split(";")]
        if final == "H":
            self.row = max(numbers[0], 1) - 1 if numbers else 0
            self.col = max(numbers[1], 1) - 1 if len(numbers) > 1 else 0
        elif final == "K":
            self.cells[min(self.row, self.rows - 1)][self.col:] = [" "] * max(0, self.cols - self.col)
        elif final == "J":
            if numbers and numbers[0] == 2:
                self.clear()
            else:
                for row in range(self.row + 1, self.rows):
                    self.cells[row] = [" "] * self.cols
                self.cells[self.row][self.col:] = [" "] * max(0, self.cols - self.col)
        elif final in "hl" and parameters.startswith("?1049"):
            self.alternate = final == "h"
            self.clear()

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.cells)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--raw", action="store_true")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    steps = [line.rstrip("\n") for line in sys.stdin if line.strip()]

    pid, fd = pty.fork()
    if pid == 0:
        # Start the program as a shell would: nothing blocked or ignored that the test
        # runner happened to block or ignore.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGABRT,
                       signal.SIGQUIT, signal.SIGPIPE, signal.SIGWINCH):
            signal.signal(number, signal.SIG_DFL)
        os.execvp(command[0], command)

    def set_size(cols, rows):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

    try:
        cooked = termios.tcgetattr(fd)[3] & (termios.ECHO | termios.ICANON)
    except termios.error:
        cooked = None
    set_size(options.cols, options.rows)
    screen = Screen(options.cols, options.rows)
    output = bytearray()
    status = None

    def pump(seconds):
        nonlocal status
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                return
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                return
            output.extend(chunk)
            screen.feed(chunk)
            return

    def at_frame_end():
        # A frame arrives in several reads; look at the screen only between frames (the
        # game ends each frame with "end synchronized update").
        return not output or output.endswith(FRAME_END)

    def fail(message):
        sys.stdout.write(f"--- screen ---\n{screen.text()}\n--- end ---\n")
        sys.stdout.write(f"step failed: {message}\n")
        if options.raw:
            sys.stdout.write(output.decode("utf-8", "replace"))
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        sys.exit(2)

    for step in steps:
        verb, _, argument = step.partition(" ")
        if verb == "send":
            os.write(fd, argument.encode().decode("unicode_escape").encode("latin-1"))
        elif verb == "sleep":
            end = time.monotonic() + float(argument)
            while time.monotonic() < end:
                pump(end - time.monotonic())
        elif verb == "expect":
            end = time.monotonic() + options.timeout
            while not (at_frame_end() and argument in screen.text()):
                if time.monotonic() > end:
                    fail(f"'{argument}' did not appear within {options.timeout} s")
                pump(min(0.05, end - time.monotonic()))
        elif verb == "screen":
            pump(0.01)
            end = time.monotonic() + options.timeout
            while not at_frame_end() and time.monotonic() < end:
                pump(0.05)
            sys.stdout.write(f"--- screen ---\n{screen.text()}\n--- end ---\n")
        elif verb == "signal":
            os.kill(pid, getattr(signal, "SIG" + argument))
        elif verb == "resize":
            cols, rows = (int(n) for n in argument.split())
            set_size(cols, rows)
            screen.resize(cols, rows)
            os.kill(pid, signal.SIGWINCH)
        else:
            fail(f"unknown step '{step}'")

    end = time.monotonic() + options.timeout
    while status is None and time.monotonic() < end:
        pump(0.05)
        finished, code = os.waitpid(pid, os.WNOHANG)
        if finished:
            status = code
    if status is None:
        fail("the program did not end")
    while True:  # whatever it wrote last (the terminal restore)
        ready, _, _ = select.select([fd], [], [], 0.05)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        output.extend(chunk)
        screen.feed(chunk)
    if os.WIFSIGNALED(status):
        sys.stdout.write(f"signal: {signal.Signals(os.WTERMSIG(status)).name}\n")
    else:
        sys.stdout.write(f"exit: {os.WEXITSTATUS(status)}\n")
    sys.stdout.write(f"alternate screen: {'on' if screen.alternate else 'off'}\n")
    try:
        restored = termios.tcgetattr(fd)[3] & (termios.ECHO | termios.ICANON) == cooked
        sys.stdout.write(f"terminal modes restored: {'yes' if restored else 'no'}\n")
    except termios.error:
        sys.stdout.write("terminal modes restored: unknown\n")
    if options.raw:
        sys.stdout.write(output.decode("utf-8", "replace"))


if __name__ == "__main__":
    main()
