#!/usr/bin/env python3
"""Runs a program in a pseudo-terminal and plays a script of keys against it.

Used by the end-to-end tests of the terminal game and by the latency benchmark: a real
terminal program needs a real terminal (raw mode, window size, isatty), which a pipe is not.

usage: pty-session.py [--cols N] [--rows N] [--winsize COLS ROWS] [--timeout SECONDS]
                      [--lines] [--raw] [--nonblocking-output] -- PROGRAM [ARGS...]

--winsize makes the terminal report another size than the screen it shows (0 0: a terminal
that cannot tell its size).

--nonblocking-output gives the program, as its standard output, a non-blocking open of the
terminal of its own (as when another program sharing the terminal made it non-blocking): a
write the terminal cannot take at once fails (EAGAIN) instead of waiting. Its standard input
and error stay blocking.

The program runs as the foreground job of a small job-control shell, as from an interactive
shell: it may stop itself (SIGTSTP), and 'fg' continues it. The shell passes no hangup on to
it, as for a job started with nohup: when the terminal goes away, the program sees its input
end.

The script comes on standard input, one step per line:
  send TEXT         write TEXT to the terminal (Python escapes: \\r, \\x1b, \\x03 ...)
  sleep SECONDS     wait
  expect TEXT       wait until TEXT is on the screen (fails after the timeout)
  gone TEXT         wait until TEXT is no longer on the screen (fails after the timeout)
  screen            print the screen as it is now, between '--- screen ---' and '--- end ---'
  signal NAME       send a signal (TERM, KILL, WINCH, INT, TSTP, QUIT ...) to the program
  resize COLS ROWS  change the window size (the program gets SIGWINCH)
  stopped           wait until the program has stopped, then print 'stopped:' and the state of
                    the terminal it left (as at the end, below)
  fg                give the program the terminal again and continue it, as a shell's fg does
  file PATH         print the file's text between '--- file PATH ---' and '--- end ---', or
                    'no file PATH'
  quiet SECONDS     wait until the program has written nothing for SECONDS on end (fails after
                    the timeout); what it writes meanwhile, such as a frame already on its way,
                    starts the wait again
  stop-output       stop the terminal's output, as XOFF does (tcflow TCOOFF): the program's
                    writes wait, or with --nonblocking-output fail; the screen no longer changes
  hangup            close the terminal, as a closed terminal window does; no step that needs
                    the terminal may follow
Then it waits for the program to end and prints 'exit: N' (or 'signal: NAME'), whether the
alternate screen is still on, whether the terminal's echo and line editing are back as they
were ('unknown' after a hangup), whether mouse reporting is on, and, with --raw, everything the
program wrote. The screen and the written bytes are those seen before a stop-output or a hangup.

Screens are looked at only between frames (after the "end synchronized update" sequence that
ends each of the game's frames); with --lines, for a program that writes lines (line mode), at
any moment. The screen is a small emulation of what the game uses: cursor positioning, erase in line
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
        self.mouse = False
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
        elif final in "hl" and parameters.startswith("?1000"):
            self.mouse = final == "h"

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.cells)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cols", type=int, default=80)
    parser.add_argument("--rows", type=int, default=24)
    parser.add_argument("--winsize", type=int, nargs=2, metavar=("COLS", "ROWS"))
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--raw", action="store_true")
    parser.add_argument("--lines", action="store_true")
    parser.add_argument("--nonblocking-output", action="store_true")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    steps = [line.rstrip("\n") for line in sys.stdin if line.strip()]

    pid, fd, job = start_job(command, options.nonblocking_output)
    hung_up = False
    # The modes as the shell found them before it started the program: read here, they could
    # already be the program's raw mode.
    cooked = job.modes

    def set_size(cols, rows):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    set_size(*(options.winsize or (options.cols, options.rows)))
    screen = Screen(options.cols, options.rows)
    output = bytearray()

    def pump(seconds):
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            watched = ([] if hung_up else [fd]) + job.open_reports()
            ready, _, _ = select.select(watched, [], [], remaining)
            if not ready:
                return
            if job.reports in ready:
                job.read_reports()
            if fd not in ready:
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

    def drain():
        """Reads whatever the program has written so far."""
        while not hung_up:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if not ready:
                return
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            output.extend(chunk)
            screen.feed(chunk)

    def terminal_state():
        state = [
            f"alternate screen: {'on' if screen.alternate else 'off'}",
            f"mouse reporting: {'on' if screen.mouse else 'off'}",
        ]
        try:
            if hung_up:
                raise termios.error("the terminal is closed")
            restored = termios.tcgetattr(fd)[3] & (termios.ECHO | termios.ICANON) == cooked
            state.append(f"terminal modes restored: {'yes' if restored else 'no'}")
        except termios.error:
            state.append("terminal modes restored: unknown")
        return "".join(line + "\n" for line in state)

    def at_frame_end():
        # A frame arrives in several reads; look at the screen only between frames (the
        # game ends each frame with "end synchronized update").
        return options.lines or not output or output.endswith(FRAME_END)

    def fail(message):
        sys.stdout.write(f"--- screen ---\n{screen.text()}\n--- end ---\n")
        sys.stdout.write(f"step failed: {message}\n")
        if options.raw:
            sys.stdout.write(output.decode("utf-8", "replace"))
        for target in (job.pid, pid):
            try:
                os.kill(target, signal.SIGKILL)
            except (ProcessLookupError, TypeError):
                pass
        sys.exit(2)

    for step in steps:
        verb, _, argument = step.partition(" ")
        if hung_up and verb not in ("sleep", "file", "signal"):
            fail(f"'{step}' after the terminal was closed")
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
        elif verb == "gone":
            end = time.monotonic() + options.timeout
            while not (at_frame_end() and argument not in screen.text()):
                if time.monotonic() > end:
                    fail(f"'{argument}' was still there after {options.timeout} s")
                pump(min(0.05, end - time.monotonic()))
        elif verb == "screen":
            pump(0.01)
            end = time.monotonic() + options.timeout
            while not at_frame_end() and time.monotonic() < end:
                pump(0.05)
            sys.stdout.write(f"--- screen ---\n{screen.text()}\n--- end ---\n")
        elif verb == "signal":
            os.kill(job.pid, getattr(signal, "SIG" + argument))
        elif verb == "resize":
            cols, rows = (int(n) for n in argument.split())
            set_size(cols, rows)
            screen.resize(cols, rows)
            os.kill(job.pid, signal.SIGWINCH)
        elif verb == "stopped":
            end = time.monotonic() + options.timeout
            while not job.stopped:
                if time.monotonic() > end:
                    fail(f"the program did not stop within {options.timeout} s")
                pump(0.05)
            drain()
            sys.stdout.write("stopped:\n" + terminal_state())
        elif verb == "fg":
            job.continue_in_foreground()
            end = time.monotonic() + options.timeout
            while job.stopped:
                if time.monotonic() > end:
                    fail(f"the program did not continue within {options.timeout} s")
                pump(0.05)
        elif verb == "file":
            try:
                with open(argument, encoding="utf-8") as file:
                    text = file.read()
                if text and not text.endswith("\n"):
                    text += "\n"
                sys.stdout.write(f"--- file {argument} ---\n{text}--- end ---\n")
            except FileNotFoundError:
                sys.stdout.write(f"no file {argument}\n")
        elif verb == "quiet":
            seconds = float(argument)
            end = time.monotonic() + options.timeout
            quiet_since = time.monotonic()
            while time.monotonic() - quiet_since < seconds:
                if time.monotonic() > end:
                    fail(f"the program did not stay quiet for {seconds} s within "
                         f"{options.timeout} s")
                written = len(output)
                pump(min(0.05, seconds))
                if len(output) != written:
                    quiet_since = time.monotonic()
        elif verb == "stop-output":
            # The terminal as the program sees it: its side, not the helper's.
            terminal = os.open(job.tty, os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
            termios.tcflow(terminal, termios.TCOOFF)
            os.close(terminal)
        elif verb == "hangup":
            os.close(fd)
            hung_up = True
        else:
            fail(f"unknown step '{step}'")

    end = time.monotonic() + options.timeout
    while job.status is None and not job.ended and time.monotonic() < end:
        pump(0.05)
    if job.status is None:
        fail("the program did not end")
    drain()  # whatever it wrote last (the terminal restore)
    status = job.status
    if os.WIFSIGNALED(status):
        sys.stdout.write(f"signal: {signal.Signals(os.WTERMSIG(status)).name}\n")
    else:
        sys.stdout.write(f"exit: {os.WEXITSTATUS(status)}\n")
    sys.stdout.write(terminal_state())
    if options.raw:
        sys.stdout.write(output.decode("utf-8", "replace"))
    os.waitpid(pid, 0)


class Job:
    """The program as the job-control shell reports it: its pid, whether it is stopped, and
    its wait status once it has ended."""

    def __init__(self, reports, orders):
        self.reports, self.orders = reports, orders
        self.pid = None
        self.modes = None
        self.tty = None
        self.stopped = False
        self.status = None
        self.unread = b""
        self.ended = False
        while self.pid is None:
            select.select([reports], [], [])
            self.read_reports()
            if self.ended and self.pid is None:
                sys.exit("pty-session: the terminal's shell ended before it started the program")

    def open_reports(self):
        """The reports pipe while the shell may still write to it: at its end it would be
        readable for ever, and every wait on it would spin."""
        return [] if self.ended else [self.reports]

    def read_reports(self):
        data = os.read(self.reports, 4096)
        self.ended = self.ended or not data
        self.unread += data
        while b"\n" in self.unread:
            line, self.unread = self.unread.split(b"\n", 1)
            word, value = line.decode().split(" ")
            if word == "pid":
                self.pid = int(value)
            elif word == "modes":
                self.modes = int(value)
            elif word == "tty":
                self.tty = value
            elif word == "stopped":
                self.stopped = True
            elif word == "continued":
                self.stopped = False
            elif word == "status":
                self.status = int(value)

    def continue_in_foreground(self):
        os.write(self.orders, b"fg\n")


def start_job(command, nonblocking_output=False):
    """Starts `command` in a new pseudo-terminal as the foreground job of a job-control shell;
    returns the shell's pid, the terminal and the `Job`."""
    reports_read, reports_write = os.pipe()
    orders_read, orders_write = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:
        os.close(reports_read)
        os.close(orders_write)
        run_shell(command, reports_write, orders_read, nonblocking_output)
    os.close(reports_write)
    os.close(orders_read)
    return pid, fd, Job(reports_read, orders_write)


def run_shell(command, reports, orders, nonblocking_output):
    """The session leader of the terminal, doing what an interactive shell does for one job:
    starts it in a process group of its own in the foreground, takes the terminal back when
    it stops and gives it again on 'fg', and reports to the helper. Never returns."""
    # Like an interactive shell: the terminal's job-control signals are not for the shell, and
    # it may set the foreground from the background.
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU):
        signal.signal(number, signal.SIG_IGN)
    # Nor is a hangup, which the kernel sends to the session leader alone: ignored, it reaches
    # no job (a shell that died of it would hang its jobs up as it went). The shell still ends
    # with its job, or when the helper goes.
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    modes = termios.tcgetattr(0)[3] & (termios.ECHO | termios.ICANON)
    os.write(reports, f"modes {modes}\n".encode())
    os.write(reports, f"tty {os.ttyname(0)}\n".encode())
    job = os.fork()
    if job == 0:
        os.setpgid(0, 0)
        os.tcsetpgrp(0, os.getpid())
        # Start the program as a shell would: nothing blocked or ignored that the test
        # runner happened to block or ignore.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        if nonblocking_output:
            output = os.open(os.ttyname(0), os.O_WRONLY | os.O_NOCTTY | os.O_NONBLOCK)
            os.dup2(output, 1)
            os.close(output)
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGABRT,
                       signal.SIGQUIT, signal.SIGPIPE, signal.SIGWINCH, signal.SIGTSTP,
                       signal.SIGTTIN, signal.SIGTTOU):
            signal.signal(number, signal.SIG_DFL)
        os.execvp(command[0], command)
    try:
        os.setpgid(job, job)
    except OSError:
        pass  # the job did it first
    os.write(reports, f"pid {job}\n".encode())
    while True:
        ready, _, _ = select.select([orders], [], [], 0.02)
        order = os.read(orders, 64) if ready else None
        if order == b"":
            # The helper has gone (killed with the test that ran it): no one will read the
            # reports. The end of the pipe stays readable, so waiting on would spin.
            os.killpg(job, signal.SIGKILL)
            os._exit(1)
        if order is not None and order.startswith(b"fg"):
            os.tcsetpgrp(0, job)
            os.killpg(job, signal.SIGCONT)
        done, status = os.waitpid(job, os.WUNTRACED | os.WCONTINUED | os.WNOHANG)
        if not done:
            continue
        if os.WIFSTOPPED(status):
            os.tcsetpgrp(0, os.getpgrp())
            os.write(reports, b"stopped 0\n")
        elif os.WIFCONTINUED(status):
            os.write(reports, b"continued 0\n")
        else:
            os.write(reports, f"status {status}\n".encode())
            os._exit(0)

if __name__ == "__main__":
    main()
