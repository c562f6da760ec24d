"""Writes mutants into the source as schemata: code that behaves as the original unless the
environment variable REVERSI_MUTANT names one of its mutants, so that every mutant of a run is
built into one binary and trying a mutant costs a test run, not a build."""

from sites import PRECEDENCE

ENVIRONMENT = "REVERSI_MUTANT"
SUPPORT_FILE = "MutationSchemata.swift"
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


def render(tokens, edits, spans=None):
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
            replacements[edit.first] = (edit, f"__mutationInteger({ids[0]}, {minus}, {edit.original})")
            continue
        if edit.style == "negate":
            before, after = f"__mutationNegate({ids[0]}, ", ")"
        elif edit.style in ("guard-call", "guard-body"):
            before, after = f"if !__mutationActive({ids[0]}) {{ ", " }"
        elif edit.style == "return-constant":
            choices = "".join(
                f"__mutationActive({mutant.id}) ? {mutant.replacement} : " for mutant in edit.mutants
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


def support_file(edits):
    """The declarations every schema of one module needs."""
    lines = [
        "// Written by tools/mutation-test into its scratch copy of the package; not a source.",
        "#if canImport(Glibc)",
        "import Glibc",
        "#elseif canImport(Darwin)",
        "import Darwin",
        "#endif",
        "",
        "// Read once, then kept in a plain variable: a global `let` pays for its lazy",
        "// initialisation's check at every schema, in the hottest loops of the rules.",
        "@usableFromInline nonisolated(unsafe) var __mutationCachedID = -2",
        "",
        "@inlinable var __mutationActiveID: Int {",
        "    if __mutationCachedID == -2 {",
        f'        __mutationCachedID = getenv("{ENVIRONMENT}").flatMap {{ Int(String(cString: $0)) }} ?? -1',
        "    }",
        "    return __mutationCachedID",
        "}",
        "",
        "@inlinable @inline(__always)",
        "func __mutationActive(_ id: Int) -> Bool { __mutationActiveID == id }",
        "",
        "@inlinable @inline(__always)",
        "func __mutationNegate(_ id: Int, _ condition: Bool) -> Bool {",
        "    __mutationActiveID == id ? !condition : condition",
        "}",
        "",
        "@inlinable @inline(__always)",
        "func __mutationInteger<T: BinaryInteger>(_ plus: Int, _ minus: Int, _ value: T) -> T {",
        "    __mutationActiveID == plus ? value + 1 : __mutationActiveID == minus ? value - 1 : value",
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
                f"    __mutationActiveID == {mutant.id} ? (try lhs {swapped} rhs()) : (try lhs {original} rhs())",
                "}",
            ]
        else:
            protocol = "Equatable" if original in ("==", "!=") else "Comparable"
            lines += [
                "@inlinable @inline(__always)",
                f"func {name} <T: {protocol}>(lhs: T, rhs: T) -> Bool {{",
                f"    __mutationActiveID == {mutant.id} ? lhs {swapped} rhs : lhs {original} rhs",
                "}",
            ]
    return "\n".join(lines) + "\n"
