"""The scratch copy of the package that mutants are built in, and what the package says of its
targets (which module a file belongs to, which tests depend on it)."""

import json
import os
import re
import subprocess
from typing import NamedTuple

ERROR = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$", re.MULTILINE)


class CompileError(NamedTuple):
    file: str
    line: int
    column: int
    message: str


def package_files(repository):
    """The package's files: tracked, or new and not ignored."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=repository, check=True, capture_output=True,
    ).stdout.decode().split("\0")
    return sorted(path for path in listed if path and os.path.isfile(os.path.join(repository, path)))


def sync(repository, scratch, overrides):
    """Copies the package's files into `scratch`, with `overrides` (path: text) instead of some,
    writing only files whose content changed so that the scratch build stays incremental."""
    files = package_files(repository)
    for path in files:
        original = os.path.join(repository, path)
        copy = os.path.join(scratch, path)
        if path in overrides:
            write_if_changed(copy, overrides[path])
        else:
            with open(original, "rb") as source:
                write_if_changed(copy, source.read())
        # Scripts keep their executable bit: tests run them as they are in the repository.
        mode = os.stat(original).st_mode & 0o777
        if os.stat(copy).st_mode & 0o777 != mode:
            os.chmod(copy, mode)
    manifest = os.path.join(scratch, ".mutation-files")
    if os.path.exists(manifest):
        with open(manifest) as previous:
            for path in set(previous.read().split("\n")) - set(files):
                if path and os.path.exists(os.path.join(scratch, path)):
                    os.remove(os.path.join(scratch, path))
    write_if_changed(manifest, "\n".join(files).encode())
    return files


def write_if_changed(path, data):
    if isinstance(data, str):
        data = data.encode()
    if os.path.exists(path):
        with open(path, "rb") as existing:
            if existing.read() == data:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as target:
        target.write(data)


class Package:
    """Targets of the package as `swift package dump-package` describes them."""

    def __init__(self, directory):
        # A scratch path of its own: the package's `.build` may be locked by a build that CI
        # runs beside the sample, and reading the manifest need not wait for it.
        scratch = os.path.join(directory, ".build-mutation", "manifest")
        dump = subprocess.run(
            ["swift", "package", "--scratch-path", scratch, "dump-package"],
            cwd=directory, check=True, capture_output=True,
        ).stdout
        self.targets = {}
        for target in json.loads(dump)["targets"]:
            name = target["name"]
            kind = target["type"]
            default = "Tests" if kind == "test" else "Sources"
            path = target.get("path") or os.path.join(default, name)
            dependencies = []
            for dependency in target.get("dependencies", []):
                for value in dependency.values():
                    if isinstance(value, list) and value and isinstance(value[0], str):
                        dependencies.append(value[0])
            self.targets[name] = {"kind": kind, "path": path, "dependencies": dependencies}

    def module_of(self, file):
        best = None
        for name, target in self.targets.items():
            prefix = target["path"].rstrip("/") + "/"
            if file.startswith(prefix) and (best is None or len(prefix) > len(self.targets[best]["path"])):
                best = name
        return best

    def depends_on(self, target, module, seen=None):
        seen = seen if seen is not None else set()
        if target in seen or target not in self.targets:
            return False
        seen.add(target)
        dependencies = self.targets[target]["dependencies"]
        return module in dependencies or any(self.depends_on(d, module, seen) for d in dependencies)

    def tests_of(self, module):
        """The module's own tests: the test target named after it, else those that use it."""
        named = module + "Tests"
        if self.targets.get(named, {}).get("kind") == "test":
            return [named]
        return sorted(
            name
            for name, target in self.targets.items()
            if target["kind"] == "test" and module in target["dependencies"]
        )

    def dependent_tests(self, module):
        """The test targets that depend on `module`, directly or through other targets (an
        executable's end-to-end tests depend on the modules that executable uses)."""
        return sorted(
            name
            for name, target in self.targets.items()
            if target["kind"] == "test" and self.depends_on(name, module)
        )


def manifest_with_tests(manifest, kept):
    """The manifest's text without the `.testTarget(...)` entries not named in `kept`: a stage
    runs some test targets only, and building the others (most of the package's tests, and the
    slowest to compile) cost the sample two thirds of its build."""
    pieces = []
    start = 0
    while (opening := manifest.find(".testTarget(", start)) >= 0:
        depth = 0
        end = opening + len(".testTarget")
        while True:
            if end == len(manifest):
                raise ValueError("a .testTarget( entry of the manifest is never closed")
            depth += {"(": 1, ")": -1}.get(manifest[end], 0)
            end += 1
            if depth == 0:
                break
        if manifest.startswith(",", end):
            end += 1
        name = re.search(r'name:\s*"([^"]+)"', manifest[opening:end])
        if name is None:
            raise ValueError("a .testTarget( entry of the manifest has no name")
        if name.group(1) in kept:
            pieces.append(manifest[start:end])
        else:
            # An entry on lines of its own leaves no blank line behind.
            line_start = manifest.rfind("\n", 0, opening) + 1
            alone = not manifest[line_start:opening].strip() and manifest.startswith("\n", end)
            pieces.append(manifest[start:line_start] if alone else manifest[start:opening])
            end += 1 if alone else 0
        start = end
    pieces.append(manifest[start:])
    return "".join(pieces)


def build(scratch, log):
    """Builds the scratch package with its tests; returns whether it built and its errors.
    The debug configuration keeps the testing imports, and Package.swift already compiles the
    rules, the machine, the engine and the checker optimised in it, so every schema there is
    optimised; optimising the tests and the shells too cost a third more build time (264 s
    against about 170 s on two cores) for stages that take seconds. Without exclusivity checks:
    each access to a board or a table would be checked at run time, which made the engine's
    tests five times slower; the package's own builds keep them."""
    result = subprocess.run(
        ["swift", "build", "--build-tests", "-Xswiftc", "-enforce-exclusivity=unchecked"],
        cwd=scratch, capture_output=True, text=True,
    )
    with open(log, "a") as output:
        output.write(result.stdout + result.stderr)
    if result.returncode == 0:
        return True, []
    errors = set()
    for match in ERROR.finditer(result.stdout + result.stderr):
        path = os.path.relpath(match.group(1), os.path.realpath(scratch))
        errors.add(CompileError(path, int(match.group(2)), int(match.group(3)), match.group(4)))
    return False, sorted(errors)
