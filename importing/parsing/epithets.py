"""What a sports or arts story calls the person it is about (`the Lakers guard`, `the 31-year-old`, `the
actress`, `the Forest boss`): a definite description of the latest person written about, where no one holds it as
a role."""

from __future__ import annotations

import re

from importing.parsing.verbs import VERB_WORDS

_POSTS = (
    r"guard|forward|centre|center|striker|winger|midfielder|defender|goalkeeper|keeper|quarterback|pitcher|"
    r"catcher|shortstop|batsman|bowler|all-rounder|opener|captain|skipper|prop|hooker|fly-half|scrum-half|"
    r"full-?back|driver|rider|jockey|boxer|golfer|sprinter|swimmer|cyclist|player|star|singer|rapper|actor|"
    r"actress|musician|comedian|songwriter|head\s+coach|coach|manager|boss|winner|champion|"
    r"(?:record|title)\s+holder|(?:sporting|technical)\s+director|politician"
)
# Up to three words before the post: a team's name (`the Lakers guard`, `the Wigan captain`), a number
# (`the 25-year-old`, `the nine-time champion's`) or a few adjectives (`the exhausted skipper`); not one that
# means someone else (`the other player`, `the opposing coach`).
_EPITHET = re.compile(
    r"[Tt]he\s+(?:(?:[A-Z][\w’'.-]*|[\w-]*\d[\w-]*|[a-z]+-[a-z]+|(?!other\b|opposing\b|rival\b)[a-z]+)\s+){0,3}"
    rf"(?P<post>{_POSTS}|[\w-]+-year-old(?:\s+(?P<noun>[a-z]+))?)"
)
# `The Russian said:`, `the Irishman`: what a sports story calls its player, and a profile its subject.
_DEMONYMS = (
    "Russian Ukrainian American Canadian Mexican Brazilian Argentine Argentinian Colombian Chilean Peruvian "
    "Venezuelan Cuban Jamaican German Italian Spaniard Swede Norwegian Dane Finn Pole Czech Hungarian Romanian "
    "Bulgarian Serbian Serb Croatian Croat Slovenian Greek Turk Austrian Belgian Australian Kiwi Indian Pakistani "
    "Bangladeshi Afghan Iranian Iraqi Israeli Palestinian Egyptian Moroccan Algerian Tunisian Nigerian Ghanaian "
    "Kenyan Ethiopian Ugandan Zimbabwean Zambian Cameroonian Ivorian Korean Filipino Indonesian Malaysian Thai "
    "Armenian Kazakh Uzbek Saudi Emirati Qatari Jordanian Syrian Yemeni"
).split()
_NATIONAL = re.compile(
    r"[Tt]he\s+(?:(?:[a-z]+|[\w-]*\d[\w-]*)\s+){0,2}"
    rf"(?:{'|'.join(_DEMONYMS)}|(?:Irish|French|English|Dutch|Welsh|Scots)(?P<sex>man|woman))"
)
# `the 55-year-old businessman`, `the 31-year-old mother`: the noun after an age may say whether a man or a woman.
_WOMEN = re.compile(
    r"(?:wo|sales|business|chair)?woman|mother|grandmother|wife|widow|daughter|girl"
)
_MEN = re.compile(r"(?:sales|business|chair)?man|father|grandfather|husband|widower|son|boy")


def epithet_gender(description: str) -> str | None:
    """None when the description is no such epithet; else the gender it gives (`f` for `the actress`), or ""."""
    found = _EPITHET.fullmatch(description.strip().rstrip(",."))
    if found is None:
        national = _NATIONAL.fullmatch(description.strip().rstrip(",."))
        sex = national.group("sex") if national else None
        return None if national is None else {"man": "m", "woman": "f"}.get(sex or "", "")
    noun = found.group("noun") or ""
    if noun in VERB_WORDS:
        return None  # `the 40-year-old said`: no noun, but the description ran on
    if found.group("post") == "actress" or _WOMEN.fullmatch(noun):
        return "f"
    return "m" if _MEN.fullmatch(noun) else ""
