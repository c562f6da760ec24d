"""A lexer for Swift source, exact enough to find mutation sites and to put a file back together.

Every character of the input belongs to exactly one token, so joining the tokens' texts gives
the file back unchanged; a mutation replaces the text of some tokens and nothing else. String
literals (with their interpolations) and comments are single tokens, so nothing inside them is
ever mutated.
"""

from dataclasses import dataclass

OPERATOR_HEAD = set("/=-+!*%<>&|^~?")
OPERATOR_CHARS = OPERATOR_HEAD | set(".")
PUNCTUATION = set("()[]{},;:@`")


@dataclass
class Token:
    kind: str  # space, newline, comment, string, identifier, directive, integer, float, operator, punct
    text: str
    start: int  # offset in the file
    line: int  # 1-based

    def is_trivia(self):
        return self.kind in ("space", "newline", "comment")


class LexError(Exception):
    pass


def tokenize(source):
    """The tokens of `source`, in order; `"".join(t.text for t in tokens) == source`."""
    tokens = []
    position = 0
    line = 1
    length = len(source)
    while position < length:
        end, kind = _next(source, position)
        text = source[position:end]
        tokens.append(Token(kind, text, position, line))
        line += text.count("\n")
        position = end
    return tokens


def _next(source, i):
    c = source[i]
    if c == "\n":
        return i + 1, "newline"
    if c in " \t\r":
        j = i
        while j < len(source) and source[j] in " \t\r":
            j += 1
        return j, "space"
    if source.startswith("//", i):
        j = source.find("\n", i)
        return (len(source) if j < 0 else j), "comment"
    if source.startswith("/*", i):
        return _block_comment(source, i), "comment"
    if c == '"' or (c == "#" and _raw_string_hashes(source, i) is not None):
        return _string(source, i), "string"
    if c == "#":
        j = i + 1
        while j < len(source) and (source[j].isalnum() or source[j] == "_"):
            j += 1
        return j, "directive" if j > i + 1 else "punct"
    if c.isdigit():
        return _number(source, i)
    if c.isalpha() or c == "_" or c == "$" or ord(c) > 127 and c.isidentifier():
        j = i + 1
        while j < len(source) and (source[j].isalnum() or source[j] in "_$"):
            j += 1
        return j, "identifier"
    if c == "`":
        j = source.find("`", i + 1)
        if j < 0:
            raise LexError(f"unterminated backtick identifier at offset {i}")
        return j + 1, "identifier"
    if c == "." and (i + 1 >= len(source) or source[i + 1] != "."):
        return i + 1, "punct"
    if c in OPERATOR_HEAD or c == ".":
        j = i + 1
        allowed = OPERATOR_CHARS if c == "." else OPERATOR_HEAD
        while j < len(source) and (source[j] in allowed or _is_combining(source[j])):
            # `a*/` cannot be written, but `/*` or `//` inside an operator starts a comment.
            if source.startswith("//", j) or source.startswith("/*", j):
                break
            j += 1
        return j, "operator"
    if c in PUNCTUATION:
        return i + 1, "punct"
    return i + 1, "punct"


def _is_combining(c):
    return 0x300 <= ord(c) <= 0x36F


def _block_comment(source, i):
    depth = 0
    j = i
    while j < len(source):
        if source.startswith("/*", j):
            depth += 1
            j += 2
        elif source.startswith("*/", j):
            depth -= 1
            j += 2
            if depth == 0:
                return j
        else:
            j += 1
    raise LexError(f"unterminated comment at offset {i}")


def _raw_string_hashes(source, i):
    """The number of `#` that open a raw string at `i`, or None when `i` opens none."""
    j = i
    while j < len(source) and source[j] == "#":
        j += 1
    if j > i and j < len(source) and source[j] == '"':
        return j - i
    return None


def _string(source, i):
    hashes = _raw_string_hashes(source, i) or 0
    j = i + hashes
    multiline = source.startswith('"""', j)
    quote = '"""' if multiline else '"'
    j += len(quote)
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while j < len(source):
        if source.startswith(close, j):
            return j + len(close)
        if source.startswith(escape, j):
            k = j + len(escape)
            if k < len(source) and source[k] == "(":
                j = _interpolation(source, k)
            else:
                j = k + 1
            continue
        if source[j] == "\n" and not multiline:
            raise LexError(f"unterminated string at offset {i}")
        j += 1
    raise LexError(f"unterminated string at offset {i}")


def _interpolation(source, i):
    """The end of the `( … )` of an interpolation starting at `i`, skipping nested strings."""
    depth = 0
    j = i
    while j < len(source):
        c = source[j]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        elif c == '"' or (c == "#" and _raw_string_hashes(source, j) is not None):
            j = _string(source, j)
            continue
        j += 1
    raise LexError(f"unterminated interpolation at offset {i}")


def _number(source, i):
    j = i
    if source.startswith(("0x", "0X"), i):
        j = i + 2
        while j < len(source) and (source[j] in "0123456789abcdefABCDEF_"):
            j += 1
        if j < len(source) and source[j] in ".pP":
            return _rest_of_identifier(source, j), "float"
        return j, "integer"
    if source.startswith(("0b", "0o"), i):
        j = i + 2
        while j < len(source) and (source[j].isalnum() or source[j] == "_"):
            j += 1
        return j, "integer"
    while j < len(source) and (source[j].isdigit() or source[j] == "_"):
        j += 1
    kind = "integer"
    if j + 1 < len(source) and source[j] == "." and source[j + 1].isdigit():
        kind = "float"
        j += 1
        while j < len(source) and (source[j].isdigit() or source[j] == "_"):
            j += 1
    if j < len(source) and source[j] in "eE":
        kind = "float"
        j += 1
        if j < len(source) and source[j] in "+-":
            j += 1
        while j < len(source) and (source[j].isdigit() or source[j] == "_"):
            j += 1
    return j, kind


def _rest_of_identifier(source, j):
    while j < len(source) and (source[j].isalnum() or source[j] in "._+-"):
        j += 1
    return j
