"""Running one mutant through the project's own checks, stage by stage, stopping at the first
that fails (the mutant is killed) or when its time is up."""

import os
import signal
import subprocess
import time

KILLED, SURVIVED, TIMED_OUT, NOT_BUILT = "killed", "survived", "timed out", "did not compile"


class Stages:
    """The checks, cheapest and most telling first: the checker at small bounds and the
    playouts (for modules the verifier uses), the tests of the mutated module, then the rest."""

    def __init__(self, scratch, package):
        products = os.path.join(scratch, ".build", "debug")
        self.verify = os.path.join(products, "reversi-verify")
        self.tests = os.path.join(products, "ReversiPackageTests.xctest")
        self.package = package

    def for_module(self, module):
        stages = []
        if self.package.depends_on("reversi-verify", module):
            stages += [
                ("checker: rules", [self.verify, "rules", "--depth", "4"]),
                ("checker: app", [self.verify, "app", "--depth", "8"]),
                ("playouts", [self.verify, "playouts", "--count", "300", "--jobs", "1"]),
            ]
        own = self.package.tests_of(module)
        swift_testing = [self.tests, "--testing-library", "swift-testing"]
        if own:
            filters = [argument for name in own for argument in ("--filter", name + r"\.")]
            stages.append((f"tests of {module}", swift_testing + filters))
        skips = [argument for name in own for argument in ("--skip", name + r"\.")]
        stages.append(("the other tests", swift_testing + skips))
        return stages


def run_stages(stages, mutant_id, timeout, scratch):
    """Runs the stages with the mutant switched on; returns (outcome, stage, seconds, output)."""
    environment = dict(os.environ, REVERSI_MUTANT=str(mutant_id))
    started = time.monotonic()
    for name, command in stages:
        remaining = timeout - (time.monotonic() - started)
        if remaining <= 0:
            return TIMED_OUT, name, time.monotonic() - started, ""
        status, output = _run(command, environment, remaining, scratch)
        if status is None:
            return TIMED_OUT, name, time.monotonic() - started, output
        if status != 0:
            return KILLED, name, time.monotonic() - started, output
    return SURVIVED, None, time.monotonic() - started, ""


def _run(command, environment, timeout, directory):
    process = subprocess.Popen(
        command, cwd=directory, env=environment, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, start_new_session=True,
    )
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output.decode(errors="replace")
    except subprocess.TimeoutExpired:
        # The whole group: a test may have started the game or the verifier.
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output.decode(errors="replace")
