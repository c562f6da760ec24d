#!/usr/bin/env python3
"""Measures how long the terminal game takes to show a key press: from writing a cursor key
into a pseudo-terminal to reading the end of the frame that shows it.

usage: tools/key-latency.py [--presses N] [REVERSI_BINARY]
(default binary: .build/release/reversi, else .build/debug/reversi; build it first)

Each frame ends with the "end synchronized update" sequence, so the time to that sequence is
the time until the whole new frame is on the terminal. Prints the median, the 95th percentile
and the worst of N presses, against a 60 Hz frame (16.7 ms).
"""
import argparse
import os
import pty
import select
import statistics
import struct
import sys
import fcntl
import termios
import time

FRAME_END = b"\x1b[?2026l"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=500)
    parser.add_argument("binary", nargs="?")
    options = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    candidates = [options.binary] if options.binary else [
        os.path.join(root, ".build/release/reversi"), os.path.join(root, ".build/debug/reversi")]
    binary = next((path for path in candidates if path and os.access(path, os.X_OK)), None)
    if binary is None:
        sys.exit("no reversi binary: run 'swift build -c release --product reversi' first")

    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "--no-save", "--new"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def read_until_frame_end(timeout=5.0):
        received = b""
        deadline = time.monotonic() + timeout
        while FRAME_END not in received:
            ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("no frame")
            received += os.read(fd, 65536)
        return received

    read_until_frame_end()  # the first frame
    time.sleep(0.3)
    while select.select([fd], [], [], 0.05)[0]:
        os.read(fd, 65536)

    samples = []
    keys = [b"\x1b[C", b"\x1b[D"]  # right, left: every press changes the frame
    for press in range(options.presses):
        start = time.perf_counter()
        os.write(fd, keys[press % 2])
        read_until_frame_end()
        samples.append((time.perf_counter() - start) * 1000)
    os.write(fd, b"q")
    os.waitpid(pid, 0)

    samples.sort()
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    print(f"key-to-frame latency over {len(samples)} presses ({os.path.relpath(binary, root)}):")
    print(f"  median {statistics.median(samples):.2f} ms, p95 {p95:.2f} ms, worst {samples[-1]:.2f} ms")
    print(f"  one frame at 60 Hz: 16.67 ms; presses within it: "
          f"{sum(s <= 16.67 for s in samples) * 100 / len(samples):.1f}%")


if __name__ == "__main__":
    main()
