"""Asides: the clauses that stand between a speaker and their verb (`who ...`, `at a later briefing`, `Yesterday,`)."""

from __future__ import annotations

import re

from importing.parsing.name_words import POSTS, is_sentence_word
from importing.parsing.places import COUNTRIES, US_STATES
from importing.parsing.roles import nominal_role
from importing.parsing.sentences import SPAN_OF_TIME
from importing.parsing.verbs import find_verbs
from importing.parsing.subjects import (
    ADVERBIAL_OPENING,
    INDEFINITE,
    PREPOSITIONS,
    SubjectPhrase,
    subject_of,
)


def is_interjected_clause(clause: str, *, set_off: bool = False) -> bool:
    """Clauses between a subject and its verb: `who ...`, `at a later briefing`, `dedicating ...`; `set_off`: a
    comma follows the clause."""
    words = clause.split()
    if not words:
        return True
    first = words[0].lower()
    return (
        first in _ASIDE_OPENERS
        or (first in PREPOSITIONS and not ADVERBIAL_OPENING.match(clause))
        # `Speaking to reporters`, `thanking Secretary Pell`; not `Housing Minister Ray Dunne`, a post's name
        or (
            first.endswith("ing")
            and len(words) > 1
            and not (words[1].istitle() and words[1].lower() in POSTS)
            # `Ranking member Ana Pell, R-Tenn.,`, `Outgoing chairman Ray Dunne`: an adjective before a post
            and not (
                first in _ING_ADJECTIVES and (words[1].lower() in POSTS or words[1] in _ING_POSTS)
            )
        )
        # `Reportedly`, `Separately`; not `Emily Eavis has said` nor `Wally Backman, ...`
        or (first.endswith("ly") and len(words) > 1 and is_sentence_word(words[0]))
        # `Reached by POLITICO,`, `Asked about the levy,`: a past participle opening a clause set off by a comma
        or (
            set_off
            and (first.endswith("ed") or first in _IRREGULAR_PARTICIPLES)
            and len(words) > 1
            and words[1].lower() in _AFTER_PARTICIPLE
        )
        # `just as Clinton did in 2008,`: an adverb before the word that opens the aside.
        or (first in _LEADING_ADVERBS and len(words) > 1 and words[1].lower() in _ASIDE_OPENERS)
        or (set_off and first in _SET_OFF_OPENERS)
        # `Now, McGregor has released a statement`: an adverb alone, set off (not `McConnell, now the leader,`).
        or (set_off and len(words) == 1 and first in _SENTENCE_ADVERBS)
        # `Yesterday, the minister said`: a day opening the sentence is when, never who.
        or (first in _DAYS and (set_off or len(words) == 1))
        # `A few weeks later, Carlos Gomez noticed`: so is a span of time.
        or (set_off and bool(_SPAN_OF_TIME.fullmatch(clause.strip())))
    )


_SPAN_OF_TIME = re.compile(
    rf"{SPAN_OF_TIME}\s+(?:later|earlier|ago|on|after|afterwards)", re.IGNORECASE
)


def without_asides(clauses: list[str]) -> list[str]:
    """The clauses set off by commas that are not asides (`, just as Clinton did in 2008, Rendell added`)."""
    return [clause for clause in clauses if not is_interjected_clause(clause, set_off=True)]


def led_clause_subject(clause: str) -> SubjectPhrase | None:
    """`X holds $2 billion, and the report says`, `..., when many commentators called him`, `..., which an FBI
    investigation said was`: the verb's own clause, led by a conjunction or a relative object, has a subject of
    its own; not a passive's (`When Trump was questioned`: the one asked is not the one speaking)."""
    if _PASSIVE.search(clause):
        return None
    # `“What is your height?” Ramosepele asked to which Ngcatshe said: “`: no comma before the relative object.
    led = _LED_CLAUSE.match(clause) or _PREPOSED_WHICH.search(clause)
    if led:
        return subject_of(clause[led.end() :])
    # `England players hold a huddle ... but Stokes this week described it as “`: no comma before the
    # contrast, but its clause is the verb's all the same.
    contrast = list(_CONTRAST.finditer(clause))
    found = subject_of(clause[contrast[-1].end() :]) if contrast else None
    # `... because one of the councillors claimed he “`: someone the clause describes, not the sentence's opener.
    someone = found is not None and found.kind == "nominal" and INDEFINITE.match(found.text)
    return found if found is not None and (found.kind in ("name", "pronoun") or someone) else None


_LED_CLAUSE = re.compile(
    r"\s*(?:(?:just|even)\s+)?(?:and|but|when|while|as|after|before|because|although|though|since|whereas|"
    # `..., to which O'Malley interjected: “`: a relative object after its preposition leads the clause too.
    r"(?:(?:to|of|in|with|for|at|by|from|on)\s+)?(?:which|whom))\s",
    re.IGNORECASE,
)
_PREPOSED_WHICH = re.compile(r"\s(?:to|after|upon|in)\s+which\s")
_CONTRAST = re.compile(r"\s(?:but|while|whereas|although|though|because)\s")
_PASSIVE = re.compile(r"\b(?:was|were|is|are|been|being)\s*$")


def ends_a_place(clause: str) -> bool:
    """`Iowa` in `At an event in Ames, Iowa, on Sunday, Mrs. Clinton said`: a state set off after its town
    is the end of the place before it, not a clause of its own."""
    return " ".join(clause.split()).lower() in US_STATES


_ING_ADJECTIVES = frozenset(
    "ranking acting outgoing incoming presiding visiting managing founding sitting reigning defending "
    "retiring serving governing ruling commanding supervising consulting contributing attending".split()
)
_ING_POSTS = frozenset("member members champion judge officer partner editor physician".split())
_DAYS = {"today", "yesterday", "tonight", "tomorrow"}
# What follows a past participle opening a sentence (`Reached by`, `Asked whether`), not a past tense
# continuing one (`clashed with Mr. Zuckerberg`).
# `..., known as SpaceX,`, `..., seen as a moderate,`: what the aside calls its subject.
_AFTER_PARTICIPLE = {"by", "about", "whether", "if", "why", "how", "what", "for", "to", "as"}
# `The message, sent to Cheryl Mills and forwarded to Clinton, called it`.
_IRREGULAR_PARTICIPLES = {
    "sent",
    "written",
    "given",
    "shown",
    "made",
    "taken",
    "seen",
    "held",
    "told",
    "brought",
    "known",
}
_LEADING_ADVERBS = {"just", "even", "only", "much", "right", "shortly", "long", "soon"}


_ASIDE_OPENERS = {
    "who",
    "which",
    "whose",
    "and",
    "but",
    "however",
    "though",
    "although",
    "as",
    "when",
    "while",
    "if",
    "after",
    "before",
    "because",
    "since",
    "once",
    "until",
    "unless",
    "whether",
    "following",
    "amid",
    "despite",
}
# Openers of time and place, asides only when a comma sets them off (`Ahead of his team's opener, Reyes was
# calm`, `Earlier, Pell ...`); without one the clause is the sentence (`Later Tom Pell left the stage`).
_SET_OFF_OPENERS = {
    "ahead",
    "earlier",
    "later",
    "last",
    "throughout",
    "across",
    "among",
    "between",
    "behind",
    "beyond",
    "around",
    "through",
    "toward",
    "towards",
    "within",
    "without",
    "upon",
    "outside",
    "inside",
}

_SENTENCE_ADVERBS = frozenset(
    "now meanwhile still then instead also yet again nevertheless nonetheless otherwise indeed moreover "
    "furthermore besides overall afterwards afterward elsewhere so thus hence anyway regardless finally".split()
)


def without_towns(parts: list[str]) -> list[str]:
    """Comma-separated parts without those that only name a town (see `is_town_after`)."""
    return [
        part
        for n, part in enumerate(parts)
        if not (0 < n < len(parts) - 1 and is_town_after(parts[n - 1], part))
    ]


def is_town_after(previous: str, clause: str) -> bool:
    """`Homeowners in Florence Close, Kempsey, said`: one capitalised word set off after a place (`in Florence
    Close`) is the town it lies in, not who spoke. Not after `of` (`The leader of the Anti-Defamation League,
    Jonathan Greenblatt, warned`); the caller checks it is set off on both sides (`in Iowa, Sanders said`)."""
    return bool(_IN_A_PLACE.search(previous) and _TOWN.fullmatch(clause))


_IN_A_PLACE = re.compile(
    r"\b(?:in|at|near|from)\s+(?:the\s+)?[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)*\s*$"
)
_TOWN = re.compile(r"\s*[A-Z][a-z’'-]+\s*")


def holder_set_after(found: SubjectPhrase | None, rest: list[str]) -> SubjectPhrase | None:
    """`His team principal, Christian Horner could only praise ...`, `The secretary general of the Italian
    Presidency, Ugo Zampetti, has indicated ...`: a post opening the sentence (of a body, perhaps), its holder's
    name set after it, is that person."""
    words = len(found.text.split()) if found is not None else 0
    if (
        found is None
        or found.kind != "nominal"
        or not rest
        or words > _POST_WORDS[" of " in found.text]
    ):
        return None
    holder = rest[0].strip()
    named = subject_of(holder)
    return (
        named
        if named is not None and named.kind == "name" and holder.startswith(named.text)
        else None
    )


# How long a post may run before its holder's name: longer with the body it is of.
_POST_WORDS = {False: 4, True: 8}


def opening_clause_subject(before: str) -> SubjectPhrase | None:
    """The subject of a clause a conjunction opens the sentence with (`Although Ana Pell welcomed ...,`, `When Mark
    Zuckerberg created Facebook ..., it was, in his own words, “`), a name or one person's post, when the main
    clause follows it."""
    led = _OPENING_CLAUSE.match(before)
    if led is None or "," not in before[led.end() :]:
        return None
    clause = before[led.end() :].split(",")[0]
    found = subject_of(clause)
    if found is not None and found.kind == "name":
        return found
    words = clause.split()
    for size in range(2, min(len(words), 5)):
        if words[size][:1].islower() and nominal_role(" ".join(words[:size])):
            return SubjectPhrase("nominal", " ".join(words[:size]))  # `the Taoiseach welcomed`
    return None


_OPENING_CLAUSE = re.compile(
    r"\s*(?:Although|Though|Even\s+though|While|Whereas|After|Once|When|Before)\s+"
)


def runs_on_after(after: str, before: str = "") -> bool:
    """Whether the sentence goes on after a fragment in quotation marks: in lower case, or into a clause of someone
    else's after `but` or `while` (`Reeves said it would deliver “an NHS fit for the future”, but Sir Mel Stride
    said`): the fragment is the cue's before it. Not a cue closing the sentence (`... which began “very early this
    morning,” the governor said.`): that cue is its own, where none stands just before it (`Feinstein said “...,”
    she said` is one cue said twice)."""
    closing = _CLOSING_CUE.match(after) and not find_verbs(before[-40:])
    lowered = after.lstrip()[:1].islower() and not closing
    return lowered or bool(_CONTRAST_AFTER.match(after))


_CONTRAST_AFTER = re.compile(r"\s*,\s*(?:but|while|whereas)\s")
_CLOSING_CUE = re.compile(
    r"\s*,?\s*(?:the\s+(?:[\w-]+\s+){0,3}?[a-z-]+|he|she)\s+(?:said|says|added|explained|noted|recalled|wrote)"
    r"(?:\s+(?:on|in|at)\s+[^,;:“”\"]{0,30})?\s*[.!?]?\s*$"
)


def joined_places(head: str) -> str:
    """`in Yokohama, Japan has described`: a country or state after its town ends the place; its comma opens no
    clause of its own, whose subject the country would seem to be."""
    return _TOWN_COMMA.sub(_joined, head) if ", " in head else head


def _joined(match: re.Match) -> str:
    country = match.group(2).lower()
    return (
        f"{match.group(1)} {match.group(2)}"
        if country in COUNTRIES or country in US_STATES
        else match.group(0)
    )


_TOWN_COMMA = re.compile(
    r"(\b(?:in|at|near|from)\s+[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,2}),\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=[\s,.]|$)"
)
