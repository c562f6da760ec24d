"""Tests of the mutation tool's lexer, site finder and schema writer (python3 -m unittest)."""

import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import run  # noqa: E402
import workspace  # noqa: E402
import tempfile  # noqa: E402
from catalog import Mutants, read_equivalents  # noqa: E402
from blame import blamed, sole_calls  # noqa: E402
from schemata import file_suffix, file_support, operator_name, render  # noqa: E402
from workspace import CompileError, Package  # noqa: E402
from sites import find_edits  # noqa: E402
from tokens import tokenize  # noqa: E402


def mutants(source):
    tokens = tokenize(source)
    edits = find_edits("Sources/X/X.swift", tokens)
    found = []
    for edit in edits:
        for mutant in edit.mutants:
            mutant.id = len(found)
            found.append((mutant.kind, edit.original.strip()))
    return tokens, edits, found


class LexerTests(unittest.TestCase):
    def test_round_trip_keeps_every_character(self):
        source = (
            'let a = "x \\(f("y \\(z)")) w" /* a /* nested */ comment */\n'
            'let b = #"raw \\(not) "quoted""#\n'
            'let c = """\n  many "lines" \\(1 + 2)\n  """\n'
            "let d = a ..< b && c >= 0x1F_FF // tail\n"
        )
        self.assertEqual("".join(t.text for t in tokenize(source)), source)

    def test_strings_and_comments_are_single_tokens(self):
        kinds = [t.kind for t in tokenize('"a < b" // c < d\n') if not t.is_trivia()]
        self.assertEqual(kinds, ["string"])

    def test_numbers(self):
        texts = [(t.kind, t.text) for t in tokenize("0x7E 1_000 0.25 3e2 t.0") if not t.is_trivia()]
        self.assertIn(("integer", "0x7E"), texts)
        self.assertIn(("integer", "1_000"), texts)
        self.assertIn(("float", "0.25"), texts)
        self.assertIn(("float", "3e2"), texts)


class SiteTests(unittest.TestCase):
    def test_binary_operators_but_not_generics_strings_or_conditions_of_compilation(self):
        _, _, found = mutants(
            "let x: Array<Int> = []\n"
            "#if os(Linux) || os(macOS)\n"
            "#endif\n"
            'let y = a < b && "c < d" == s\n'
        )
        operators = [original for kind, original in found if kind in ("relational", "logical", "equality")]
        self.assertEqual(operators, ["<", "&&", "=="])

    def test_an_operator_declaration_is_not_a_use(self):
        _, _, found = mutants("static func < (a: T, b: T) -> Bool { a.x < b.x }\n")
        self.assertEqual([o for k, o in found if k == "relational"], ["<"])

    def test_integers_but_not_tuple_elements_or_raw_values(self):
        _, _, found = mutants("enum E: Int { case a = 1 }\nlet v = t.0 + 7\n")
        self.assertEqual([o for k, o in found if k == "integer"], ["7", "7"])  # plus and minus

    def test_conditions_negate_plain_clauses_only(self):
        _, _, found = mutants("func f() {\n    if let a = b, a > 1, ready {\n        g()\n    }\n}\n")
        self.assertEqual([o for k, o in found if k == "negate"], ["a > 1", "ready"])

    def test_a_guard_else_is_never_dropped_but_an_if_else_is(self):
        source = "func f() {\n    guard ok else { return }\n    if a {\n        b()\n    } else {\n        c()\n    }\n}\n"
        _, _, found = mutants(source)
        self.assertEqual([o for k, o in found if k == "drop-else"], ["c()"])

    def test_calls_but_not_assignments_or_continued_lines(self):
        source = "func f() {\n    x = g()\n    h(1)\n    let y = k()\n    list\n        .map(m)\n}\n"
        _, _, found = mutants(source)
        self.assertEqual([o for k, o in found if k == "remove-call"], ["h(1)"])

    def test_returned_values_of_known_types(self):
        source = "func f() -> Bool {\n    return a\n}\nfunc g() -> Int? {\n    return 3\n}\n"
        _, _, found = mutants(source)
        self.assertEqual([o for k, o in found if k == "return-constant"], ["a", "a", "3"])


class SchemaTests(unittest.TestCase):
    def test_operator_names_are_unique_per_site(self):
        names = {operator_name("<", number) for number in range(300)}
        self.assertEqual(len(names), 300)

    def test_nested_schemata(self):
        tokens, edits, _ = mutants("func f() {\n    if a < 2 {\n        g()\n    }\n}\n")
        text = render(tokens, edits)
        self.assertIn("if __mutationNegate(", text)
        self.assertIn("a " + operator_name("<", 1) + " __mutationInteger(", text)
        self.assertIn("if !__mutationActive(", text)

    def test_each_file_has_helpers_of_its_own(self):
        tokens, edits, _ = mutants("func f() {\n    if a < 2 {\n        g()\n    }\n}\n")
        suffix = file_suffix("Sources/X/X.swift")
        self.assertNotEqual(suffix, file_suffix("Sources/X/Y.swift"))
        text = render(tokens, edits, None, suffix)
        support = file_support(edits, suffix)
        for helper in ("__mutationNegate", "__mutationInteger", "__mutationActive"):
            self.assertIn(helper + suffix + "(", text)
            self.assertIn(f"func {helper}{suffix}", support)
        self.assertIn(f"var __mutationCachedID{suffix} = -2", support)
        self.assertIn(f"infix operator {operator_name('<', 1)} ", support)

    def test_spans_locate_each_schema_in_utf8_columns(self):
        tokens, edits, _ = mutants("func f() {\n    if a < b {\n        g()\n    }\n}\n")
        spans = {}
        text = render(tokens, edits, spans).split("\n")
        operator = next(edit for edit in edits if edit.style == "replace-operator")
        (line, column), (last_line, last_column) = spans[id(operator)]
        name = operator_name("<", operator.mutants[0].id)
        self.assertEqual((line, last_line), (2, 2))
        start = len(text[1][: text[1].index(name)].encode()) + 1
        self.assertEqual((column, last_column), (start, start + len(name.encode()) - 1))


class BlameTests(unittest.TestCase):
    """A rejected schema costs only its own mutants, not its line's or its block's."""

    def test_an_error_blames_the_innermost_schema_at_its_column(self):
        tokens, edits, _ = mutants("func f() {\n    if a < 2 {\n        g()\n    }\n}\n")
        spans = {}
        line = render(tokens, edits, spans).split("\n")[1]
        integer = next(edit for edit in edits if edit.style == "replace-integer")
        column = len(line[: line.index("__mutationInteger")].encode()) + 3
        error = CompileError("Sources/X/X.swift", 2, column, "cannot convert value")
        self.assertIs(blamed(tokens, edits, spans, error), integer)

    def test_a_body_error_blames_the_last_removed_call_of_its_block(self):
        source = "var x: Int {\n    g()\n    h(a < b)\n}\n"
        tokens, edits, _ = mutants(source)
        spans = {}
        render(tokens, edits, spans)
        error = CompileError("Sources/X/X.swift", 4, 1, "missing return in getter expected to return 'Int'")
        culprit = blamed(tokens, edits, spans, error)
        self.assertEqual((culprit.style, culprit.original), ("guard-call", "h(a < b)"))

    def test_a_value_used_before_it_is_set_blames_the_removed_assignment(self):
        source = (
            "func f(t: Int?) -> Int {\n    let v: Int\n    if let t {\n        v = g(t)\n"
            "    } else {\n        v = g(0)\n        h()\n    }\n    return v\n}\n"
        )
        tokens, edits, _ = mutants(source)
        spans = {}
        text = render(tokens, edits, spans).split("\n")
        line = next(number for number, row in enumerate(text, 1) if "(v)" in row)
        column = len(text[line - 1][: text[line - 1].index("(v)")].encode()) + 2
        error = CompileError("Sources/X/X.swift", line, column, "constant 'v' used before being initialized")
        culprit = blamed(tokens, edits, spans, error)
        # The else branch dropped, which held the assignment; not the removed h() after it.
        self.assertEqual(culprit.style, "guard-body")

    def test_a_closure_whose_only_call_is_removed_is_suspected_where_no_schema_is(self):
        source = "func f(a: [Int]) -> [P] {\n    let b = a.map { x in\n        P(x)\n    }\n    g()\n    return b\n}\n"
        tokens, edits, _ = mutants(source)
        suspects = sole_calls(tokens, edits)
        self.assertEqual([edit.original for edit in suspects], ["P(x)"], "g() is not a block's only statement")

    def test_delegating_to_another_initializer_is_never_removed(self):
        _, _, found = mutants(
            "init(x: Int) {\n    self.init(y: x)\n}\ninit(z: Int) throws {\n    try self.init(y: z)\n}\n"
            "init() {\n    setUp(1)\n}\n"
        )
        self.assertEqual([o for k, o in found if k == "remove-call"], ["setUp(1)"])


class StageTests(unittest.TestCase):
    def package(self):
        package = Package.__new__(Package)
        targets = {
            "Core": ("regular", []), "Store": ("regular", ["Core"]), "Engine": ("regular", ["Core"]),
            "game": ("executable", ["Store", "Engine"]),
            "CoreTests": ("test", ["Core"]), "StoreTests": ("test", ["Store", "Core"]),
            "EngineTests": ("test", ["Engine", "Core"]), "EndToEndTests": ("test", ["game"]),
        }
        package.targets = {
            name: {"kind": kind, "path": f"Sources/{name}", "dependencies": dependencies}
            for name, (kind, dependencies) in targets.items()
        }
        return package

    def test_a_mutant_meets_only_the_tests_that_can_reach_its_module(self):
        stages = run.Stages("/scratch", self.package())
        names = [(title, [a for a in command if a.endswith("\\.")]) for title, command in stages.for_module("Store")]
        self.assertEqual(names, [("tests of Store", ["StoreTests\\."]), ("the other tests", ["EndToEndTests\\."])])
        core = dict(stages.for_module("Core"))
        self.assertEqual([a for a in core["the other tests"] if a.endswith("\\.")],
                         ["EndToEndTests\\.", "EngineTests\\.", "StoreTests\\."])

    def test_the_quick_checks_come_first_and_the_slow_ones_last(self):
        package = self.package()
        package.targets["reversi-verify"] = {"kind": "executable", "path": "Sources/reversi-verify", "dependencies": ["Core"]}
        titles = [title for title, _ in run.Stages("/scratch", package).for_module("Core")]
        self.assertEqual(
            titles,
            ["checker: rules", "playouts", "checker: engine", "tests of Core", "checker: app", "the other tests"])

    def test_a_signature_suite_runs_before_the_rest_of_its_modules_tests(self):
        package = self.package()
        with tempfile.TemporaryDirectory() as scratch:
            os.makedirs(os.path.join(scratch, "Tests", "CoreTests"))
            open(os.path.join(scratch, "Tests", "CoreTests", "SignatureTests.swift"), "w").close()
            stages = run.Stages(scratch, package).for_module("Core")
        self.assertEqual([title for title, _ in stages][:2], ["signature of Core", "tests of Core"])
        self.assertEqual(stages[0][1][-2:], ["--filter", r"CoreTests\.SignatureTests"])

    def test_own_tests_only_stops_before_the_other_tests(self):
        stages = run.Stages("/scratch", self.package(), own_tests_only=True)
        self.assertEqual([title for title, _ in stages.for_module("Store")], ["tests of Store"])
        self.assertEqual(stages.test_targets("Store"), ["StoreTests"])
        self.assertEqual(run.Stages("/scratch", self.package()).test_targets("Store"), ["EndToEndTests", "StoreTests"])

    def test_the_scratch_manifest_keeps_only_the_test_targets_run(self):
        manifest = (
            "let package = Package(\n    targets: [\n"
            '        .target(name: "Core"),\n'
            '        .testTarget(name: "CoreTests", dependencies: ["Core"]),\n'
            "        .testTarget(\n"
            '            name: "StoreTests",\n'
            '            dependencies: ["Store", f(("nested"))]),\n'
            '        .testTarget(name: "EngineTests")\n'
            "    ]\n)\n"
        )
        self.assertEqual(
            workspace.manifest_with_tests(manifest, {"CoreTests"}),
            "let package = Package(\n    targets: [\n"
            '        .target(name: "Core"),\n'
            '        .testTarget(name: "CoreTests", dependencies: ["Core"]),\n'
            "    ]\n)\n",
        )
        self.assertEqual(workspace.manifest_with_tests(manifest, {"CoreTests", "StoreTests", "EngineTests"}), manifest)
        with self.assertRaises(ValueError):
            workspace.manifest_with_tests(".testTarget(name: \"A\"", {"A"})

    def test_a_process_left_behind_holding_the_output_does_not_stall_the_run(self):
        started = time.monotonic()
        status, output = run._run(["sh", "-c", "sleep 30 & echo crashed; exit 134"], dict(os.environ), 20, ".")
        self.assertEqual(status, 134)
        self.assertIn("crashed", output)
        self.assertLess(time.monotonic() - started, 10)

    def test_a_process_orphaned_by_a_stage_is_ended_with_it(self):
        run.adopt_orphans()
        # A subshell that starts the sleep and exits leaves it without a parent and outside the
        # stage's group, as the terminal tests leave a game; it holds the output, too.
        started = time.monotonic()
        status, _ = run._run(["sh", "-c", "(setsid sleep 31.7 &); exit 0"], dict(os.environ), 20, ".")
        self.assertEqual(status, 0)
        self.assertLess(time.monotonic() - started, 10)
        time.sleep(0.5)  # time for the sleep to start, had it been left
        left = []
        for name in filter(str.isdigit, os.listdir("/proc")):
            try:
                with open(f"/proc/{name}/cmdline", "rb") as cmdline:
                    if cmdline.read().endswith(b"sleep\x0031.7\x00"):
                        left.append(name)
            except OSError:
                pass
        self.assertEqual(left, [])

    def test_the_first_failed_expectation_ends_the_run(self):
        started = time.monotonic()
        status, output = run._run(
            [sys.executable, "-c", "import time; print('x recorded an issue', flush=True); time.sleep(30)"],
            dict(os.environ), 20, ".",
        )
        self.assertEqual(status, 1)
        self.assertIn("recorded an issue", output)
        self.assertLess(time.monotonic() - started, 10)

    def test_stopping_the_tool_stops_the_runs_it_started(self):
        import threading
        finished = []
        thread = threading.Thread(target=lambda: finished.append(
            run._run([sys.executable, "-c", "import time; time.sleep(30)"], dict(os.environ), 20, ".")))
        thread.start()
        while not run.RUNNING:
            time.sleep(0.01)
        started = time.monotonic()
        run.stop_all()
        thread.join(10)
        self.assertEqual(len(finished), 1)
        self.assertLess(time.monotonic() - started, 5)

    def stage(self, directory, name, passes_unmutated=True, passes_mutated=True):
        """A stage that logs each run to a file and passes or fails as asked."""
        log = os.path.join(directory, name)
        code = (
            "import os, sys\n"
            f"open({log!r}, 'a').write(os.environ['REVERSI_MUTANT'] + '\\n')\n"
            f"unmutated = os.environ['REVERSI_MUTANT'] == '-1'\n"
            f"sys.exit(0 if (unmutated and {passes_unmutated}) or (not unmutated and {passes_mutated}) else 1)\n"
        )
        return (name, [sys.executable, "-c", code]), log

    def runs(self, log):
        if not os.path.exists(log):
            return []
        with open(log) as lines:
            return lines.read().split()

    def test_a_stage_is_run_unmutated_once_and_only_when_a_mutant_reaches_it(self):
        import tempfile
        with tempfile.TemporaryDirectory() as directory:
            checker, checker_log = self.stage(directory, "checker", passes_mutated=False)
            tests, tests_log = self.stage(directory, "tests")
            baseline = run.Baseline(directory)
            for mutant in (3, 4):
                outcome, stage, _, _ = run.run_stages([checker, tests], mutant, baseline, directory)
                self.assertEqual((outcome, stage), (run.KILLED, "checker"))
            self.assertEqual(self.runs(checker_log), ["-1", "3", "4"])
            self.assertEqual(self.runs(tests_log), [])

    def test_a_stage_the_unmutated_package_fails_ends_the_run(self):
        import tempfile
        with tempfile.TemporaryDirectory() as directory:
            broken, log = self.stage(directory, "tests", passes_unmutated=False)
            with self.assertRaises(run.UnmutatedFailure) as raised:
                run.run_stages([broken], 3, run.Baseline(directory), directory)
            self.assertEqual(raised.exception.stage, "tests")
            self.assertEqual(self.runs(log), ["-1"])

    def test_a_mutant_gets_three_times_the_unmutated_run_and_30_seconds(self):
        baseline = run.Baseline(".")
        limit = baseline.limit("quick", [sys.executable, "-c", "pass"])
        self.assertGreaterEqual(limit, 30)
        self.assertLess(limit, 40)
        self.assertEqual(run.Baseline(".", fixed=7).limit("quick", [sys.executable, "-c", "pass"]), 7)

    def test_a_run_out_of_time_has_no_status(self):
        status, _ = run._run([sys.executable, "-c", "import time; time.sleep(30)"], dict(os.environ), 0.5, ".")
        self.assertIsNone(status)


if __name__ == "__main__":
    unittest.main()


class EquivalentTests(unittest.TestCase):
    def test_an_occurrence_names_one_of_two_equal_changes_on_a_line(self):
        with tempfile.TemporaryDirectory() as directory:
            os.makedirs(os.path.join(directory, "Sources/X"))
            with open(os.path.join(directory, "Sources/X/X.swift"), "w") as source:
                source.write("let masks = (f(3), f(3))\n")
            catalog = Mutants(directory, ["Sources/X/X.swift"])
        minus = [m for m in catalog.all if m.description == "3 → 3 - 1"]
        self.assertEqual([catalog.label(m) for m in minus], ["3 → 3 - 1 @1", "3 → 3 - 1 @2"])
        line = "let masks = (f(3), f(3))"
        second = {("Sources/X/X.swift", line, "3 → 3 - 1 @2"): "why"}
        self.assertEqual([catalog.listed(m, second) for m in minus], [False, True])
        # Without `@N` the entry would hide both: it is refused, with the count.
        every = {("Sources/X/X.swift", line, "3 → 3 - 1"): "why"}
        self.assertEqual(catalog.ambiguous(every), [(("Sources/X/X.swift", line, "3 → 3 - 1"), 2)])
        self.assertEqual(catalog.ambiguous(second), [])
        once = {("Sources/X/X.swift", line, "let masks → remove"): "why"}
        self.assertEqual(catalog.ambiguous(once), [])

    def test_a_listed_source_line_may_hold_a_bitwise_or(self):
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "equivalents.txt")
            with open(path, "w") as listing:
                listing.write("# a comment\nSources/X/X.swift | f(a | b, 0) | 0 → 0 + 1 | why\n")
            self.assertEqual(read_equivalents(path), {("Sources/X/X.swift", "f(a | b, 0)", "0 → 0 + 1"): "why"})
