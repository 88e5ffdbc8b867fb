"""How a name is used where it is mentioned, and how it stands among the other people nearby: numbers the
learned attributor weighs against the rules' reading of a cue.

`said one Trump confidant` names a confidant, not Trump: a name between a determiner and a common noun
modifies the noun. `Biden said ... “...,” he said` with Obama mentioned in between: another man stands
nearer the pronoun than the rules' antecedent.
"""

from __future__ import annotations

import re
from functools import lru_cache

from importing.parsing.name_words import DESCRIPTOR_WORDS, ORGANISATION_WORDS
from importing.parsing.places import COUNTRIES, STATES_ABROAD, US_STATES
from importing.parsing.roles import ROLES
from importing.parsing.quotes import MASK
from importing.parsing.verbs import VERB_WORDS

# The words that open a noun phrase whose head is a common noun (`a 2008 Clinton veteran`, `the printed Cruz
# slate card`, `another Rubio adviser`).
_DETERMINERS = frozenset(
    "a an one another the some several two three four five many other this that these those each every no any".split()
)
# Lowercase words after a name that show it is a sentence's subject, not a noun's modifier (`Pell has`,
# `Pell, who`, `Pell also`).
_FUNCTION_WORDS = frozenset(
    """is was has had have will would could can may might should must did does do also who which and or but
    then later again still never not now just only himself herself itself to in on at of for with from by as
    if when while though because after before""".split()
)
_WORD = re.compile(r"[\w’'\-]+")
# How many words back from a name a determiner may stand in its own phrase (`the printed Cruz slate card`).
_PHRASE_WORDS = 4

# What follows a name.
AFTER_PUNCTUATION = 0  # `Pell,`, `Pell.`, the end of the text
AFTER_SPEECH_VERB = 1  # `Pell said`
AFTER_FUNCTION_WORD = 2  # `Pell has`, `Pell, who`
AFTER_LOWERCASE_WORD = 3  # `Trump confidant`, `Trump supporters` (or a verb: `Pell voted`)
AFTER_CAPITALISED_WORD = 4  # `Trump Tower`


def determiner_before(text: str, start: int) -> bool:
    """A determiner opens the phrase the name stands in: `one Trump confidant`, `a 2008 Clinton veteran`
    (lowercase words and numbers only between them; punctuation or a capitalised word ends the phrase)."""
    words = text[max(0, start - 60) : start].split()
    for word in reversed(words[-_PHRASE_WORDS:]):
        if not word.isalnum() or word[:1].isupper():
            return False
        if word in _DETERMINERS:
            return True
    return False


def word_after(text: str, end: int) -> int:
    """What follows the name: punctuation, a speech verb, a function word, another lowercase word, or a
    capitalised word (one of the AFTER_ codes)."""
    following = text[end : end + 40]
    found = _WORD.match(following.lstrip(" "))
    if found is None:
        return AFTER_PUNCTUATION
    word = found.group()
    if word[:1].isupper():
        return AFTER_CAPITALISED_WORD
    if word in VERB_WORDS:
        return AFTER_SPEECH_VERB
    if word in _FUNCTION_WORDS:
        return AFTER_FUNCTION_WORD
    return AFTER_LOWERCASE_WORD


def same_gender_rank(name: str, nearer_first: list[str], gender_of) -> int:
    """How many people of the name's own gender stand nearer the quotation than it does: 0 for the nearest
    man (or woman), -1 when its gender is unknown."""
    gender = gender_of(name)
    if not gender or name not in nearer_first:
        return -1
    nearer = nearer_first[: nearer_first.index(name)]
    return sum(1 for other in nearer if gender_of(other) == gender)


_LOWERCASE_WORD = re.compile(r"(?<![\w’'\-])[a-z][a-z’'\-]*")


def lowercase_words(texts) -> frozenset[str]:
    """The words a document writes in lowercase: the common words it uses as words, not as names."""
    return frozenset(word for text in texts for word in _LOWERCASE_WORD.findall(text))


def common_words(name: str, lowercase: frozenset[str]) -> int:
    """How many capitalised words of a name the same document also writes in lowercase: `Sure It`, `Right
    Wing Watch` and `Global Response Staff` are words that opened a sentence or a title, not a person."""
    return sum(
        1 for word in name.split() if word[:1].isupper() and word.lower().rstrip(".") in lowercase
    )


# A capitalised word after a lowercase one or a quotation (`said Murphy`, `“...,” Murphy said`) is written
# where no sentence opens: a name the writer capitalises for itself, not a common word that only opened a
# sentence (`Sure, he ...`, `Hours later, ...`, `Based on ...`).
_MID_SENTENCE = re.compile(rf"(?:(?<![\w’'\-])[a-z][a-z’'\-]*,?|{MASK}) ([A-Z][\w’'\-]*)")


def mid_sentence_words(texts) -> frozenset[str]:
    """The capitalised words a document writes after a lowercase word: names, whatever opens sentences."""
    return frozenset(word for text in texts for word in _MID_SENTENCE.findall(text))


def written_mid_sentence(name: str, words: frozenset[str]) -> bool:
    """Whether the document writes the name's last word where no sentence opens (`said Murphy`)."""
    return bool(name.split()) and name.split()[-1] in words


def addressed_in(quoted: str, name: str) -> bool:
    """`“That’s a big shot, Tatenda,” he chirped`: one the quotation speaks to by name (a first name or
    surname set off by a comma) is not its speaker."""
    words = name.split()
    addressed = _addressed(quoted)
    if any(word in addressed for word in {words[0], words[-1]} if len(word) > 2):
        return True
    # `“Oh, thanks Reg.”` to Reggie Jackson: a first name's short form, thanked or greeted.
    return any(len(word) > 2 and words[0].startswith(word) for word in _greeted(quoted))


@lru_cache(maxsize=1024)
def _addressed(quoted: str) -> frozenset[str]:
    """The capitalised words a quotation sets off by a comma as someone spoken to (read once per quotation,
    whatever the number of candidates)."""
    return frozenset(_VOCATIVE.findall(quoted))


@lru_cache(maxsize=1024)
def _greeted(quoted: str) -> frozenset[str]:
    return frozenset(_GREETED.findall(quoted))


_GREETED = re.compile(
    r"\b(?:[Tt]hanks|[Tt]hank\s+you|[Hh]ey|[Hh]i|[Hh]ello|[Cc]ongratulations|[Cc]ongrats|[Ww]ell\s+done|"
    r"[Gg]ood\s+(?:job|luck|morning|night))\s*,?\s+([A-Z][\w’'\-]+)(?=\s*(?:[,.!?]|$))"
)
_VOCATIVE = re.compile(r"(?:^|,\s+)(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?([A-Z][\w’'\-]+)(?=\s*(?:[,.!?]|$))")


def opens_a_title(text: str, start: int) -> bool:
    """`on MSNBC’s “Morning Joe`, `The “Mr. India” star`, `“Orange is the New Black” star Selenis Leyva`: a
    name in marks the writer uses for a work's name (quotations are masked before names are read), not a
    person; not after a stray mark opening the text (`“Trump tried to laugh it off by interjecting, “Only`)."""
    opening = _TITLE_OPENING.search(text, max(0, start - 12), start)
    if opening and text[: opening.start()].strip():
        return True
    before = text.rfind("“", max(0, start - 60), start)
    if before < 0 or "”" in text[before:start]:
        return False
    after = _CURLY_MARK.search(text, start, start + 60)
    return bool(after) and after.group() == "”"


_CURLY_MARK = re.compile(r"[“”]")
_TITLE_OPENING = re.compile(r"[“\"]\s*(?:[A-Z][a-z]{0,3}\.\s+)?$")


_LOWER_CASE_TITLE = re.compile(r"\b([a-z]+)\s+$")


def title_in_lower_case(text: str, start: int) -> str | None:
    """`said mayor Bartlett`, `councilor Henderson`: an office written in lower case right before a surname.
    Not any title (`the presumptive Republican nominee`, `a former GOP aide`), nor before a party or a place."""
    found = _LOWER_CASE_TITLE.search(text, max(0, start - 20), start)
    if not found or not (found.group(1) in ROLES or found.group(1) in _COUNCILLORS):
        return None
    word = _WORD.match(text, start)
    if word and word.group().lower() in _NO_SURNAMES:
        return None
    return found.group(1)


_COUNCILLORS = frozenset({"councillor", "councilor"})
_NO_SURNAMES = DESCRIPTOR_WORDS | ORGANISATION_WORDS | COUNTRIES | US_STATES | STATES_ABROAD


def object_of(before: list[str], after: str) -> bool:
    """`trashed Comey on MSNBC`: a past tense before a name makes it the object (`retired Gen. Allen`
    describes him), unless an infinitive follows whose subject it is (`prompted Rubio to call`). So does a
    role's participle (`counsel assisting the ICAC`, `a lawyer representing Acme`)."""
    last = before[-1] if before else ""
    if last in _ROLE_PARTICIPLES or (
        last == "the" and before[-2:-1] and before[-2] in _ROLE_PARTICIPLES
    ):
        return True
    if last in ("both", "either", "neither"):  # `interviewed both Smith and Shandro`
        last = before[-2] if len(before) > 1 else ""
    return (
        last.endswith("ed")
        and last.isalpha()  # `the court-released Trump University playbook`: a hyphened adjective
        and last.islower()
        and last not in _ED_ADJECTIVES
        and not after.lstrip().startswith("to ")
    )


_ED_ADJECTIVES = frozenset(
    """retired indicted convicted accused alleged embattled disgraced celebrated famed renowned noted talented
    beloved acclaimed elected appointed detained jailed imprisoned exiled deposed ousted
    assassinated murdered wounded injured killed departed deceased seasoned revered
    respected admired storied decorated unnamed named bearded masked armed unarmed""".split()
)
# What a lawyer, an adviser or an investigator does to the one named after them (not `leading`, `acting`,
# `visiting`: adjectives as often as participles).
_ROLE_PARTICIPLES = frozenset(
    "representing assisting advising defending prosecuting investigating suing".split()
)
