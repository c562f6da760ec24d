"""The mutants of a set of sources, numbered, and the list of those that cannot change behaviour."""

import os
import sys
from collections import Counter

from sites import find_edits
from tokens import tokenize


class Mutants:
    """Every mutant of the sources, numbered in file order so that ids (and so a seeded sample)
    are the same for the same sources. A mutant's `occurrence` tells apart the same change made
    twice on one line (`- 1` at the second of two literals is `1 → 1 - 1 @2`)."""

    def __init__(self, repository, files):
        self.tokens = {}
        self.edits = {}
        self.all = []
        seen = Counter()
        for path in files:
            with open(os.path.join(repository, path), encoding="utf-8") as source:
                text = source.read()
            tokens = tokenize(text)
            self.tokens[path] = tokens
            self.edits[path] = find_edits(path, tokens)
            lines = text.split("\n")
            for edit in self.edits[path]:
                for mutant in edit.mutants:
                    mutant.id = len(self.all)
                    mutant.file = path
                    mutant.line = edit.line
                    mutant.line_text = lines[edit.line - 1]
                    seen[self.key(mutant)] += 1
                    mutant.occurrence = seen[self.key(mutant)]
                    self.all.append(mutant)
        self.counts = dict(seen)
        self.repeated = {key for key, count in seen.items() if count > 1}

    def key(self, mutant):
        return (mutant.file, mutant.line_text.strip(), mutant.description)

    def label(self, mutant):
        """The mutation as the list of equivalents names it: with `@N` when its line has it twice."""
        if self.key(mutant) in self.repeated:
            return f"{mutant.description} @{mutant.occurrence}"
        return mutant.description

    def ambiguous(self, equivalents):
        """The entries without `@N` that name a change made more than once in their file, with
        how many times: each occurrence must be named on its own, so that an entry written for
        one never hides another that no run has tried."""
        return sorted((key, self.counts[key]) for key in equivalents if key in self.repeated)

    def listed(self, mutant, equivalents):
        """Whether `equivalents` names the mutant: by its change (every occurrence on its line) or
        by its change and occurrence."""
        file, line, description = self.key(mutant)
        return (file, line, description) in equivalents or (
            file, line, f"{description} @{mutant.occurrence}") in equivalents


def read_equivalents(path):
    """Lines `file | source line | mutation | reason`; `#` starts a comment."""
    keys = {}
    if not os.path.exists(path):
        return keys
    with open(path, encoding="utf-8") as listing:
        for number, line in enumerate(listing, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            # The source line may hold ` | ` itself (a bitwise or); the mutation and the reason
            # do not, so they are split off from the right.
            head = line.rsplit(" | ", 2)
            parts = [part.strip() for part in head[0].split(" | ", 1) + head[1:]]
            if len(parts) != 4 or not all(parts):
                sys.exit(f"{path}:{number}: expected 'file | source line | mutation | reason'")
            keys[tuple(parts[:3])] = parts[3]
    return keys
