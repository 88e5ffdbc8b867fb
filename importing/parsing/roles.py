"""Offices and jobs: the role a title gives a person (`Sen. Ana Pell`, `harbour manager Ray Dunne`, `Sandy
Alderson, the Mets’ general manager`), and the role a nominal speaker names (`the Vermont senator`), so that
"the senator said" can mean the senator last named, or the one person written about whom People gives that
role at the article's date."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from functools import lru_cache

# Title or role word -> (role, gender it implies).
ROLES = {
    "sen.": ("senator", ""),
    "sen": ("senator", ""),
    "senator": ("senator", ""),
    "gov.": ("governor", ""),
    "gov": ("governor", ""),
    "governor": ("governor", ""),
    "rep.": ("representative", ""),
    "rep": ("representative", ""),
    "representative": ("representative", ""),
    "congressman": ("representative", "m"),
    "congresswoman": ("representative", "f"),
    "mayor": ("mayor", ""),
    "judge": ("judge", ""),
    "justice": ("judge", ""),
    "sheriff": ("sheriff", ""),
    "commissioner": ("commissioner", ""),
    "chancellor": ("chancellor", ""),
    "ambassador": ("ambassador", ""),
    "coach": ("coach", ""),
    "captain": ("captain", ""),  # a ship's or a team's: `Capt. Brett Crozier ... the captain said`
    "capt.": ("captain", ""),
    "capt": ("captain", ""),
    "general manager": ("general manager", ""),  # not a manager: `the manager said` is someone else
    "manager": ("manager", ""),
    "boss": ("manager", ""),  # `Scotland boss Gordon Strachan`, `the Saints boss`: a team's manager
    "minister": ("minister", ""),
    "prime minister": ("prime minister", ""),  # `the PM said`: not any minister
    "pm": ("prime minister", ""),
    "chief minister": ("chief minister", ""),  # an Indian state's head: `the CM said`
    "cm": ("chief minister", ""),
    # `IHC Chief Justice Aamer Farooq ... the IHC CJ remarked`
    "chief justice": ("chief justice", ""),
    "cj": ("chief justice", ""),
    "cji": ("chief justice", ""),
    "premier": ("premier", ""),
    "taoiseach": ("taoiseach", ""),  # Ireland's prime minister, and the Tánaiste its deputy
    "tánaiste": ("tánaiste", ""),
    "tanaiste": ("tánaiste", ""),
    "mp": ("mp", ""),  # `Congress MP Adhir Ranjan Chowdhury ... the Congress MP said`
    "mla": ("mla", ""),
    "councilman": ("councillor", "m"),
    "councilwoman": ("councillor", "f"),
    "spokesman": ("spokesperson", "m"),
    "spokeswoman": ("spokesperson", "f"),
    "spokesperson": ("spokesperson", ""),
    # `global CEO T.V. Narendran ... according to the CEO`
    "chief executive": ("chief executive", ""),
    "ceo": ("chief executive", ""),
    "president": ("president", ""),
    # `said Rijksmuseum director Taco Dibbits ... the Rijksmuseum director said`
    "director": ("director", ""),
    "vice president": ("vice president", ""),
    # A church's, a mosque's, a synagogue's: `Cardinal Malcolm Ranjith ... the cardinal said`.
    "pope": ("pope", "m"),
    "cardinal": ("cardinal", "m"),
    "archbishop": ("archbishop", ""),
    "bishop": ("bishop", ""),
    "rabbi": ("rabbi", ""),
    "imam": ("imam", ""),
    "pastor": ("pastor", ""),
}
# Words a nominal speaker may put before its role: `the Vermont senator`, `the former governor`, `the Republican mayor`.
_QUALIFIER = (
    r"(?:[A-Z][\w.’'-]*|former|then|current|longtime|veteran|embattled|junior|senior|state|city|county|freshman|"
    r"head|interim|acting)"
)
_ALTERNATIVES = "|".join(re.escape(word) for word in sorted(ROLES, key=len, reverse=True))
_NOMINAL = re.compile(rf"(?:the|The)\s+(?:{_QUALIFIER}\s+){{0,3}}?((?i:{_ALTERNATIVES}))")
# A lower-case role word right before a name: `harbour manager Ray Dunne`, `campaign spokeswoman Ana Pell`.
_ROLE_BEFORE = re.compile(rf"\b({_ALTERNATIVES})\s*$", re.IGNORECASE)
# An appositive right after a name: `, the Mets’ general manager,`, `, the manager of the 51s.`; without its
# article in wire and sport copy (`Simone Inzaghi, Lazio head coach, has reacted`, `Hua Chunying, Chinese
# Foreign Ministry Spokesperson said`), where a speech verb may close it.
_APPOSITIVE = re.compile(
    rf",\s+(?:(?:the|The)\s+)?((?:{_QUALIFIER}\s+){{0,3}}?)((?i:{_ALTERNATIVES}))"
    r"(?=\s*(?:[,.;:)—–]|$)|\s+(?:of|for|at|in)\s|\s+(?:said|says|told|added)\b)"
)
# A role someone no longer holds, or held then: never the holder on file at the article's date.
_PAST = re.compile(r"\b(?:former|ex|onetime|erstwhile|retired|then|late)\b", re.IGNORECASE)


# Offices: a capitalised run ending in one names a post, not its holder (`County Policing Commander`,
# `Defence Secretary`); one holder's name follows it, or is left unsaid.
OFFICE_WORDS = set(
    """commander inspector superintendent constable officer minister secretary spokesman spokeswoman
    spokesperson chairman chairwoman director correspondent editor commissioner councillor president
    governor executive ambassador analyst economist strategist adviser advisor mp mla msp mep td""".split()
)


def names_a_post(word: str) -> bool:
    """An office (`Commander`), its holders (`Ministers`) or a group written as a plural acronym (`MPs`)."""
    lowered = word.lower()
    return (
        lowered in OFFICE_WORDS
        or (lowered.endswith("s") and lowered[:-1] in OFFICE_WORDS)
        or bool(re.fullmatch(r"[A-Z]{2,}s", word))
    )


def role_of_title(word: str) -> tuple[str, str] | None:
    """(role, gender) for a title or role word, None for any other word."""
    return ROLES.get(word.lower())


def role_before(text: str) -> tuple[str, str] | None:
    """The role word that `text` ends with (the words just before a name), if any."""
    found = _ROLE_BEFORE.search(text[-40:])
    if found is None or _SECOND_TO.search(text[-40:], 0, found.start(1)):
        return None  # `Deputy Prime Minister Richard Marles` is not whom `the Prime Minister said` means
    return ROLES[found.group(1).lower()]


# Words that make a role another one: its deputy's, its shadow's, a past holder's.
_SECOND_TO = re.compile(
    r"\b(?:deputy|vice|assistant|associate|shadow|junior|under|former|ex)[\s-]+$", re.IGNORECASE
)


@lru_cache(maxsize=4096)
def nominal_role(phrase: str) -> tuple[str, str] | None:
    """(role, gender) when a nominal speaker is one person in a role (`the Vermont senator`), else None
    (`senators`, `a senator`, `the senator's aide`: a group, someone unnamed, or someone else)."""
    found = _NOMINAL.fullmatch(phrase.strip().rstrip(",."))  # `continued the Judge.`
    return ROLES[found.group(1).lower()] if found else None


def leading_role(sentence: str) -> str:
    """`The Saints boss was pleased with ...`: the description of one person in a role that opens a sentence,
    or ""."""
    words = sentence.split()[:5]
    for size in range(2, len(words) + 1):
        if words[size - 1][:1].islower() and nominal_role(" ".join(words[:size])):
            return " ".join(words[:size])
    return ""


def role_after(text: str) -> tuple[str, str] | None:
    """The role an appositive opening `text` (what follows a name) gives that person, if any; none for a
    past one (`, the former manager,`): that is not who "the manager said" means."""
    found = _APPOSITIVE.match(text)
    if found is None or _PAST.search(found.group(1)):
        return None
    return ROLES[found.group(2).lower()]


def is_past(phrase: str) -> bool:
    """`the former general manager`: a role its holder had before, not one held at the article's date."""
    return bool(_PAST.search(phrase))


def office(title: str) -> str | None:
    """The role a title recorded in People names (`General manager`, `Spokeswoman`), if the finder knows it."""
    role = ROLES.get(title.strip().lower())
    return role[0] if role else None


def holder_on_file(
    role: str, named: Iterable[str], offices: Mapping[str, Collection[str]]
) -> str | None:
    """The one person among those the text names to whom People gives `role` (`offices`: each person's roles
    at the text's date); None when no one or several do. A wrong speaker is worse than a missing one."""
    holders = [name for name in named if role in offices.get(name, ())]
    return holders[0] if len(holders) == 1 else None


def joins_posts(words: list[str], at: int) -> bool:
    """`President and CEO`, `chairman and chief executive`: the `and` at `at` joins two posts one person holds."""
    return (
        words[at].lower() == "and"
        and 0 < at < len(words) - 1
        and words[at - 1].lower() in _POSTS_JOINED
        and words[at + 1].lower() in _POSTS_JOINED
    )


_POSTS_JOINED = frozenset(
    """president chair chairman chairwoman ceo chief founder co-founder owner director publisher editor cfo coo
    executive managing general secretary treasurer""".split()
)
