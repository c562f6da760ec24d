"""Writes mutants into the source as schemata: code that behaves as the original unless the
environment variable REVERSI_MUTANT names one of its mutants, so that every mutant of a run is
built into one binary and trying a mutant costs a test run, not a build."""

import hashlib

from sites import PRECEDENCE

ENVIRONMENT = "REVERSI_MUTANT"
SUPPORT_FILE = "MutationSchemata.swift"
MAIN_HELPERS_FILE = "MutationMainHelpers.swift"
COMBINING = [chr(0x300 + digit) for digit in range(16)]


def operator_name(operator, mutant_id):
    """A unique operator for one site: the original spelling and the id in combining marks."""
    digits = []
    value = mutant_id
    while True:
        digits.append(COMBINING[value % 16])
        value //= 16
        if value == 0:
            break
    return operator + "".join(reversed(digits))


def file_suffix(path):
    """What makes one file's schema helpers its own: a short hash of its path."""
    return "_" + hashlib.sha1(path.encode()).hexdigest()[:8]


def render(tokens, edits, spans=None, suffix=""):
    """The file's text with each edit written as its schema (edits nest, never cross). If
    `spans` is a dict, it receives for each edit (by `id(edit)`) the first and last position,
    (line, column), its schema takes in the text, columns counted in UTF-8 bytes from 1 as the
    compiler counts them, so that an error can be traced to the schema it is about."""
    prefixes = {}
    suffixes = {}
    replacements = {}
    for edit in edits:
        ids = [mutant.id for mutant in edit.mutants]
        if edit.style == "replace-operator":
            replacements[edit.first] = (edit, operator_name(edit.operator, ids[0]))
            continue
        if edit.style == "replace-integer":
            minus = ids[1] if len(ids) > 1 else -2
            replacements[edit.first] = (edit, f"__mutationInteger{suffix}({ids[0]}, {minus}, {edit.original})")
            continue
        if edit.style == "negate":
            before, after = f"__mutationNegate{suffix}({ids[0]}, ", ")"
        elif edit.style in ("guard-call", "guard-body"):
            before, after = f"if !__mutationActive{suffix}({ids[0]}) {{ ", " }"
        elif edit.style == "return-constant":
            choices = "".join(
                f"__mutationActive{suffix}({mutant.id}) ? {mutant.replacement} : " for mutant in edit.mutants
            )
            before, after = choices + "(", ")"
        else:
            raise ValueError(edit.style)
        prefixes.setdefault(edit.first, []).append((edit, before))
        suffixes.setdefault(edit.last, []).append((edit, after))
    spans = {} if spans is None else spans
    pieces = []
    position = _Position()
    for index, token in enumerate(tokens):
        # Outer wrappers (ending later) open first; inner ones (starting later) close first.
        for edit, text in sorted(prefixes.get(index, []), key=lambda item: -item[0].last):
            spans[id(edit)] = (position.here(), None)
            pieces.append(position.advance(text))
        edit, text = replacements.get(index, (None, token.text))
        start = position.here()
        pieces.append(position.advance(text))
        if edit is not None:
            spans[id(edit)] = (start, position.last())
        for edit, text in sorted(suffixes.get(index, []), key=lambda item: -item[0].first):
            pieces.append(position.advance(text))
            spans[id(edit)] = (spans[id(edit)][0], position.last())
    return "".join(pieces)


class _Position:
    """Line and UTF-8 column of the end of the text written so far."""

    def __init__(self):
        self.line, self.column = 1, 1

    def here(self):
        return (self.line, self.column)

    def last(self):
        return (self.line, self.column - 1)

    def advance(self, text):
        newlines = text.count("\n")
        tail = text.rsplit("\n", 1)[-1]
        if newlines:
            self.line += newlines
            self.column = 1
        self.column += len(tail.encode())
        return text


def support_file():
    """What every schema of one module shares: reading the mutant's id from the environment."""
    return "\n".join([
        "// Written by tools/mutation-test into its scratch copy of the package; not a source.",
        "#if canImport(Glibc)",
        "import Glibc",
        "#elseif canImport(Darwin)",
        "import Darwin",
        "#endif",
        "",
        "@usableFromInline func __mutationReadID() -> Int {",
        f'    getenv("{ENVIRONMENT}").flatMap {{ Int(String(cString: $0)) }} ?? -1',
        "}",
        "",
    ])


def file_support(edits, suffix):
    """The helpers of one file's schemata, appended to it. Each file keeps the id in a variable
    of its own: a global of the same file with a constant initial value is a plain load, where
    one of another file costs a call to its lazy initialiser at every schema, in the rules'
    hottest loops. The id is read through a function, not a computed variable: a variable
    declared in main.swift belongs to the main actor, and the schemata must run anywhere."""
    active = f"__mutationActiveID{suffix}()"
    lines = [
        "",
        "// Mutation schemata helpers, written by tools/mutation-test.",
        f"@usableFromInline nonisolated(unsafe) var __mutationCachedID{suffix} = -2",
        "",
        "@inlinable @inline(__always)",
        f"func {active} -> Int {{",
        f"    if __mutationCachedID{suffix} == -2 {{ __mutationCachedID{suffix} = __mutationReadID() }}",
        f"    return __mutationCachedID{suffix}",
        "}",
        "",
        "@inlinable @inline(__always)",
        f"func __mutationActive{suffix}(_ id: Int) -> Bool {{ {active} == id }}",
        "",
        "@inlinable @inline(__always)",
        f"func __mutationNegate{suffix}(_ id: Int, _ condition: Bool) -> Bool {{",
        f"    {active} == id ? !condition : condition",
        "}",
        "",
        "@inlinable @inline(__always)",
        f"func __mutationInteger{suffix}<T: BinaryInteger>(_ plus: Int, _ minus: Int, _ value: T) -> T {{",
        f"    {active} == plus ? value + 1 : {active} == minus ? value - 1 : value",
        "}",
        "",
    ]
    for edit in edits:
        if edit.style != "replace-operator":
            continue
        mutant = edit.mutants[0]
        name = operator_name(edit.operator, mutant.id)
        original, swapped = edit.operator, mutant.replacement
        lines.append(f"infix operator {name} : {PRECEDENCE[original]}")
        if original in ("&&", "||"):
            lines += [
                "@inlinable @inline(__always)",
                f"func {name} (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {{",
                f"    {active} == {mutant.id} ? (try lhs {swapped} rhs()) : (try lhs {original} rhs())",
                "}",
            ]
        else:
            protocol = "Equatable" if original in ("==", "!=") else "Comparable"
            lines += [
                "@inlinable @inline(__always)",
                f"func {name} <T: {protocol}>(lhs: T, rhs: T) -> Bool {{",
                f"    {active} == {mutant.id} ? lhs {swapped} rhs : lhs {original} rhs",
                "}",
            ]
    return "\n".join(lines) + "\n"
