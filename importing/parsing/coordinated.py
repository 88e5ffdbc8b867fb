"""Subjects of a sentence's later clauses (`Arsenal continue to impress and Arsene Wenger was delighted`): the
people a sentence writes about after the one it opens with."""

from __future__ import annotations

import re

from importing.parsing.names import Mention, find_mentions
from importing.parsing.verbs import find_verbs


def coordinated_subjects(sentence: str) -> list[Mention]:
    """`Arsenal continue to impress and Arsene Wenger was delighted`: the names that open the sentence's later
    clauses joined by `and` or `but`, each with its verb next (a `while` clause sets its subject against the main
    clause's, which stays the topic: `McConnell pointed out ..., while Reid allowed 15 votes`). Names as the whole sentence reads them:
    the `and` of `Minister for Information and Broadcasting Fawad Chaudhry announced` joins no clause."""
    matches = list(_COORDINATED_SUBJECT.finditer(sentence))
    if not matches and ", who " not in sentence:
        return []
    mentions = find_mentions(sentence)
    found = []
    # `He said that Mr. Kishan Reddy ran away ..., and Mr. Revanth Reddy was caught ...`: clauses of what someone
    # said are theirs to tell, not the story's next subject.
    reported = _REPORTED.search(sentence)
    end = reported.start() if reported else len(sentence)
    for match in matches:
        if match.start() >= end:
            break
        whole = [m for m in mentions if m.end == match.end(1) and m.start >= match.start(1)]
        if len(whole) == 1 and whole[0].start == _name_start(
            sentence, match.start(1), match.end(1)
        ):
            found.append(whole[0])
    # `It failed to win over Speaker Mike Johnson (R-La.), who acknowledged that ...`: one whom a clause of
    # their own has speak is written about too; not a body a preposition puts someone at (`a senior analyst at
    # Jefferies, who notes`).
    for match in _WHO_SAID.finditer(sentence, 0, end):
        if find_verbs(match.group(2)):
            found.extend(
                m
                for m in mentions
                if m.end == match.end(1)
                and not m.possessive
                and (m.titled or " " in m.name)
                and not _PREPOSITION_BEFORE.search(sentence, 0, m.start)
            )
    return found


def _name_start(sentence: str, start: int, end: int) -> int:
    """Where the name the words sentence[start:end] end with starts, read on their own."""
    mentions = find_mentions(sentence[start:end])
    return (
        start + mentions[0].start if len(mentions) == 1 and mentions[0].end == end - start else -1
    )


# `..., and Arsene Wenger was delighted`: a name opening a joined clause, its verb next.
_COORDINATED_SUBJECT = re.compile(
    # After a clause's last word, not a name's or a pronoun's (`he and Giles had`, `Mr. and Mrs. Khan`).
    r"(?:,\s*|(?<=[a-z]{3})(?<!\bshe)(?<!\bher)(?<!\bhim)(?<!\bthey)\s)(?:and|but)\s+"
    r"((?:[A-Z][\w’'.-]*\s+){0,3}[A-Z][\w’'-]*)"
    # A verb for one person next (`Mr. and Mrs. Khan were` are two).
    r"(?=\s+(?:also\s+|then\s+|later\s+)?(?:was|is|has|had|will|would|could|did|does|"
    r"[a-z]{3,}ed|[a-z]{2,}[a-rt-z]s)\b)"
)


_WHO_SAID = re.compile(r"([A-Z][\w’'-]*)(?:\s*\([^()]{1,30}\))?,\s+who\s+((?:\w+ly\s+)?[a-z]+)\b")
_PREPOSITION_BEFORE = re.compile(r"\b(?:at|for|from|with|by|in|of)\s+$")
_REPORTED = re.compile(
    r"\b(?:said|says|told|added|claimed|alleged|asserted|argued|noted|stated|insisted)\b(?:\s+[a-z]+){0,3}?\s+that\b"
)


def first_predicate(clauses: list[str]) -> str | None:
    """`He thanked the people for supporting his grandfather, Zulfiqar Ali Bhutto, in the past and said`: a verb
    joined by `and` to the sentence's first predicate shares that predicate's clause and its subject, not a
    name set off after its object. The first clause, where that is so."""
    if len(clauses) < 3 or not _JOINED.search(clauses[-1]) or not _FINITE_VERB.search(clauses[0]):
        return None
    return clauses[0]


_JOINED = re.compile(r"\s(?:and|but)\s*$")
# A verb in the past or the present (`thanked`, `urges`), or a common irregular past.
_FINITE_VERB = re.compile(
    r"\b(?:[a-z]{3,}ed|[a-z]{2,}[a-rt-z]s|met|took|made|gave|went|came|won|lost|held|paid|sent|spent|told)\b"
)
