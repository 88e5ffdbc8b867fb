"""Names the text makes plural: teams and groups (`FINN HARPS have hit a purple patch`), which a first name
opening them (`Finn`) must not make a person whom the next `he` means."""

from __future__ import annotations

import re

from importing.parsing.names import find_mentions
from importing.parsing.sentences import is_abbreviation


def plural_names(blocks) -> set[str]:
    """The last words, lower-cased, of plural names that open a sentence with a plural verb next (`FINN HARPS
    have hit`, `Shamrock Rovers are`). A list of people opens with a single name (`Pell and Dunne have`)."""
    found = set()
    for block in blocks:
        text = block.masked
        for mention in find_mentions(text):
            if not mention.name.lower().endswith("s") or not _PLURAL_VERB.match(text, mention.end):
                continue
            opens = _OPENS_SENTENCE.search(text, max(0, mention.start - 40), mention.start)
            # A name that opens its sentence (not after a title's full stop: `Aides to Mr. Sanders have been
            # pressing`), or one after `the` (`and the Guardians are very much in this series`).
            opening = opens and not (opens.group(1) and is_abbreviation(text, opens.end(1)))
            if opening or _THE_BEFORE.search(text, max(0, mention.start - 4), mention.start):
                found.add(mention.name.split()[-1].lower())
    return found


_THE_BEFORE = re.compile(r"\bthe\s+$")
_PLURAL_VERB = re.compile(r"\s+(?:have|are|were)\b(?!\s+(?:you|we|they)\b)")
# The name opens its sentence, so the verb is its own (not `interactions with Trump have been`); capitals
# may stand before it (`FINN HARPS`, whose `FINN` reads as an acronym).
_OPENS_SENTENCE = re.compile(r"(?:^|([.!?])[”\"’']?\s+)(?:[A-Z]+\s+)?$")
