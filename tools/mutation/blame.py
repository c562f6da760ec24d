"""Which schema a compiler error is about, so that only that schema is dropped."""

# Errors about a whole body, which the compiler reports at its first or last line: a call
# removed that initialized `self` or was the body's value, an else branch that returned.
BODY_ERRORS = ("self.init", "missing return", "on all paths", "used before")


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
