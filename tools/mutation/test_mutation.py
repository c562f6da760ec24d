"""Tests of the mutation tool's lexer, site finder and schema writer (python3 -m unittest)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from schemata import operator_name, render  # noqa: E402
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


if __name__ == "__main__":
    unittest.main()
