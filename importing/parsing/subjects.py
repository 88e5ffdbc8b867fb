"""Attribution subjects: what the words in a speech verb's subject slot are (a name, a pronoun or a
description), and the name they hold (`the candidate Ray Dunne`, `Quill campaign manager Ron Vale`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import TITLES, names_a_law
from importing.parsing.mention_shape import object_of, opens_a_title
from importing.parsing.names import Mention, find_mentions
from importing.parsing.roles import joins_posts, names_a_post
from importing.parsing.verbs import VERB_WORDS
from importing.parsing.written_by import writer

PREPOSITIONS = set(
    "in on at with to for from about by of into over under against than like via during through across toward towards onto past along outside inside near behind beside around among within beyond".split()
)
PRONOUN_GENDER = {"he": "m", "she": "f", "they": "", "i": "", "we": "", "it": ""}
_ROLE_NOUNS = r"""sources?|officials?|executives?|spokes(?:man|woman|person|people)|aides?|advis[eo]rs?|campaign|
people|person|analysts?|experts?|critics?|supporters?|voters?|residents?|lawmakers?|members?|friends?|insiders?|
representatives?|employees?|staffers?|strategists?|operatives?|report|memo|letter|statement|release|team|
agency|department|company|organization|group|administration|lawyers?|attorneys?|researchers?|economists?|
scientists?|professors?|students?|parents?|woman|man|women|men|officers?|leaders?|donors?|observers?|
teams?|allies|ally|republicans?|democrats?|candidates?|nominee|president|governor|senator|manager|
secretary|director|delegates?|chairman|chairwoman|chairs?|authorities|police|prosecutors?|investigators?|witnesses?|
neighbors?|relatives?|colleagues?|veterans?|activists?|organizers?|officers?|source|narrator|announcer|host|
moderator|anchor|reporters?|writers?|authors?|book|article|polls?|survey|study|union|piece|website|network|
newspaper|magazine|percent|mayor|judge|minister|chancellor|ambassador|commissioner|sheriff|mother|father|wife|husband|son|daughter|widow|clip|majority|ad|video|commercial|spot|documents?|complaint|lawsuit|filing|indictment|
boss|bosses|coach|coaches|captain|skipper|chief|star|forward|quarterback|champion|rival|counterpart|teammates?|
team-mates?|referee|umpire|owners?|co-owners?|founders?|co-founders?|partners?|chef|pastor|principal|
superintendent|dean|head|counsel|mom|mum|dad|supremo|notification|notice|circular|communiqu[eé]|order|ruling|judg(?:e)?ment|
verdict|affidavit|petition|chargesheet|deputy|deputies"""
_PLURAL_HEAD = re.compile(
    r"(?:groups|officials|leaders|lawmakers|critics|supporters|voters|residents|members|experts|"
    r"analysts|sources|aides|advisers|advisors|activists|protesters|companies|agencies|teams)"
)
_NOMINAL_HEAD = re.compile(rf"\b(?:{_ROLE_NOUNS.replace(chr(10), '')})\b", re.IGNORECASE)
# A noun naming what someone does, by its ending (`constituent`, `speechwriter`, `epidemiologist`,
# `historian`, `nominee`): any profession, not only those listed above. Long enough to leave out verbs and
# function words with the same endings (`went`, `after`, `over`).
_AGENT_NOUN = re.compile(
    r"(?<![\w-])(?:[a-z][a-z-]{3,}(?:er|or|ist|ent|ant|ian|man|woman|person|ee|ive|ary|naut)s?|actress(?:es)?)\s+$"
)


@dataclass(frozen=True)
class SubjectPhrase:
    """The source named by an attribution: a name, a pronoun or a description."""

    kind: str  # "name" | "pronoun" | "nominal"
    text: str
    gender: str = ""
    titled: bool = False
    phrase: str = ""  # the words the name was found in (`BBC News` for the name `News`)


@lru_cache(maxsize=8192)
def clean_phrase(phrase: str) -> str:
    phrase = re.sub(r"^[\s,;:—–\-]+|[\s,;:—–\-]+$", "", phrase)
    phrase = _QUOTED_AS.sub(r"\1", _PASSIVE_CUE.sub("", phrase))
    return re.sub(
        # `Yesterday the WA Premier labelled`: a day before the subject is when, not who.
        r"^(?:and|but|so|as|while|when|then|or|yesterday|today|tonight|meanwhile)\s+",
        "",
        phrase,
        flags=re.IGNORECASE,
    ).strip()


# `the mayor was quoted as saying`, `the spokesperson was heard saying`: the passive's subject speaks, as a
# name's does (`Pell was quoted as saying`); `the club's website quoted Sarri as saying`: whom it quoted.
_PASSIVE_CUE = re.compile(
    r"\s+(?:is|was|were|are|(?:has|have|had)\s+been)\s+(?:quoted|heard|overheard|recorded)(?:\s+as)?$"
)
_QUOTED_AS = re.compile(r"^.*\bquoted\s+(\S.{0,60}?)\s+as$", re.IGNORECASE)


@lru_cache(maxsize=8192)
def subject_of(phrase: str) -> SubjectPhrase | None:
    """Classify the words that stand in the subject slot of an attribution verb."""
    phrase = clean_phrase(phrase)
    if not phrase:
        return None
    first = without_contraction(phrase.split()[0].lower())
    if first in PRONOUN_GENDER and len(phrase.split()) <= 2:
        return SubjectPhrase("pronoun", first)
    if first in _THIRD_PERSON and _PRONOUN_CLAUSE.match(phrase):
        # `He then adopted a fake Southern accent and joked`: the pronoun opening the clause is its subject.
        return SubjectPhrase("pronoun", first)
    owner = writer(phrase)
    if owner:  # `reads Tetrick’s post`, `Pell's statement said`: who wrote the words said them
        return SubjectPhrase("name", owner.name, owner.title_gender, owner.titled)
    name = _leading_name(phrase)
    if name and not _modifies_a_noun(phrase, name):
        return SubjectPhrase("name", name.name, name.title_gender, name.titled, phrase)
    return _nominal(phrase, first) or (SubjectPhrase("nominal", phrase) if name else None)


_THIRD_PERSON = ("he", "she", "they")
_PRONOUN_CLAUSE = re.compile(r"(?i:he|she|they)\s+(?!and\b|or\b|nor\b)[a-z]")


def unclosed_description(clauses: list[str]) -> SubjectPhrase | None:
    """`Clinton, a top aide said, “is ...`: no comma closes the description before the verb, so it is the
    verb's own subject, and the name before it is the quotation's (`Vance, a top aide, said` is Vance)."""
    last = clauses[-1]
    # `a native who writes`, `the director for the party said` (a comma left out): the name's, not its own.
    if len(clauses) < 2 or not _DETERMINED.match(last) or _JOINED.search(last):
        return None
    found = subject_of(last)
    return found if found is not None and found.kind == "nominal" else None


_DETERMINED = re.compile(r"\s*(?:a|an|the|one|another|his|her|their)\s", re.IGNORECASE)
_JOINED = re.compile(r"\b(?:who|which|that|for|of|at|with|in|on|from)\b")


def _modifies_a_noun(phrase: str, name: Mention) -> bool:
    """`the Vermont senator`, `a Trump campaign aide`, `one Sanders supporter`, `Clinton supporters`: a name
    between a determiner and a noun, or before a noun for someone's people, is an adjective (`the Central Bank
    of Norland` is a name: a preposition follows, not a noun)."""
    # `the University of Hawaii researcher`: a body's name runs on after its `of` to the noun it modifies.
    body = _OF_A_BODY.match(phrase, name.end)
    return modifies_a_noun(phrase, name.start, body.end() if body else name.end)


_OF_A_BODY = re.compile(r"\s+of\s+(?:the\s+)?[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}")


def modifies_a_noun(text: str, start: int, end: int) -> bool:
    """Whether the name at text[start:end] modifies the noun after it (see `_modifies_a_noun`)."""
    after = text[end:]
    if _PEOPLE_AFTER.match(after):
        return True
    before = text[:start]
    if _DETERMINER_BEFORE.search(before):
        return bool(_NOUN_AFTER.match(after))
    # `said a senior Cruz adviser`, `one longtime Clinton aide`: adjectives may stand between.
    return bool(_DETERMINER_ADJECTIVES_BEFORE.search(before)) and bool(
        ONE_PERSON_AFTER.match(after)
    )


_DETERMINER_BEFORE = re.compile(
    # `the EU Council president`: an acronym the finder leaves out of the name may stand between.
    r"(?:^|\s)(?i:the|a|an|one|another|this|that|these|those|some|several|many|two|three|four|five)\s+"
    r"(?:[A-Z]{2,}\s+)?$"
)
_DETERMINER_ADJECTIVES_BEFORE = re.compile(
    # `a 2008 Clinton veteran`, `a long-time Clinton aide`: a year or a hyphened word is an adjective too.
    r"(?:^|\s)(?i:the|a|an|one|another|this|that|some|several|two|three)\s+(?:[a-z0-9][a-z0-9-]*\s+){1,2}$"
)
ONE_PERSON_AFTER = re.compile(
    # `the Democratic Senate majority leader`: a chamber's leader of a side.
    # `the Light Blues’ sporting director`: a word may qualify the post.
    r"\s+(?:(?:sporting|technical|general|deputy|assistant|managing|senior|interim|campaign)\s+)?"
    r"(?:(?:majority|minority)\s+(?:leader|whip)|advis[eo]r|aide|ally|official|source|strategist|operative|staffer|spokes(?:man|woman|person)|"
    r"supporter|confidant|insider|donor|loyalist|surrogate|backer|critic|associate|veteran|hand|employee|member|"
    # `the former Chelsea manager`: the name says whose post it was.
    r"manager|coach|boss|captain|chairman|chairwoman|chief|executive|director|president|governor|senator|"
    r"congressman|congresswoman|minister|secretary|leader|lawmaker|politician|legislator|MP|MEP|activist|"
    r"campaigner|candidate|diplomat|envoy|negotiator|commander|officer|soldier|analyst|player|striker|midfielder|defender|"
    r"goalkeeper|quarterback|star|astronaut|cosmonaut|prosecutor|lawyer|attorney|speaker|chair|"
    # `the University of Hawaii researcher`: a place's scholars speak for themselves.
    r"researcher|scientist|professor|scholar|economist|historian|lecturer|academic|student|doctor|physician|"
    r"surgeon|epidemiologist|biologist|ecologist|geographer|physicist|chemist|psychologist|engineer|"
    # `the former New Zealand Warriors winger`: a club's people, whom the club does not speak for.
    r"skipper|forward|winger|keeper|goalie|centre|center|prop|hooker|full-?back|half-?back|scrum-half|"
    r"fly-half|batsman|bowler|opener|pitcher|catcher|shortstop|outfielder|infielder|driver|rider|jockey|boxer|"
    # `The 23-time Grand Slam winner gave herself a pat on the back`: the name is the prize's; `the former
    # Talking Heads frontman`, `The Bitter Sweet Symphony songwriter`: a band's or a work's people.
    r"winner|champion|finalist|medall?ist|laureate|holder|front(?:man|woman)|singer|songwriter|guitarist|"
    r"drummer|bassist|rapper|actor|actress|presenter|novelist|author|writer|producer|creator|showrunner)s?\b"
)
_NOUN_AFTER = re.compile(r"\s+(?!(?:of|for|on|in|at|and|to|or)\b)[a-z]")
# `Clinton supporters`, `Trump aides`: a name's people, whom no determiner need announce.
_PEOPLE_AFTER = re.compile(
    r"\s+(?:supporters|aides|allies|advis[eo]rs|backers|critics|loyalists|staffers|surrogates|"
    r"voters|fans|confidants?|associates|spokes(?:man|woman|person|people|persons|men|women)|campaign|camp|"
    r"team|doppelganger|"
    r"protesters|demonstrators|delegates|followers|donors|volunteers|"
    # `Birmingham residents`, `Trump officials`: a place's or a leader's people
    r"residents|locals|citizens|officials|workers|families|parents|shoppers|commuters|councillors)\b"
)


def _nominal(phrase: str, first: str) -> SubjectPhrase | None:
    """An unnamed source: `a source`, `senior officials`, `the campaign`, `Dana Quill's brief`."""
    words = phrase.split()
    head = _NOMINAL_HEAD.search(phrase)
    determined = first in _DETERMINERS or first[:1].isdigit() or _POSSESSIVE_NAME.match(phrase)
    if head and len(words) <= 14 and (determined or len(phrase[: head.start()].split()) <= 2):
        return SubjectPhrase("nominal", phrase)
    if determined and 2 <= len(words) <= 6:
        return SubjectPhrase("nominal", phrase)
    return None


_POSSESSIVE_NAME = re.compile(r"(?:[A-Z][\w.-]*\s+){0,2}[A-Z][\w.-]*['’]s\s")
_DETERMINERS = {
    "the",
    "a",
    "an",
    "one",
    "another",
    "his",
    "her",
    "their",
    "its",
    "some",
    "several",
    "many",
    "most",
}


def without_contraction(word: str) -> str:
    """`he’s` -> `he`, `she'd` -> `she`."""
    return re.sub(r"['’](?:s|d|ll|ve|re|m)$", "", word)


def _leading_name(phrase: str) -> Mention | None:
    """A name that is the phrase's subject, not one inside a modifier (`for Quill`, `known Alderson`)."""
    held = _holder_after_a_body(phrase)
    if held:
        return held
    relative = re.search(r"\b(?:that|who|which|whom)\b", phrase)
    opening = ADVERBIAL_OPENING.match(phrase)
    for mention in find_mentions(phrase):
        if relative and mention.start > relative.start():
            break
        before = phrase[opening.end() if opening else 0 : mention.start].split()
        after_office = _OFFICE.search(phrase[: mention.start])
        if mention.possessive or (
            not after_office and any(w.lower().strip(",") in PREPOSITIONS for w in before[-2:])
        ):
            continue
        if " " in mention.name and names_a_post(mention.name.split()[-1]):
            continue  # `Deputy Local Police Area Commander`, `Labour MPs`: a post or a group, not a person
        if names_a_law(mention.name) or opens_a_title(phrase, mention.start):
            continue  # `under the Foreign Agents Registration Act`, `on “Morning Joe”`: where, not who
        if (
            before
            and not phrase[: mention.start].rstrip().endswith(",")
            and not _is_descriptor(before)
        ) or object_of(before, phrase[mention.end :]):
            continue
        return role_holder(phrase, mention) or mention
    return None


# `In response Torres replied`: a phrase that opens the sentence without its comma, whose preposition is no
# name's (`from Torres`).
ADVERBIAL_OPENING = re.compile(
    r"\s*(?:In\s+(?:response|reply|turn|return|addition|particular|fact|short|contrast|the\s+end)|At\s+first|"
    r"For\s+(?:now|example|instance|(?:his|her|their|its)\s+part))\s+(?=[A-Z])"
)


def describes_at_length(head: str) -> bool:
    """Words before a verb that may run long and still be its subject: an indefinite description (`an AFP
    journalist on Morotai island in the Maluku`), or a role that ends in its holder's name (`Minister of
    State in the Prime Minister’s Office V Narayanasamy`)."""
    if INDEFINITE.match(head):
        return True
    mentions = find_mentions(head) if head.lstrip()[:1].isupper() else ()
    last = mentions[-1] if mentions else None
    return bool(last and " " in last.name and not head[last.end :].strip())


# One person the text describes and does not name: `an AFP journalist`, `A council spokeswoman`.
INDEFINITE = re.compile(r"\s*(?:a|an|one|another)\s", re.IGNORECASE)


def _holder_after_a_body(phrase: str) -> Mention | None:
    """`Exhibits keeper at the National Aquarium Reiss Jenkinson`, `National manager of the National Aquarium
    of New Zealand Rob Yarrell`: a role at a body, then with no comma the name of the one who holds it."""
    if not _AT_A_BODY.search(phrase):
        return None  # no `of`, `at` or `for`: no body (and no need to find the names)
    mentions = find_mentions(phrase)
    last = mentions[-1] if mentions else None
    if last is None or last.possessive or " " not in last.name or phrase[last.end :].strip(" ,"):
        return None
    shape = _ROLE_AT_A_BODY.match(phrase, 0, last.start)
    role = shape.group(1) if shape else ""
    if not (
        role.lower() in TITLES or _NOMINAL_HEAD.fullmatch(role) or _AGENT_NOUN.search(role + " ")
    ):
        return None
    return Mention(last.start, last.end, last.name, last.title_gender, False, True)


_AT_A_BODY = re.compile(r"\s(?:of|at|for)\s")
_ROLE_AT_A_BODY = re.compile(
    r"(?:[Tt]he\s+)?(?:[\w-]+\s+){0,2}?([a-z][\w-]*|[A-Z][a-z-]+)\s+(?:of|at|for)\s+(?:the\s+)?"
    # `Minister of State in the Prime Minister`s Office V Narayanasamy`
    r"(?:[A-Z][\w’'`.&-]*\s+(?:(?:of|for|and|in)\s+(?:the\s+)?)?){1,6}$"
)


# `Secretary of State John Kerry`, `Minister of Defence Ana Pell`: an office's "of" is no preposition before a name.
_OFFICE = re.compile(
    r"\b(?:(?:Secretary|Minister|Chairman|Chairwoman|Chair|Director|Head|Chief|Speaker|President|Governor|Mayor)"
    r"\s+of|(?:Ambassador|Envoy)\s+to)\s+(?:the\s+)?(?:[A-Z][\w.-]*\s+){1,3}$"
)


_A_VERB = re.compile(r"\b(?!(?:elected|appointed|retired|designated|named)\b)[a-z]{3,}ed\s")


def role_holder(phrase: str, mention: Mention) -> Mention | None:
    """`Quill campaign manager Ron Vale`: the name after a role noun is the person, not its employer, whose
    name may go on (`Charleston Tenants and Residents’ Association chairwoman Stella Carrington`)."""
    # Not after a person's name: `John Bolton and Breitbart News National Security editor Sebastian Gorka`.
    person = mention.titled or gender_of_first_name(mention.name.split()[0])
    employer_end = mention.end if person else _EMPLOYER_GOES_ON.match(phrase, mention.end).end()
    rest = phrase[employer_end:]
    gap = re.match(r"\s+((?:[a-z0-9#][\w-]*\s+){1,4})(?=[A-Z])", rest)  # `Ward 25 councillor Vusi`
    if not gap or not (
        _NOMINAL_HEAD.search(gap.group(1))
        or _AGENT_NOUN.search(gap.group(1))
        or _titled_after_a_qualifier(gap.group(1), rest[gap.end() :])
    ):
        return None
    if any(word in _PLACING for word in gap.group(1).split()):
        return None  # `Trump rallied supporters in Fayetteville`: the name is where, not who
    if _A_VERB.search(gap.group(1)) or {"who", "which", "that"} & set(gap.group(1).split()):
        return None  # `Cameron also thanked former President Donald Trump`, `member who backs Pell`
    if person and gap.group(1).startswith("of "):
        return None  # `Philip Dorgan of brokers Panmure`: the person, then where they work
    following = find_mentions(rest[gap.end() :])
    # `Tulsa police Chief Ana Pell`: a title may stand between the role noun and the name, and so may a
    # house after `member of` (`ANC member of Parliament Xola Nqola`) or a service (`Navy Capt. Jeff Davis`).
    if not following or any(
        word.lower() not in _BETWEEN for word in rest[gap.end() :][: following[0].start].split()
    ):
        return None
    found = following[0]
    shift = employer_end + gap.end()
    return Mention(
        found.start + shift,
        found.end + shift,
        found.name,
        found.title_gender,
        found.possessive,
        True,
    )


def _titled_after_a_qualifier(gap: str, rest: str) -> bool:
    """`OEA interim President Ismael Armendariz`: words that qualify a post (`interim`, `acting`, `former`), then
    its holder with the post for a title."""
    following = find_mentions(rest)
    return (
        all(word in _QUALIFIERS for word in gap.split()) and bool(following) and following[0].titled
    )


_QUALIFIERS = set(
    "interim acting former deputy vice outgoing incoming new senior executive founding current then international"
    " national regional global state local area district".split()
)
_HOUSES = {"parliament", "congress", "assembly", "senate", "legislature"}
_BETWEEN = TITLES.keys() | _HOUSES | set("army navy naval marine air force coast guard".split())
# Prepositions in the words between a name and the next: not a role (`director of communications Ana Pell`).
_PLACING = PREPOSITIONS - {"of"}
_EMPLOYER_GOES_ON = re.compile(
    r"(?:\s+(?:and|of|for|&)\s+(?:the\s+)?(?:[A-Z][\w’'.-]*)(?:\s+[A-Z][\w’'.-]*)*"
    r"|\s+d[’'][A-Z][\w’'.-]*)*"  # `Ballon d’Or winner Luka Modric`
)


def _is_descriptor(words: list[str]) -> bool:
    """Words before a name that describe one person: `the 57-year-old`, `GOP nominee`, `President and CEO`."""
    # `several environmental groups granted`: a plural noun is a subject of its own, not one person's descriptor.
    if len(words) > 6 or any(w.endswith("s") and _PLURAL_HEAD.fullmatch(w) for w in words):
        return False
    return not any(
        w.strip(",").lower() in VERB_WORDS
        or (w.lower() in {"and", "or", "but"} and not joins_posts(words, at))
        for at, w in enumerate(words)
    )
