"""A name standing alone as a clause's subject: the sentence's first real clause (`As Ana Pell, a lawyer, put it`),
or a name and its titles with nothing else (`Former House speaker Newt Gingrich,`)."""

from __future__ import annotations

import re

from importing.parsing.asides import ends_a_place, is_interjected_clause
from importing.parsing.quotes import MASK
from importing.parsing.subjects import PREPOSITIONS, SubjectPhrase, clean_phrase, subject_of


def bare_opening_name(clauses: list[str]) -> SubjectPhrase | None:
    """The sentence's first real clause when it is a name and nothing else, or opens with one (`As Ana Pell,
    a lawyer, put it`: "as" before a bare name is no aside)."""
    for number, clause in enumerate(clauses):
        if is_interjected_clause(clause, set_off=number < len(clauses) - 1):
            if clause.split()[:1] in _LEADING_WORDS and bare_name(clause):
                return bare_name(clause)
            continue
        if number and ends_a_place(clause):
            continue  # the state of a town in the aside before it (`At a rally in Ames, Iowa, Pell said`)
        found = bare_name(clause)
        if found is None and number + 2 < len(clauses) and _DESCRIBING.match(clause):
            # `The president's daughter and adviser, Ivanka Trump, weighed in ..., saying`: the name set off
            # after a description opening the sentence.
            found = bare_name(clauses[number + 1])
        return found
    return None


_DESCRIBING = re.compile(r"\s*(?:The|His|Her|Their)\s[^A-Z]*$")


# A sentence's first word that opens no aside before a bare name: `As Ana Pell, a lawyer, put it`, `But Tom
# Fitch, the head of the trust, said`.
_LEADING_WORDS = (
    ["As"],
    ["as"],
    ["But"],
    ["And"],
    ["Yet"],
    ["while"],
    ["whereas"],
    ["and"],
    ["but"],
)


def bare_name(clause: str) -> SubjectPhrase | None:
    found = subject_of(clause)
    if found is None or found.kind != "name":
        return None
    # `“Today’s a proud day,” Judiciary Committee Chairman Dick Durbin`: the phrase opens after the quotation.
    words = clean_phrase(clause.rpartition(MASK)[2]).split()
    bare = (
        words and found.text.split()[-1] in words[-1] and len(words) <= len(found.text.split()) + 2
    )
    return found if bare or _titled_name_phrase(words, found.text) else None


def _titled_name_phrase(words: list[str], name: str) -> bool:
    """`Former House speaker Newt Gingrich`, `Rep. Tom Cole of Oklahoma`, `Holger Schmieding of Berenberg`:
    a name after its titles, and perhaps where it is from, is still nothing but a name, so an appositive
    after it (`, a Trump ally, said`) describes it. Not when a word before it joins it to something else
    (`the lawyer for Ana Pell`, `when Trump attacked Ana Pell`)."""
    last = name.split()[-1]
    ends = [number for number, word in enumerate(words) if last in word]
    if not ends:
        return False
    end = ends[-1]
    lead, tail = words[: end + 1 - len(name.split())], words[end + 1 :]
    from_where = not tail or (
        tail[0] in ("of", "from", "at") and 1 < len(tail) <= 4 and tail[-1][:1].isupper()
    )
    titles = len(lead) <= 4 and all(
        word[:1].isupper() or (word.isalpha() and word not in _JOINING) for word in lead
    )
    return from_where and titles


# Lowercase words that make a name before a comma part of a larger phrase, not the subject itself.
_JOINING = PREPOSITIONS | {
    "and", "or", "but", "that", "who", "whom", "which", "when", "while", "as", "if", "because", "a", "an",
    "is", "was", "are", "were", "has", "had", "have", "will", "would", "said", "says", "told", "called",
    "his", "her", "their", "its", "our", "my", "your", "than", "like",
}  # fmt: skip
