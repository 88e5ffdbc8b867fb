"""Whether capitalised words name a person (`Ana Pell`, `Park Chong-jun`), rather than a place (`Fort Myers`),
a body (`Harbour Transit Authority`), a post (`Labour MP`) or a thing (`Air India Flight 171`)."""

from __future__ import annotations

import re
from functools import lru_cache

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import (
    BEARINGS,
    CLUB_ENDS,
    COMPASS,
    DESCRIPTOR_WORDS,
    ORGANISATION_WORDS,
    PARTICLES,
    PEOPLES_OF_TWO_WORDS,
    POSTS,
    REGIONS,
    TITLES,
    a_surname_too,
    names_a_law,
)
from importing.parsing.places import COUNTRIES, US_STATES, is_place

_PLACE_OPENINGS = frozenset("old fort port mount lake upper lower".split())
# A party's members, described after a place (`Victorian Liberal`); none of these is a surname.
_PARTY_MEMBERS = frozenset(
    "liberal labor labour conservative democrat republican libertarian".split()
)
# Not `storm`, a first name too (`Storm Reid`).
_STORMS = frozenset("hurricane cyclone typhoon tropical superstorm supertyphoon".split())


@lru_cache(maxsize=8192)
def is_person_name(name: str) -> bool:
    words = name.split()
    # `Mohammed bin Abdulrahman bin Jassim Al Thani`: a lineage's particles make a name long, not another thing.
    # (Counted only up to eight words: a run of thousands of capitalised words stays one comparison.)
    if not 2 <= len(words) <= 8 or "&" in name:
        return False
    if len(words) > 4 + sum(word.lower() in PARTICLES for word in words):
        return False
    if is_place(name):
        return False  # `New Zealand`, `Sri Lanka`, `New Mexico`
    if all(word.lower() in COUNTRIES for word in words):
        return False  # `Australia Indonesia treaty`: two countries side by side
    if words[0].lower() in COMPASS or words[-1].lower() in REGIONS:
        return False  # `Western Europe`, `Middle East`, `West Africa`: a region
    if words[0].lower() in _PLACE_OPENINGS:
        return False  # `Old Trafford`, `Fort Myers`, `Mount Hood`: no one's first name
    if words[0].lower() in _STORMS:
        return False  # `Hurricane Ian`, `Cyclone Gabrielle`, `Tropical Storm Ana`: weather, named as people are
    if words[0].lower() in BEARINGS and (
        len(words) == 2 or " ".join(words[1:]).lower() in US_STATES
    ):
        return False  # `South Florida`, `East Texas`, `South Shields`: a place
    if names_a_law(name):
        return False  # `Foreign Agents Registration Act`: a law says nothing
    if words[-1].lower() in PEOPLES_OF_TWO_WORDS and not gender_of_first_name(words[0]):
        return False  # `Sri Lankan opposition parties`, `Puerto Rican voters`: a people
    if words[-1].lower() in _PARTY_MEMBERS and not gender_of_first_name(words[0]):
        return False  # `Victorian Liberal leader John Pesutto`: a party's member described
    # `Akbayan Party-list`: a body's word may open a hyphened one.
    body_word = any(w.lower().strip(".,’'").split("-")[0] in ORGANISATION_WORDS for w in words)
    if body_word and not a_surname_too(words):
        return False  # `Harbour Transit Authority`; not `Liam Fox`, `Park Chong-jun`
    if words[-1].lower() in CLUB_ENDS or any(w.lower() in _NUMBERED_THINGS for w in words[-2:]):
        return False  # `Air India Flight 171`, `Pacific Coast Highway`, `Leeds United`: though a name opens it
    # `JPMorgan Chase`: capitals run into a word open a company's name, not a person's.
    if re.match(r"[A-Z]{2,}[a-z]", words[0]):
        return False
    if words[-1].lower() in EVENTS_AND_WATERS:
        return False  # `Ashes Test`, `French Open`, `Taiwan Strait`: a contest or a sea named as people are
    # `Labour MP`, `Commons Leader`: a post, unless a first name opens it; `Catholic Bishop`: a title described.
    last, described = words[-1].lower(), any(w.lower() in DESCRIPTOR_WORDS for w in words[:-1])
    if (last in POSTS and not gender_of_first_name(name)) or (last in TITLES and described):
        return False
    return all(
        word[:1].isupper() or word.lower() in PARTICLES or word.lower().startswith(("al-", "el-"))
        for word in words
    )


# Things named or numbered as people are (`Air India Flight 171`), and a train's (`Chennai-bound Coromandel Express`,
# which a later `he said` had meant).
_NUMBERED_THINGS = frozenset(
    """flight flights route highway interstate freeway motorway terminal runway war prize award awards medal trophy
    express""".split()
)
# Last words of contests and of waters, which a name may open: never a person, and no body that speaks.
EVENTS_AND_WATERS = frozenset(
    """test open olympics olympiad games cup championship championships prix marathon tournament strait straits
    gulf canal peninsula ocean""".split()
)
