"""Which schema a compiler error is about, so that only that schema is dropped."""

import re

from sites import significant

# Errors about a whole body, which the compiler reports at its first or last line: a call
# removed that initialized `self` or was the body's value, an else branch that returned.
BODY_ERRORS = ("self.init", "missing return", "on all paths")

# "constant 'game' used before being initialized": reported where the value is read, which may
# be lines after the removed assignment.
USED_BEFORE = re.compile(r"'(\w+)' used before")


def blamed(tokens, edits, spans, error):
    """The one schema an error is most likely about, or None: the innermost schema at the
    error's position; for an error about a whole body, the last removed call or else branch
    in the innermost block the error's line opens or closes; else the innermost on its line."""
    def position(edit):
        return spans.get(id(edit), ((0, 0), (0, 0)))

    def size(edit):
        (line, column), (last_line, last_column) = position(edit)
        return (last_line - line, last_column - column)

    where = (error.line, error.column)
    used = USED_BEFORE.search(error.message)
    if used:
        return _removed_assignment(tokens, edits, spans, where, used.group(1))
    if not any(text in error.message for text in BODY_ERRORS):
        at = [edit for edit in edits if position(edit)[0] <= where <= position(edit)[1]]
        on_line = [edit for edit in edits if position(edit)[0][0] <= error.line <= position(edit)[1][0]]
        for candidates in (at, on_line):
            if candidates:
                return min(candidates, key=size)
    inside = _block_edits(tokens, edits, error.line)
    removals = [edit for edit in inside if edit.style in ("guard-call", "guard-body")]
    for candidates in (removals, inside):
        if candidates:
            return max(candidates, key=lambda edit: edit.first)
    return None


def _block_edits(tokens, edits, line):
    """The edits in the innermost block that closes on `line`, or else opens on or after it."""
    closing = [i for i, token in enumerate(tokens) if token.line == line and token.text == "}"]
    if closing:
        end, depth = closing[0], 0
        for start in range(end, -1, -1):
            depth += {"}": 1, "{": -1}.get(tokens[start].text, 0)
            if depth == 0:
                break
    else:
        openings = [i for i, token in enumerate(tokens) if token.line >= line and token.text == "{"]
        if not openings:
            return []
        start, depth = openings[0], 0
        for end in range(start, len(tokens)):
            depth += {"{": 1, "}": -1}.get(tokens[end].text, 0)
            if depth == 0:
                break
    return [edit for edit in edits if start <= edit.first <= end]


def _removed_assignment(tokens, edits, spans, where, name):
    """The removal, ending before `where`, of a statement that assigns `name`; the latest
    such, or the latest removal of any kind when none assigns it."""
    removals = [
        edit for edit in edits
        if edit.style in ("guard-call", "guard-body") and spans.get(id(edit), ((0, 0), (0, 0)))[1] < where
    ]

    def assigns(edit):
        texts = [token.text for token in tokens[edit.first:edit.last + 1] if token.kind not in ("space", "newline", "comment")]
        return any(a == name and b == "=" for a, b in zip(texts, texts[1:]))

    for candidates in ([edit for edit in removals if assigns(edit)], removals):
        if candidates:
            return max(candidates, key=lambda edit: (spans[id(edit)][1], -edit.first))
    return None


def sole_calls(tokens, edits):
    """The removed calls that are a block's only statement. In a closure that statement is the
    closure's value, so without it the closure's type changes, and the compiler reports that
    where the closure's result is used, which may be lines away from any schema."""
    def alone(edit):
        before = significant(tokens, edit.first - 1, -1)
        after = significant(tokens, edit.last + 1)
        return (
            before is not None and tokens[before].text in ("{", "in")
            and after is not None and tokens[after].text == "}"
        )

    return [edit for edit in edits if edit.style == "guard-call" and alone(edit)]
