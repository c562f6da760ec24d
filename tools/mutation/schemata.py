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


def render(tokens, edits):
    """The file's text with each edit written as its schema (edits nest, never cross)."""
    prefixes = {}
    suffixes = {}
    replacements = {}
    for edit in edits:
        ids = [mutant.id for mutant in edit.mutants]
        if edit.style == "replace-operator":
            replacements[edit.first] = operator_name(edit.operator, ids[0])
            continue
        if edit.style == "replace-integer":
            minus = ids[1] if len(ids) > 1 else -2
            replacements[edit.first] = f"__mutationInteger({ids[0]}, {minus}, {edit.original})"
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
        prefixes.setdefault(edit.first, []).append((edit.last, before))
        suffixes.setdefault(edit.last, []).append((edit.first, after))
    pieces = []
    for index, token in enumerate(tokens):
        # Outer wrappers (ending later) open first; inner ones (starting later) close first.
        for _, text in sorted(prefixes.get(index, []), key=lambda item: -item[0]):
            pieces.append(text)
        pieces.append(replacements.get(index, token.text))
        for _, text in sorted(suffixes.get(index, []), key=lambda item: -item[0]):
            pieces.append(text)
    return "".join(pieces)


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
        "@usableFromInline let __mutationActiveID: Int = {",
        f'    guard let text = getenv("{ENVIRONMENT}") else {{ return -1 }}',
        "    return Int(String(cString: text)) ?? -1",
        "}()",
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
