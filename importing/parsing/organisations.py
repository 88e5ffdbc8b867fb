"""Organisations that speak (`Reuters reported`, `the Association of Flight Attendants said`, a state: `Japan
said`): their names, told apart from people's and from the groups and places a subject can also be."""

from __future__ import annotations

import re
from functools import lru_cache

from importing.parsing.name_words import (
    CLUB_ENDS,
    DESCRIPTOR_WORDS,
    NON_NAME_WORDS,
    ORGANISATION_WORDS,
    POSTS,
    TITLES,
)
from importing.parsing.places import CAPITALS, COUNTRIES
from importing.parsing.sentences import is_abbreviation, without_full_stop

# Organisation words that name places, buildings or the people of a party rather than a body that speaks:
# `Chicago Street`, `Union Station` and `Republicans` are no organisation by those words alone.
_PLACES_AND_GROUPS = DESCRIPTOR_WORDS | set(
    """states america state city county street avenue square park river island district province hall bridge
    tower plaza building station airport stadium theatre theater cinema arena monument memorial capitol party's
    republic kingdom""".split()
)
_BODIES = frozenset(ORGANISATION_WORDS - _PLACES_AND_GROUPS)
# Capitalised words joined by these inside one name: `Association of Flight Attendants`, `Fish and Wildlife Service`.
_RUN = re.compile(r"[A-Z][\w&’'.-]*(?:\s+(?:(?:of|for|on|and|&)\s+(?:the\s+)?)?[A-Z][\w&’'.-]*)*")
# `PolitiFact`, `BuzzFeed`: a capital inside a word, where a surname has none after Mc, Mac, O', De, Di, La, Le, Van.
_BRAND = re.compile(r"(?!(?:Mc|Mac|O['’]|De|Di|Da|Du|La|Le|Van|Von)[A-Z])[A-Z][a-z]+[A-Z][A-Za-z]*")
_ACRONYM = re.compile(r"[A-Z][A-Z&]{1,5}")
# `the MP said`, `the CEO said`: a post written in capitals is no body.
# A chief justice's and India's police ranks too (`the IHC CJ remarked`, `the DGP said`).
_CAPITAL_POSTS = frozenset(
    "ceo cfo coo cto cio cmo md gm vp evp svp cm dcm pm dg cj cji dgp igp ssp dsp dcp acp sho".split()
)
# `Bonnie Bourdeau, BSN, RN`: a nurse's or a doctor's letters after the name.
_CREDENTIALS = frozenset("rn bsn msn dnp aprn lpn cna dds dmd mph facs cpa".split())
_SHOUTED_WORDS = {
    "he",
    "him",
    "she",
    "her",
    "they",
    "them",
    "it",
    "we",
    "us",
    "you",
    "me",
    "our",
    "his",
    "its",
}
_NOT_BODIES = frozenset(DESCRIPTOR_WORDS | _SHOUTED_WORDS | POSTS | _CAPITAL_POSTS | _CREDENTIALS)


@lru_cache(maxsize=4096)
def organisation_name(phrase: str, name: str) -> str:
    """The whole name of the organisation `name` stands for in `phrase`, or "" when it names none.

    `Association` in `the Association of Flight Attendants` -> "Association of Flight Attendants";
    `News` in `BBC News` -> "BBC News"; `Even China` -> ""; `Republicans` -> "" (a group, not a body).
    """
    words = _run_around(phrase, name).split() or name.split()
    while (
        len(words) > 1
        and (words[0].lower() in NON_NAME_WORDS or words[0].lower() in TITLES)
        and not _names_body_word(words)
    ):
        words.pop(0)
    # `ChatGPT-maker Open AI`, `TikTok-owner ByteDance`: what the body makes or owns describes it.
    if len(words) > 1 and _MAKER.fullmatch(words[0]):
        words.pop(0)
    # `reported Reuters.`: the sentence's full stop is not the name's (`Acme Inc.` keeps its own).
    whole = re.sub(r"['’]s?$", "", without_full_stop(" ".join(words)))
    # A headline's capitals (`CONGRESS HAS INVESTIGATED HIM`, `OLYMPIC TEAM REFUSES TO STAY ... The`).
    shouted = len(words) > 1 and (
        whole.isupper() or sum(len(word) > 1 and word.isupper() for word in words) >= 3
    )
    if _PEOPLE_AFTER.match(phrase, phrase.find(name) + len(name)):
        return ""  # `UK campaigners have urged`: people of a place or a body, not its voice
    if (
        not _names_a_body(whole)
        and name.lower() not in DESCRIPTOR_WORDS  # `Australian broadcaster ABC`: the outlet is ABC
        and _OUTLET_AFTER.match(phrase, phrase.find(name) + len(name))
    ):
        return name  # `Egypt’s state-owned Al-Akhbar daily`: the noun after it says what it is
    return whole if _names_a_body(whole) and not shouted else ""


_MAKER = re.compile(r"\S+-(?:maker|makers|owner|owners|parent|operator|giant)", re.IGNORECASE)
# People a name only describes (`UK campaigners`, `NHS workers`, `Chelsea fans`), where its officials speak for it.
_PEOPLE_AFTER = re.compile(
    r"\s+(?:campaigners|activists|residents|fans|supporters|critics|protesters|voters|parents|students|"
    r"experts|researchers|scientists|shoppers|customers|families|victims|users|workers|staff|members)\b"
)
# What a newspaper, an agency or a broadcaster is called after its name.
_OUTLET_AFTER = re.compile(
    r"\s+(?:daily|newspaper|paper|tabloid|weekly|news\s+agency|agency|broadcaster|channel|"
    r"television|radio|website|news\s+site|magazine)\b"
)


def _names_body_word(words: list[str]) -> bool:
    """`Justice Department`: a title before the one word naming a body is part of the body's name."""
    return len(words) == 2 and words[0].lower() in TITLES and words[1].lower() in _BODIES


def _run_around(phrase: str, name: str) -> str:
    at = phrase.find(name)
    if at < 0:
        return ""
    for run in _RUN.finditer(phrase):
        if run.start() <= at < run.end():
            return _CONNECTED_DATE.sub("", _within_its_sentence(run.group(), at - run.start()))
    return ""


def _within_its_sentence(run: str, at: int) -> str:
    """`Senate Armed Services Committee. He later added`: a run of capitals stops at its sentence's full stop
    (not at an abbreviation's: `U.S. Department of Justice`)."""
    start = 0
    for stop in re.finditer(r"\.\s+", run):
        if is_abbreviation(run, stop.start() + 1):
            continue
        if stop.start() >= at:
            return run[start : stop.start() + 1]
        start = stop.end()
    return run[start:]


# `the Security Council on Friday`: a day or month after a connector is when, not part of the name.
_CONNECTED_DATE = re.compile(
    r"\s+(?:of|for|on|and|&)\s+(?:the\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|"
    r"March|April|May|June|July|August|September|October|November|December)\b.*$"
)


def _names_a_body(whole: str) -> bool:
    words = whole.split()
    if whole.lower() in COUNTRIES or whole.lower() in CAPITALS:
        return True
    if words[-1].lower() in _PLACES_AND_GROUPS - DESCRIPTOR_WORDS:
        return False  # `Union Station`, `Carnegie Hall`: a place, whatever the words before it
    if any(word.lower().strip(".,’'") in _BODIES for word in words):
        return True
    if any("&" in word for word in words):
        return True  # `S&P Global Ratings`, `AT&T`: no person's name holds an ampersand
    if len(words) > 1 and words[-1].lower() in CLUB_ENDS:
        return True  # `Leeds United`, `Citizens United`
    if len(words) != 1:
        return False
    word = words[0]
    acronym = _ACRONYM.fullmatch(word) and word.lower() not in _NOT_BODIES
    return bool(_BRAND.fullmatch(word) or acronym)


def beside_person(body: str, person: str) -> str:
    """The body in a run of capitals that also holds a person the text names: `Megyn Kelly of Fox News` and
    `Fox News’ Megyn Kelly` are Fox News, the person a candidate of their own; `House Speaker Paul D. Ryan of
    Wisconsin` is no body at all. A body named after someone (`Eric Trump Foundation`) stays whole."""
    lead = body[: body.find(person)].split()
    if lead and lead[-1].lower() in CONNECTORS:
        return body  # `Citizens for Tax Justice`, `Science and Technology Directorate`: words of the body's name
    name = re.escape(person)
    after = re.match(
        rf"(?:.*?\s)?{name}(?:\s+(?:of|for|on|at|and|&)\s+(?:the\s+)?|['’]s?\s+)(.+)$", body
    )
    before = re.match(rf"(.+?)['’]s?\s+{name}$", body)
    if after or before:
        rest = (after or before).group(1)
        if len(rest.split()) == 1 and rest.lower() in _BODIES:
            return body  # `Bill Clinton's Foundation`: the one word alone names no body
        return rest if _names_a_body(rest) else ""
    # `Ranking Democrat Dianne Feinstein`: the words before a name are the person's title, no body.
    return "" if body.endswith(" " + person) else body


# The words that join a body's name (`Center for Global Development`, `Science and Technology Directorate`).
CONNECTORS = {"of", "for", "on", "and", "&", "the"}
