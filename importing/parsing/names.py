"""Person names: finding mentions, telling people from organisations, matching known people."""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, replace

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import (
    CHAMBER_POSTS,
    CHAMBER_WORDS,
    DESCRIPTOR_WORDS,
    HONOURS,
    NON_NAME_WORDS,
    OFFICES,
    ORGANISATION_WORDS,
    POSTNOMINALS,
    POSTS,
    TITLES,
    a_month_as_a_first_name,
    an_adverb,
    initials_for_given_names,
)
from importing.parsing.person_names import is_person_name
from importing.parsing.places import is_place
from importing.parsing.mention_shape import title_in_lower_case
from importing.parsing.name_runs import (
    JOINED_INITIALS,
    PLURAL_TITLES,
    UPPER,
    a_day_after_a_title,
    is_a_title,
    runs,
)
from importing.parsing.portfolios import (
    PORTFOLIO_GOES_ON,
    holder_after_portfolio,
    opens_a_portfolio,
    is_title,
    portfolio_before,
)


_HAS_CAPITAL = re.compile(rf"[{UPPER}]")
_SUFFIXES = {"jr.", "jr", "sr.", "sr", "ii", "iii", "iv"}


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    name: str
    title_gender: str = ""
    possessive: bool = False
    titled: bool = False


def _a_post_in_the_plural(word: str) -> bool:
    lowered = word.lower()
    if lowered.endswith("ies"):
        lowered = lowered[:-3] + "y"  # `Secretaries`
    elif lowered.endswith("s"):
        lowered = lowered[:-1]  # `Ministers`
    else:
        return False
    return lowered in POSTS or lowered in TITLES


def _strip_possessive(token: str) -> tuple[str, bool]:
    for suffix in ("’s", "'s", "’", "'"):
        if token.endswith(suffix) and len(token) > len(suffix) + 1:
            return token[: -len(suffix)], True
    return token, False


@lru_cache(maxsize=8192)
def find_mentions(text: str) -> tuple[Mention, ...]:
    """Capitalised name-like runs with leading titles and sentence-initial words removed (cached: attribution
    asks about the same stretches of text several times)."""
    mentions: list[Mention] = []
    if not _HAS_CAPITAL.search(text):
        return ()
    for match in runs(text):
        tokens = match.group().split()
        offset = match.start()
        gender = ""
        cut = _leading_non_name_count(tokens) or (
            _opening_gerund(text, match.start(), tokens) if len(tokens) == 2 else 0
        )
        if cut and a_month_as_a_first_name(text, match.start(), tokens):
            cut -= 1  # `June Steenkamp said`: a woman's name, where `In June Trump said` is a month
        for token in tokens[:cut]:
            gender = TITLES.get(token.lower(), gender) or gender
            offset = text.index(token, offset) + len(token)
        tokens = tokens[cut:]
        if tokens:
            offset = text.index(tokens[0], offset)
        if not tokens:
            continue
        if (
            len(tokens) == 1
            and is_title(tokens[0])
            and text.startswith((" of ", " for ", " to "), match.end())
        ):
            continue  # `Secretary of State Jo Marsh`, `Ambassador to Bangladesh`: the office, not a person
        if (len(tokens) == 1 or (len(tokens) == 2 and is_place(tokens[0]))) and (
            re.fullmatch(r"[A-Z]\.?", tokens[0]) or opens_a_portfolio(text, match.end())
        ):
            # `U.` of `U.S.`, `Health` of `Health and Human Services Secretary Alex Azar` (`Punjab Information`
            # of `Punjab Information and Culture Minister`), a nickname's letter (`Coach K`): no one
            continue
        if cut and len(tokens) == 1 and _a_post_in_the_plural(tokens[0]) and not gender:
            # `Joint General Secretaries of the National Education Union`: posts, no one's name (`Judges praised
            # the work` stays the description it is); `Ms Batters` is hers
            continue
        if (
            len(tokens) == 1
            and tokens[0].lower().rstrip(".") in TITLES
            and _ARTICLE_BEFORE.search(text, max(0, offset - 5), offset)
        ):
            continue  # `the Judge also ordered`, `A Judge in Tullamore`: the office, not a person called Judge
        before = text[max(0, offset - 40) : offset]
        word = tokens[0].lower() if len(tokens) == 1 else ""
        if (
            word in _NATIONALITIES_TOO
            or (word in DESCRIPTOR_WORDS and _ENDS_PHRASE.match(text, match.end()))
        ) and _THE_BEFORE.search(before):
            # `The 11th-seeded Greek`, `said the American, ranked 42`: a nationality describing someone
            continue
        if (
            word in DESCRIPTOR_WORDS
            and word.endswith("s")
            and _GROUP_GOES_ON.match(text, match.end())
        ):
            continue  # `Doctors and aid workers in Gaza say`: people described, no one named
        if _PARTY_TAG.match(tokens[0]) and before.rstrip().endswith((",", "(")):
            continue  # `Greg VanWoerkom, R-Norton Shores said`, `(D-St. Louis)`: a party and a district
        if before.endswith((" of ", " of the ")) and _BODY_NAMED_OF.search(before):
            continue  # `the Royal College of Emergency Medicine`: the rest of a body's name
        if len(tokens) == 1 and tokens[0].isupper() and _CAPITALS_CLAUSE.match(text, match.end()):
            if A_BEFORE.search(text, max(0, offset - 4), offset):
                continue  # `A MAN who launched a “tirade ...”`, `A WOMAN has been jailed`: a tabloid's capitals
        portfolio = portfolio_before(text, match.start())
        if portfolio == "body":
            tokens = holder_after_portfolio(tokens) or tokens
            offset = text.index(tokens[0], offset)
        elif portfolio:
            holder = holder_after_portfolio(tokens)
            if not holder and PORTFOLIO_GOES_ON.match(text, match.end()):
                continue  # `Minister of Mineral Resources and Energy`: the portfolio's first part
            if not holder and portfolio == "joined":
                if len(tokens) < 3:
                    continue
                holder = _last_name_of(
                    tokens
                )  # `... and Energy Gwede Mantashe`: a first name not on file
            tokens = holder or (_last_name_of(tokens) if portfolio == "direct" else tokens)
            offset = text.index(tokens[0], offset)
        found = _split_possessives(text, offset, tokens, gender)
        if found and any(is_a_title(token) for token in match.group().split()[:cut]):
            found[0] = replace(found[0], titled=True)
        elif len(tokens) == 1 and found and (title := title_in_lower_case(text, match.start())):
            # `said mayor Bartlett`: a surname titled as `Mayor Bartlett` is, though in lower case
            found[0] = replace(
                found[0], titled=True, title_gender=found[0].title_gender or TITLES.get(title, "")
            )
        # `the Prime Minister`, `the NAHT’s Assistant General Secretary`: an office's last word, kept as a
        # surname would be (`Mr. King`), names no one; nor does an office's name (`the Garda Commissioner`).
        found = [mention for mention in found if not _an_office(mention.name)]
        words = found[-1].name.split() if found else ()
        if len(words) > 2 and words[-1].upper() in POSTNOMINALS:
            # `Gerald Butler QC`, `Jane Smith MP`: the mention still spans the letters, the name is without
            found[-1] = replace(found[-1], name=" ".join(words[:-1]))
        mentions.extend(found)
    return tuple(mentions)


def _last_name_of(tokens: list[str]) -> list[str]:
    """`Defense Ash Carter`, a first name this module does not know: a portfolio of one word and a holder's
    first name and surname (`Jr.` and the like go with the surname); fewer words stay as they are."""
    size = 3 if tokens[-1].lower() in _SUFFIXES else 2
    # Initials for the given names: `of India D Y Chandrachud`.
    initials = 0
    while size + initials <= len(tokens) and initials_for_given_names(
        tokens[-size - initials], tokens[-1]
    ):
        initials += 1
    if initials:
        return tokens[-size - initials + 1 :]
    while size < len(tokens) and re.fullmatch(r"[A-Z]\.", tokens[-size]):
        size += 1  # a middle initial: `Defense Robert M. Gates`
    return tokens[-size:] if len(tokens) > size else tokens


def _leading_non_name_count(tokens: list[str]) -> int:
    """How many leading tokens are titles, acronyms or descriptors (`Mets GM`, `Sen.`, `Republican`)."""
    # Malaysia's honours of two words (`Tan Sri Khalid Abu Bakar`); `Tan` alone is a surname.
    cut = 2 if len(tokens) > 2 and " ".join(tokens[:2]).lower() in HONOURS else 0
    # Where the last dropped token before the final word stands, so "any dropped later?" is one comparison.
    last_dropped = max((i for i, t in enumerate(tokens[:-1]) if _is_dropped(t)), default=-1)
    # The last word is always kept: titles double as surnames (Mr. King, Ms. Justice).
    for index, token in enumerate(tokens[:-1]):
        if index < cut:
            continue
        remaining = len(tokens) - index
        if index and a_day_after_a_title(tokens[index - 1], token):
            break
        if remaining == 2 and len(token) == 2 and initials_for_given_names(token, tokens[-1]):
            break  # `Chief Minister MK Stalin`
        if (
            remaining == 2
            and token.isalpha()
            and token.isupper()
            and tokens[-1].lower() in ORGANISATION_WORDS
        ):
            break  # `CBS News`, `BBC Radio`: the letters are the body's own, not what describes a person
        if (
            _is_dropped(token)
            or (remaining > 2 and token.lower().rstrip(".") in ORGANISATION_WORDS)
            # `the Spaniard Carlos Vega`; not `Australian Broadcasting Corporation` or `Swedish Academy`
            or (
                remaining > 2
                and token.lower() in DESCRIPTOR_WORDS
                and (
                    is_person_name(" ".join(tokens[index + 1 :]))
                    or _royal_before_a_person(tokens, index + 1)
                )
            )
            # `Prince Mohammed`, `Princess Anne`; not `Prince Edward Island`, `Prince George's County`
            or _royal_before_a_person(tokens, index)
        ):
            cut = index + 1
        elif remaining <= 2 or last_dropped <= index:
            break
    # `at the National Aquarium Reiss Jenkinson`, `the Berlin Zoo Heiner Kloes`: a body's name, then a person's.
    body = max((i for i, t in enumerate(tokens[:-2]) if t.lower() in _BODY_ENDS), default=-1)
    if body >= cut and (len(tokens) - body == 3 or gender_of_first_name(tokens[body + 1])):
        cut = body + 1
    return cut


def _royal_before_a_person(tokens: list[str], index: int) -> bool:
    """`Crown Prince Mohammed`, not `Prince Edward Island`; the rest is sliced only after the title (linear)."""
    index += tokens[index] == "Crown" and tokens[index + 1] in _ROYAL
    if tokens[index] not in _ROYAL or index + 1 >= len(tokens):
        return False
    rest = tokens[index + 1 :]
    return bool(gender_of_first_name(rest[0])) if len(rest) == 1 else is_person_name(" ".join(rest))


_ROYAL = ("Prince", "Princess")
_LOWER_AFTER_HYPHEN = re.compile(r"[A-Z][a-z]*-[a-z][a-z-]*")


# The last words of bodies' and awards' names, after which a person's name may follow in a run (`Man of the
# Match Tommy Makinson`).
_BODY_ENDS = frozenset(
    """zoo aquarium museum gallery library university college hospital council institute school academy
    foundation ministry department agency court club office match year season tournament series trophy award prize
    cup party union association commission committee company group bank corporation authority board service
    police federation league society trust alliance coalition network""".split()
)


def _opening_gerund(text: str, start: int, tokens: list[str]) -> int:
    """`Impeaching Yoon requires a two-thirds majority`: a gerund opening a sentence before a surname is no first
    name (1), unless a name ends so; a title in quotation marks (`“Morning Joe”`) opens none. Before a full name
    the words may be a portfolio's last (`Information and Broadcasting Ray Dunne`), read on their own."""
    word = tokens[0].lower()
    if len(word) < 7 or not word.endswith("ing") or word in _NAMES_ENDING_IN_ING:
        return 0
    before = text[
        max(0, start - 20) : start
    ].rstrip()  # a few characters: linear however long the text
    return 1 if not before or before[-1] in ".!?" else 0


# Names of people and places that end as a gerund does (`Sterling Brown`, `Channing Tatum`, `Reading FC`).
_NAMES_ENDING_IN_ING = frozenset(
    "sterling channing darling fleming manning browning harding keating golding redding fielding cushing "
    "dowling spalding hosking reading ealing woking epping barking kettering worthing dorking flushing "
    "beijing nanjing chongqing kunming".split()
)
# The initials of places and bodies; other pairs are a first name's (`J.R.`, `A.J.`, `T.J.`).
_PLACE_INITIALS = set("u.s. u.k. u.n. e.u. d.c. l.a. n.y. n.j. s.c. n.c. n.h.".split())


@lru_cache(maxsize=8192)
def _is_dropped(token: str) -> bool:
    if re.fullmatch(r"[A-Z]\.", token) or token.islower():
        return False  # a middle initial, or a particle (`Erik ten Hag`)
    if re.fullmatch(JOINED_INITIALS, token):
        return token.lower() in _PLACE_INITIALS  # `J.R. Smith`; not `U.S. Sen. Jo Marsh`
    word = token.lower()
    if re.fullmatch(r"i(?:['’](?:ve|m|d|ll))?", word):
        return True
    if "-" in word and all(part in TITLES or part == "co" for part in word.rstrip(".").split("-")):
        return True  # `Secretary-General`, `Vice-President`, `Co-founder`: a title written with a hyphen
    if _LOWER_AFTER_HYPHEN.fullmatch(token):
        return True  # `Co-star Angela Cartwright`, `Ex-wife`: a common word opening the sentence
    return (
        # `Lt.` as listed, or `Cmdr.` and `Det.`: a title's abbreviation written with its full stop
        word in TITLES
        or word.rstrip(".") in TITLES
        or word.rstrip(".") in PLURAL_TITLES  # `Sens. Ana Pell and Ray Dunne`
        or word.rstrip(".") in NON_NAME_WORDS
        # `Normally NASA insists`: an adverb opening the sentence; not `Daily` of `The Daily Beast`
        or (an_adverb(token, word) and word not in ORGANISATION_WORDS)
        # `GOP`, `NFL` describe; `S&P`, `AT&T` name a company, as part of the name.
        or (
            token.isupper()
            and len(token.rstrip(".")) > 1
            and word not in _SUFFIXES
            and "&" not in word
        )
    )


@lru_cache(maxsize=8192)
def _clean_token(token: str) -> str:
    """Drop a trailing full stop unless the token is an initial (`J.`) or a suffix (`Jr.`)."""
    return (
        token.rstrip(".")
        if not re.fullmatch(rf"[A-Z]\.|{JOINED_INITIALS}", token) and token.lower() not in _SUFFIXES
        else token
    )


def _split_possessives(text: str, offset: int, tokens: list[str], gender: str) -> list[Mention]:
    """`Nora Vance’s apartment` is a mention of Nora Vance; a possessive ends a name."""
    mentions: list[Mention] = []
    current: list[str] = []
    start = offset
    if len(tokens) == 1 and "'" not in tokens[0] and "’" not in tokens[0]:
        name = _clean_token(tokens[0])  # the common case: one plain word
        return (
            []
            if name.lower() in NON_NAME_WORDS
            else [Mention(offset, offset + len(tokens[0]), name, gender)]
        )
    for token in tokens:
        bare, possessive = _strip_possessive(token)
        current.append(_clean_token(bare))
        if possessive:
            end = text.index(token, start) + len(bare)
            mentions.append(Mention(start, end, " ".join(current), gender, True))
            current, start, gender = [], end + len(token) - len(bare), ""
            while start < len(text) and text[start].isspace():
                start += 1
    if current:
        end = start + len(" ".join(tokens[len(tokens) - len(current) :]))
        mentions.append(Mention(start, min(end, len(text)), " ".join(current), gender))
    return [m for m in mentions if m.name and m.name.lower() not in NON_NAME_WORDS]


_CONSTITUENCY_ENDS = frozenset(
    "central north south east west northeast northwest southeast southwest".split()
)


def _an_office(name: str) -> bool:
    *before, last = name.split()
    # `Congress MP`, `BJP MP` are posts; `Smith MP` keeps his seat.
    if before and last.upper() in POSTNOMINALS:
        # `the Dublin Central TD`, `the Tyneside North MP`: a constituency's, as a body's, is a post
        return any(word.isupper() or word.lower() in _BODY_WORDS for word in before) or (
            before[-1].lower() in _CONSTITUENCY_ENDS
        )
    if not before and last == "Office":
        return True  # what is left of `the Prime Minister’s Office` once the office before it is dropped
    office = last.lower() in OFFICES or (last in CHAMBER_POSTS and CHAMBER_WORDS.issuperset(before))
    return office and not (before and gender_of_first_name(before[0]))


_BODY_WORDS = ORGANISATION_WORDS | DESCRIPTOR_WORDS
_BODY_NAMED_OF = re.compile(
    r"\b(?:College|Institute|Society|Academy|School|Department|Ministry|University|Faculty|Association|"
    r"Federation|Council|Museum|Bureau|Commission|Chamber|League|Confederation|Division|Office|Centre|Center|"
    r"Board|Agency|Unit|Line)\s+of\s+(?:the\s+)?$"
)
_PARTY_TAG = re.compile(r"[DRI]-[A-Z]")
# What follows people in the plural that no name of theirs continues (`Doctors and aid workers`, `Residents
# of the town`, `Protesters said`).
_GROUP_GOES_ON = re.compile(r"\s+[a-z]+\b(?!\s+[A-Z])")
_ARTICLE_BEFORE = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s+$")
A_BEFORE = re.compile(r"\b[Aa]n?\s+$")
_ENDS_PHRASE = re.compile(r"\s*(?:[,.;:!?)]|$)")
_THE_BEFORE = re.compile(r"\b[Tt]he\s+(?:[a-z0-9][\w-]*\s+){0,3}$")
# The nationalities that are surnames too, so not among DESCRIPTOR_WORDS.
_NATIONALITIES_TOO = frozenset(
    "cuban english welsh irish dutch greek scot dane finn pole turk swiss".split()
)
_CAPITALS_CLAUSE = re.compile(r"\s+(?:who|whose|has|have|had|was|is|will)\b")


@lru_cache(maxsize=4096)
def surname(name: str) -> str:
    words = [w for w in name.split() if w.lower() not in _SUFFIXES]
    return words[-1] if words else name
