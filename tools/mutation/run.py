"""Running one mutant through the project's own checks, stage by stage, stopping at the first
that fails (the mutant is killed) or when its time is up."""

import os
import signal
import subprocess
import threading
import time

KILLED, SURVIVED, TIMED_OUT, NOT_BUILT = "killed", "survived", "timed out", "did not compile"

# A mutant that traps is killed; the runtime's backtracer would only cost time, and it outlived
# the trapped process holding the output pipe, which stalled the run.
QUIET_CRASHES = {"SWIFT_BACKTRACE": "enable=no"}


# The suite, in a file of its name in a module's test target, that runs before the rest of them.
SIGNATURE = "SignatureTests"


class Stages:
    """The checks, cheapest and most telling first: the checker at small bounds and the
    playouts (for modules the verifier uses), the tests of the mutated module, then the other
    tests that depend on it; a test target that cannot reach the module is never run."""

    def __init__(self, scratch, package, own_tests_only=False):
        self.own_tests_only = own_tests_only
        self.scratch = scratch
        products = os.path.join(scratch, ".build", "debug")
        self.verify = os.path.join(products, "reversi-verify")
        self.tests = os.path.join(products, "ReversiPackageTests.xctest")
        self.package = package

    def for_module(self, module):
        """The rules' checker at small bounds and the playouts first (a second or two), then
        the module's own tests, then the application's checker, then the other tests: a
        mutant of the rules is most often killed by the first, and one that survives them all
        pays for the slow stages only once."""
        verifies = self.package.depends_on("reversi-verify", module)
        stages = []
        if verifies:
            stages += [
                ("checker: rules", [self.verify, "rules", "--depth", "4"]),
                ("playouts", [self.verify, "playouts", "--count", "300", "--jobs", "1"]),
                # The engine protocols' session: a fraction of a second at this bound.
                ("checker: engine", [self.verify, "engine", "--depth", "5"]),
            ]
        own = self.package.tests_of(module)
        # A signature (exact results and work on fixed inputs, in seconds) sees most changes to
        # a search, where the module's other tests take a minute to see them.
        signatures = [
            name for name in own
            if os.path.exists(os.path.join(self.scratch, "Tests", name, SIGNATURE + ".swift"))
        ]
        if signatures:
            filters = [argument for name in signatures for argument in ("--filter", rf"{name}\.{SIGNATURE}")]
            stages.append((f"signature of {module}", [self.tests, "--testing-library", "swift-testing"] + filters))
        if own:
            stages.append((f"tests of {module}", self._tests(own)))
        if verifies:
            stages.append(("checker: app", [self.verify, "app", "--depth", "8"]))
        others = self._other_tests(module, own)
        if others:
            stages.append(("the other tests", self._tests(others)))
        return stages

    def test_targets(self, module):
        """The test targets this module's stages run, the only ones the scratch builds."""
        own = self.package.tests_of(module)
        return sorted(own + self._other_tests(module, own))

    def _other_tests(self, module, own):
        """The tests that reach the module through others, unless its own tests are enough."""
        if self.own_tests_only:
            return []
        return [name for name in self.package.dependent_tests(module) if name not in own]

    def _tests(self, targets):
        filters = [argument for name in targets for argument in ("--filter", name + r"\.")]
        return [self.tests, "--testing-library", "swift-testing"] + filters


class UnmutatedFailure(Exception):
    """The unmutated package fails a stage: a mutant's failure there would mean nothing."""

    def __init__(self, stage, output):
        super().__init__(stage)
        self.stage = stage
        self.output = output


class Baseline:
    """What each stage costs the unmutated package, measured the first time a mutant reaches
    it, and the time a mutant gets there: `fixed` seconds, or three times that plus 30. A stage
    no mutant reaches is never run unmutated, so a sample that the checker kills never pays
    for the whole test suite."""

    def __init__(self, scratch, fixed=None, report=None):
        self.scratch = scratch
        self.fixed = fixed
        self.report = report or (lambda name, seconds: None)
        self.seconds = {}
        self.lock = threading.Lock()
        self.stage_locks = {}

    def limit(self, name, command):
        key = tuple(command)
        with self.lock:
            stage_lock = self.stage_locks.setdefault(key, threading.Lock())
        with stage_lock:
            if key not in self.seconds:
                started = time.monotonic()
                status, output = _run(command, dict(os.environ, REVERSI_MUTANT="-1", **QUIET_CRASHES), 3600, self.scratch)
                if status != 0:
                    raise UnmutatedFailure(name, output)
                self.seconds[key] = time.monotonic() - started
                self.report(name, self.seconds[key])
        return self.fixed or 3 * self.seconds[key] + 30


def run_stages(stages, mutant_id, baseline, scratch):
    """Runs the stages with the mutant switched on, each within the time the baseline gives it;
    returns (outcome, stage, seconds, output)."""
    environment = dict(os.environ, REVERSI_MUTANT=str(mutant_id), **QUIET_CRASHES)
    started = time.monotonic()
    for name, command in stages:
        status, output = _run(command, environment, baseline.limit(name, command), scratch)
        if status is None:
            return TIMED_OUT, name, time.monotonic() - started, output
        if status != 0:
            return KILLED, name, time.monotonic() - started, output
    return SURVIVED, None, time.monotonic() - started, ""


# The process groups running now, so that stopping the tool stops them too: each runs in a
# group of its own, which a signal to the tool's group does not reach. A group, not a session:
# a session leader with no terminal that opens one (the terminal tests do) takes it as its
# controlling terminal, and then a Ctrl-C sent to the game reaches the test process too.
RUNNING = set()


RUNNING_LOCK = threading.Lock()


def stop_all():
    for group in list(RUNNING):
        try:
            os.killpg(group, signal.SIGKILL)
        except ProcessLookupError:
            pass
    end_orphans()


def adopt_orphans():
    """Makes this process the one that an orphan of its stages is given to (Linux), so that
    `end_orphans` can end it: the terminal tests start the game in a session and process group
    of its own, which killing a stage's group does not reach, and a mutant's game that never
    exits, or the terminal helper left without its test, would run on and take the CPU."""
    try:
        import ctypes
        ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def end_orphans():
    """Kills and reaps the processes given to this one whose own parent has gone; the stages
    running now are its children too, and are left alone."""
    me = os.getpid()
    with RUNNING_LOCK:
        for name in os.listdir("/proc") if os.path.isdir("/proc") else []:
            if not name.isdigit() or int(name) in RUNNING:
                continue
            try:
                with open(f"/proc/{name}/stat") as stat:
                    # The name in parentheses may hold spaces; the parent's pid follows it.
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if parent != me:
                continue
            try:
                os.kill(int(name), signal.SIGKILL)
                os.waitpid(int(name), 0)
            except (ProcessLookupError, ChildProcessError):
                pass


# Swift Testing's line for a failed expectation; a known issue reads "recorded a known issue".
FAILURE = "recorded an issue"


def _run(command, environment, timeout, directory):
    """Runs `command`; returns (status, output), status None when the time ran out. The first
    failed expectation ends the run at once: the verdict is known, the rest would only cost."""
    with RUNNING_LOCK:
        process = subprocess.Popen(
            command, cwd=directory, env=environment, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, process_group=0,
        )
        RUNNING.add(process.pid)
    try:
        return _outcome(process, timeout)
    finally:
        with RUNNING_LOCK:
            RUNNING.discard(process.pid)


def _outcome(process, timeout):
    lines = []
    failed = threading.Event()

    def read():
        for line in iter(process.stdout.readline, b""):
            lines.append(line)
            if FAILURE.encode() in line:
                failed.set()
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    deadline = time.monotonic() + timeout
    while process.poll() is None and not failed.is_set() and time.monotonic() < deadline:
        failed.wait(0.05)
    status = process.poll()
    # The whole group, whether the stage ended or not: a test may have started the game or the
    # verifier, and whatever is left would hold the output pipe open and the reader with it.
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    # And what left the group: an orphan holding the output would stall the reader too.
    end_orphans()
    if status is None:
        process.wait()
        status = 1 if failed.is_set() else None
    reader.join(1)
    process.stdout.close()
    return status, b"".join(lines).decode(errors="replace")
