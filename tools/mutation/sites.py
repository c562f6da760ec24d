"""Where a Swift file can be mutated, and how.

Each `Edit` is a place in the token list: either one token replaced (an operator, an integer
literal) or a run of tokens wrapped in a prefix and a suffix (a condition negated, a call
statement made conditional, a returned value replaced, an `else` body made conditional). An
edit carries one or two `Mutant`s; in the mutation build each edit is written as a schema that
behaves like the original unless the environment names one of its mutants.

The patterns are lexical and deliberately conservative (the code is formatted by swift format,
so binary operators have spaces around them); a schema the compiler rejects is dropped and its
mutants reported as "did not compile".
"""

from dataclasses import dataclass, field

SWAPS = {
    "<": ("<=", "relational"),
    "<=": ("<", "relational"),
    ">": (">=", "relational"),
    ">=": (">", "relational"),
    "==": ("!=", "equality"),
    "!=": ("==", "equality"),
    "&&": ("||", "logical"),
    "||": ("&&", "logical"),
}

PRECEDENCE = {
    "<": "ComparisonPrecedence",
    "<=": "ComparisonPrecedence",
    ">": "ComparisonPrecedence",
    ">=": "ComparisonPrecedence",
    "==": "ComparisonPrecedence",
    "!=": "ComparisonPrecedence",
    "&&": "LogicalConjunctionPrecedence",
    "||": "LogicalDisjunctionPrecedence",
}

NOT_A_CALL_START = set(
    """let var return if guard for while switch case default break continue throw defer do
    catch func init deinit struct class enum protocol extension import typealias associatedtype
    static private public internal fileprivate package open final override mutating nonmutating
    lazy weak unowned subscript operator precedencegroup repeat fallthrough get set willSet
    didSet where in is as await consume borrowing consuming nonisolated indirect convenience
    required dynamic some any else true false nil super""".split()
)

CONSTANTS = {
    "Bool": ["true", "false"],
    "Int": ["0"],
    "Int32": ["0"],
    "Int64": ["0"],
    "UInt64": ["0"],
    "UInt8": ["0"],
    "Double": ["0"],
}


@dataclass
class Mutant:
    kind: str
    description: str  # what the mutant does, e.g. "< → <="
    replacement: str  # the span as the mutant writes it (for reports)
    id: int = -1
    edit: "Edit" = None


@dataclass
class Edit:
    file: str
    first: int  # token index
    last: int  # token index, inclusive
    line: int
    original: str  # the span's text
    style: str  # replace-operator, replace-integer, negate, guard-call, return-constant, guard-body
    mutants: list = field(default_factory=list)
    operator: str = ""  # for replace-operator
    constants: list = field(default_factory=list)  # for return-constant

    def add(self, mutant):
        mutant.edit = self
        self.mutants.append(mutant)


def significant(tokens, index, step=1):
    """The index of the next token from `index` (inclusive) that is not trivia, or None."""
    while 0 <= index < len(tokens):
        if not tokens[index].is_trivia():
            return index
        index += step
    return None


def matching(tokens, index):
    """The index of the bracket that closes the one at `index`."""
    opening = tokens[index].text
    closing = {"(": ")", "[": "]", "{": "}"}[opening]
    depth = 0
    for j in range(index, len(tokens)):
        text = tokens[j].text
        if tokens[j].kind != "punct":
            continue
        if text in "([{":
            depth += 1
        elif text in ")]}":
            depth -= 1
            if depth == 0:
                if text != closing:
                    return None
                return j
    return None


def directive_lines(tokens):
    """Lines of `#if`/`#elseif` conditions, where nothing may be mutated."""
    lines = set()
    for token in tokens:
        if token.kind == "directive" and token.text in ("#if", "#elseif"):
            lines.add(token.line)
    return lines


def find_edits(path, tokens):
    skip_lines = directive_lines(tokens)
    edits = []
    edits += operator_edits(path, tokens, skip_lines)
    edits += integer_edits(path, tokens, skip_lines)
    edits += condition_edits(path, tokens, skip_lines)
    edits += call_edits(path, tokens, skip_lines)
    edits += return_edits(path, tokens, skip_lines)
    edits += else_edits(path, tokens, skip_lines)
    return without_crossings(edits)


def operator_edits(path, tokens, skip_lines):
    edits = []
    for i, token in enumerate(tokens):
        if token.kind != "operator" or token.text not in SWAPS or token.line in skip_lines:
            continue
        before = tokens[i - 1] if i > 0 else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if not (before and after and before.kind in ("space", "newline")):
            continue
        if after.kind not in ("space", "newline"):
            continue
        previous = significant(tokens, i - 1, -1)
        if previous is not None and tokens[previous].text in ("func", "operator"):
            continue  # the operator's own declaration, not a use of it
        swapped, kind = SWAPS[token.text]
        edit = Edit(path, i, i, token.line, token.text, "replace-operator", operator=token.text)
        edit.add(Mutant(kind, f"{token.text} → {swapped}", swapped))
        edits.append(edit)
    return edits


def integer_edits(path, tokens, skip_lines):
    edits = []
    for i, token in enumerate(tokens):
        if token.kind != "integer" or token.line in skip_lines:
            continue
        previous = significant(tokens, i - 1, -1)
        if previous is not None and tokens[previous].text in (".", "-"):
            continue  # a tuple element, or a negative literal (its minus is an operator)
        if previous is not None and tokens[previous].text == "=" and _is_case_raw_value(tokens, previous):
            continue
        try:
            value = int(token.text.replace("_", ""), 0)
        except ValueError:
            continue
        edit = Edit(path, i, i, token.line, token.text, "replace-integer")
        edit.add(Mutant("integer", f"{token.text} → {token.text} + 1", str(value + 1)))
        if value > 0:
            edit.add(Mutant("integer", f"{token.text} → {token.text} - 1", str(value - 1)))
        edits.append(edit)
    return edits


def _is_case_raw_value(tokens, equals):
    j = significant(tokens, equals - 1, -1)
    k = significant(tokens, j - 1, -1) if j is not None else None
    return k is not None and tokens[k].text in ("case", ",")


def condition_edits(path, tokens, skip_lines):
    """Each plain boolean clause of an `if`, `while` or `guard` condition, negated."""
    edits = []
    for i, token in enumerate(tokens):
        if token.kind != "identifier" or token.text not in ("if", "while", "guard"):
            continue
        if token.line in skip_lines:
            continue
        if token.text == "while":
            previous = significant(tokens, i - 1, -1)
            if previous is not None and tokens[previous].text == "}":
                continue  # repeat { } while: the condition ends at the line's end
        end_text = "else" if token.text == "guard" else "{"
        for first, last in _clauses(tokens, i + 1, end_text):
            head = tokens[first]
            if head.text in ("let", "var", "case", "#available", "#unavailable", "@", "try"):
                continue
            text = "".join(t.text for t in tokens[first : last + 1])
            edit = Edit(path, first, last, head.line, text, "negate")
            edit.add(Mutant("negate", f"negate `{_short(text)}`", f"!({text})"))
            edits.append(edit)
    return edits


def _clauses(tokens, start, end_text):
    """(first, last) token indices of each comma-separated clause up to `end_text` at depth 0."""
    clauses = []
    depth = 0
    first = None
    last = None
    j = start
    while j < len(tokens):
        token = tokens[j]
        if token.kind == "punct" and token.text in "([":
            depth += 1
        elif token.kind == "punct" and token.text in ")]":
            depth -= 1
            if depth < 0:
                return []
        elif token.kind == "punct" and token.text == "{" and depth == 0:
            if end_text != "{":
                return []  # a guard whose `else` never came: not a condition we understand
            break
        elif depth == 0 and token.kind == "identifier" and token.text == end_text:
            break
        elif token.kind == "punct" and token.text == "{":
            brace = matching(tokens, j)
            if brace is None:
                return []
            last = brace
            j = brace + 1
            continue
        if depth == 0 and token.kind == "punct" and token.text == ",":
            if first is not None:
                clauses.append((first, last))
            first = None
        elif not token.is_trivia():
            if first is None:
                first = j
            last = j
        j += 1
    else:
        return []
    if first is not None:
        clauses.append((first, last))
    return clauses


def call_edits(path, tokens, skip_lines):
    """A statement that is a call alone on its line(s), made to do nothing."""
    edits = []
    for i, token in enumerate(tokens):
        if token.kind != "identifier" or token.line in skip_lines:
            continue
        previous_token = tokens[i - 1] if i > 0 else None
        if previous_token is not None and previous_token.kind not in ("space", "newline"):
            continue
        start_of_line = i == 0 or tokens[significant(tokens, i - 1, -1) or 0].line < token.line
        if not start_of_line:
            continue
        if token.text in NOT_A_CALL_START and token.text not in ("try", "self"):
            continue
        previous = significant(tokens, i - 1, -1)
        if previous is not None:
            p = tokens[previous]
            if p.kind == "operator" or p.text in (",", "(", "[", ":", "=", "return", "->", "."):
                continue
        if _delegates_initialization(tokens, i):
            continue  # without it the initializer cannot compile: a mutant that cannot exist
        last = _statement_end(tokens, i)
        if last is None or tokens[last].text != ")":
            continue
        if any(
            t.kind == "operator" and ("=" in t.text and t.text not in ("==", "!=", "<=", ">=", "==="))
            for t in _depth_zero(tokens, i, last)
        ):
            continue  # an assignment, not a call
        if any(t.text in ("?", "??") or t.kind == "operator" and t.text in SWAPS for t in _depth_zero(tokens, i, last)):
            continue
        text = "".join(t.text for t in tokens[i : last + 1])
        edit = Edit(path, i, last, token.line, text, "guard-call")
        edit.add(Mutant("remove-call", f"remove `{_short(text)}`", ""))
        edits.append(edit)
    return edits


def _delegates_initialization(tokens, i):
    """`self.init(…)` or `try self.init(…)` at token `i`."""
    if tokens[i].text == "try":
        i = significant(tokens, i + 1)
        if i is None:
            return False
    dot = significant(tokens, i + 1)
    name = significant(tokens, dot + 1) if dot is not None else None
    return (
        tokens[i].text == "self"
        and dot is not None and tokens[dot].text == "."
        and name is not None and tokens[name].text == "init"
    )


def _statement_end(tokens, first):
    """The last token of the statement starting at `first`, when it ends a line and the next
    line does not continue it; None otherwise."""
    depth = 0
    j = first
    while j < len(tokens):
        token = tokens[j]
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            depth -= 1
            if depth < 0:
                return None
        elif token.kind == "newline" and depth == 0:
            break
        elif token.kind == "punct" and token.text == ";" and depth == 0:
            return None
        j += 1
    last = significant(tokens, j - 1, -1)
    following = significant(tokens, j)
    if following is not None:
        f = tokens[following]
        if f.kind == "operator" or f.text in (".", "?", ":", "else", "catch", "{"):
            return None
    return last


def _depth_zero(tokens, first, last):
    depth = 0
    for token in tokens[first : last + 1]:
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            depth -= 1
        elif depth == 0:
            yield token


def return_edits(path, tokens, skip_lines):
    """`return value` as the last statement of its block, in a function returning Bool, an
    integer or an optional: the value replaced by a constant (true/false, 0, nil)."""
    edits = []
    types = _return_types(tokens)
    for i, token in enumerate(tokens):
        if token.kind != "identifier" or token.text != "return" or token.line in skip_lines:
            continue
        declared = types.get(i)
        if not declared:
            continue
        constants = ["nil"] if declared.endswith("?") else CONSTANTS.get(declared)
        if not constants:
            continue
        first = significant(tokens, i + 1)
        if first is None or tokens[first].line != token.line:
            continue
        last = _statement_end(tokens, first)
        if last is None:
            continue
        following = significant(tokens, last + 1)
        if following is None or tokens[following].text not in ("}", "case", "default"):
            continue
        text = "".join(t.text for t in tokens[first : last + 1])
        if text in constants:
            constants = [c for c in constants if c != text]
        if not constants:
            continue
        edit = Edit(path, first, last, tokens[first].line, text, "return-constant", constants=constants)
        for constant in constants:
            edit.add(Mutant("return-constant", f"return {constant} instead of `{_short(text)}`", constant))
        edits.append(edit)
    return edits


def _return_types(tokens):
    """For each `return` token, the declared return type of the innermost function or
    computed property around it ("" when unknown or inside a closure)."""
    result = {}
    body_types = {}  # index of an opening brace -> declared type of that body
    for i, token in enumerate(tokens):
        if token.kind == "identifier" and token.text in ("func", "var", "subscript"):
            brace, declared = _declaration_body(tokens, i)
            if brace is not None:
                body_types[brace] = declared
    stack = []
    for i, token in enumerate(tokens):
        if token.kind == "punct" and token.text == "{":
            if i in body_types:
                stack.append(body_types[i])
            else:
                previous = significant(tokens, i - 1, -1)
                closure = previous is not None and (
                    tokens[previous].text in ("(", ",", "=", "[", ":", "in", "return")
                    or tokens[previous].kind == "operator"
                )
                stack.append("" if closure else (stack[-1] if stack else ""))
        elif token.kind == "punct" and token.text == "}":
            if stack:
                stack.pop()
        elif token.kind == "identifier" and token.text == "return":
            result[i] = stack[-1] if stack else ""
    return result


def _declaration_body(tokens, i):
    """The opening brace of the body of the declaration at `i` and its declared type."""
    depth = 0
    arrow = None
    colon = None
    j = i + 1
    while j < len(tokens):
        token = tokens[j]
        if token.kind == "punct" and token.text in "([":
            depth += 1
        elif token.kind == "punct" and token.text in ")]":
            depth -= 1
        elif depth == 0 and token.kind == "operator" and token.text == "->":
            arrow = j
        elif depth == 0 and token.kind == "punct" and token.text == ":" and arrow is None and colon is None:
            colon = j
        elif depth == 0 and token.kind == "punct" and token.text == "{":
            start = arrow if arrow is not None else colon
            if start is None:
                return j, ""
            declared = "".join(t.text for t in tokens[start + 1 : j] if not t.is_trivia())
            declared = declared.split("where")[0]
            if tokens[i].text == "var" and arrow is None:
                # `var x: T {` is a computed property unless `=` came before the brace.
                if any(t.text == "=" for t in tokens[i:j]):
                    return None, ""
            return j, declared
        elif depth == 0 and (token.kind == "newline" and tokens[i].text == "var"):
            return None, ""
        elif depth == 0 and token.text in ("=", ";"):
            return None, ""
        j += 1
    return None, ""


def else_edits(path, tokens, skip_lines):
    """The body of an `else` (not a guard's) made to do nothing."""
    edits = []
    guard_depths = []
    depth = 0
    for i, token in enumerate(tokens):
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            depth -= 1
        elif token.kind == "identifier" and token.text == "guard":
            guard_depths.append(depth)
        elif token.kind == "identifier" and token.text == "else":
            if guard_depths and guard_depths[-1] == depth:
                guard_depths.pop()
                continue
            brace = significant(tokens, i + 1)
            if brace is None or tokens[brace].text != "{":
                continue
            close = matching(tokens, brace)
            if close is None:
                continue
            first = significant(tokens, brace + 1)
            last = significant(tokens, close - 1, -1)
            if first is None or first >= close:
                continue  # an empty body
            text = "".join(t.text for t in tokens[first : last + 1])
            edit = Edit(path, first, last, token.line, text, "guard-body")
            edit.add(Mutant("drop-else", "drop the else branch", ""))
            edits.append(edit)
    return edits


def without_crossings(edits):
    """Edits that nest or are apart; an edit that crosses one kept before it is left out."""
    kept = []
    for edit in sorted(edits, key=lambda e: (e.first, -e.last)):
        crosses = any(
            (other.first < edit.first <= other.last < edit.last)
            or (edit.first < other.first <= edit.last < other.last)
            or (other.first == edit.first and other.last == edit.last and other.style == edit.style)
            for other in kept
        )
        if not crosses:
            kept.append(edit)
    return kept


def _short(text):
    text = " ".join(text.split())
    return text if len(text) <= 50 else text[:47] + "..."
