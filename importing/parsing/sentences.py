"""Sentence bounds in a paragraph, aware of quotations and abbreviations."""

from __future__ import annotations

import bisect
import re
from typing import Callable

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import ABBREVIATED_RANKS
from importing.parsing.places import COUNTRIES, US_STATES, is_place
from importing.parsing.quotes import MASK, QuoteSpan

# Words whose full stop does not end a sentence: the one list the sentence splitter and the attribution code share.
ABBREVIATIONS = {
    "mr",
    "mrs",
    "ms",
    "dr",
    "sen",
    "rep",
    "del",
    "ald",
    "gov",
    "gen",
    "lt",
    "col",
    "sgt",
    "st",
    "jr",
    "sr",
    "rev",
    "prof",
    "no",
    "vs",
    "v",
    "inc",
    "corp",
    "co",
    "ltd",
    "jan",
    "feb",
    "mar",
    "apr",
    "aug",
    "sept",
    "sep",
    "oct",
    "nov",
    "dec",
    "u.s",
    "u.n",
    "d.c",
    "a.m",
    "p.m",
    "e.g",
    "i.e",
    "etc",
    "mt",
    "ft",
    "calif",
    "fla",
    "ariz",
}
ABBREVIATIONS |= ABBREVIATED_RANKS  # `Adm. Paul Yost`, `Det. Supt. Ana Pell`: not a sentence's end
# How far from a quotation its cues are read. Attribution stands next to its quotation; bounding the
# window keeps a sentence of thousands of quotations linear, not quadratic, to read.
CONTEXT = 400
# An opening curly mark may follow the stop with no space (`with his supporters.“After ...`): a typesetting slip.
_SENTENCE_START = re.compile(r"\s+[A-Z“\"‘'\[(0-9]|“")
_SENTENCE_PUNCTUATION = re.compile(r"[.!?]+[)\]]?")
_NON_SPACE = re.compile(r"\S")


def sentence_bounds(
    paragraph: str,
    spans: list[QuoteSpan],
    *,
    continues_sentence: Callable[..., object] = lambda rest, asks: None,
) -> list[tuple[int, int]]:
    """Sentence (start, end) offsets; a quote ending in a full stop does not end its sentence when
    `continues_sentence(rest, asks=...)` says the words after it are its attribution (“Go.” Smith said.);
    `asks` tells whether the quotation ended in a question or exclamation mark."""
    quote_ends = {span.mark_end for span in spans}
    ends = sorted(
        end
        for end in set(_candidate_ends(paragraph, spans))
        if end not in quote_ends
        or not continues_sentence(
            paragraph[end : end + CONTEXT], asks=paragraph[:end].rstrip("”\"' ")[-1:] in "?!"
        )
    )
    bounds: list[tuple[int, int]] = []
    start = 0
    for end in ends:
        opener = _SENTENCE_START.match(paragraph, end)
        if opener and (end in quote_ends or not is_abbreviation(paragraph, end)):
            bounds.append((start, end))
            start = opener.end() - 1
    if start < len(paragraph):
        bounds.append((start, len(paragraph)))
    return bounds


def _candidate_ends(paragraph: str, spans: list[QuoteSpan]):
    """Offsets just past sentence-ending punctuation that is not inside a quotation."""
    starts = [span.start for span in spans]
    for match in _SENTENCE_PUNCTUATION.finditer(paragraph):
        # Spans are in order and do not overlap: only the last one starting at or before the mark can hold it.
        number = bisect.bisect_right(starts, match.start()) - 1
        if number < 0 or not spans[number].start <= match.start() < spans[number].end:
            yield match.end()
    for span in spans:
        if (
            span.closed
            and paragraph[span.end - 1 : span.end] in (".", "!", "?")
            and span.end > span.start
        ):
            yield span.mark_end


def is_abbreviation(text: str, end: int) -> bool:
    """Whether the full stop just before `end` closes an abbreviation (`Mr.`, `Calif.`, `U.S.`, an initial)."""
    word = re.search(r"([\w.]+)\.$", text[max(0, end - 40) : end])
    if not word:
        return False
    token = word.group(1).lower()
    # `AT&T.`, `P&G.`: a letter after an ampersand ends a company's name, not an initial.
    after_ampersand = text[max(0, end - 40) : end][word.start() - 1 : word.start()] == "&"
    return (
        token in ABBREVIATIONS
        or (len(token) == 1 and token.isalpha() and not after_ampersand)
        or bool(re.fullmatch(r"(?:[a-z]\.)+[a-z]", token))
        or (word.group(1) in _STATES_ABBREVIATED and bool(_CREDIT_OR_DASH.match(text, end)))
    )


# `LITITZ, Pa. (AP) — Donald Trump delivered`: a state abbreviated in a dateline, before its credit or its dash,
# ends no sentence. Elsewhere it may (`a rally in Lititz, Pa. The crowd ...`), and `Mass.` or `Ill.` often do.
_STATES_ABBREVIATED = frozenset(
    "Ala Ariz Ark Calif Colo Conn Del Fla Ga Ill Ind Kan Ky La Md Mass Mich Minn Miss Mo Mont Neb Nev Okla Ore Pa "
    "Tenn Tex Vt Va Wash Wis Wyo".split()
)
_CREDIT_OR_DASH = re.compile(r"\s*(?:\([A-Z][^()]{0,40}\)\s*)?(?:—|–|--|-\s)")


def first_sentence_end(text: str) -> int:
    """Offset where the first sentence of `text` ends (past abbreviations such as `Mr.` and `U.S.`)."""
    for match in re.finditer(rf"[.!?;]+(?=\s|$)|[“\"{MASK}]|''", text):
        if match.group() == "." and is_abbreviation(text, match.end()):
            continue
        return match.start() if match.group()[0] not in ".!?;" else match.end()
    return len(text)


def without_full_stop(words: str) -> str:
    """Words that close their sentence without its full stop (`reported Reuters.` -> `Reuters`); an
    abbreviation's is the words' own (`Acme Inc.`, `the U.S.`)."""
    if words.endswith(".") and not is_abbreviation(words, len(words)):
        return words[:-1]
    return words


def sentence_of(bounds: list[tuple[int, int]], offset: int) -> tuple[int, int]:
    number = bisect.bisect_right(bounds, (offset, float("inf"))) - 1
    if number >= 0 and bounds[number][0] <= offset < bounds[number][1]:
        return bounds[number]
    return bounds[-1] if bounds else (0, 0)


def is_blank(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is only whitespace; reads only up to the first other character."""
    return _NON_SPACE.search(text, start, end) is None


def before_in_sentence(text: str, sentence_start: int, offset: int) -> str:
    """The sentence's words before `offset`, at most CONTEXT characters of them (the nearest)."""
    return text[max(sentence_start, offset - CONTEXT) : offset]


def after_in_sentence(text: str, offset: int, sentence_end: int) -> str:
    """The sentence's words after `offset`, at most CONTEXT characters of them (the nearest)."""
    return text[offset : min(sentence_end, offset + CONTEXT)]


def sentence_head(text: str, sentence_start: int, offset: int) -> str:
    """How the sentence opens, up to `offset`: at most its first CONTEXT characters."""
    return text[sentence_start : min(offset, sentence_start + CONTEXT)]


def main_clause(sentence: str) -> str:
    """A sentence without a clause opening it with `while`, `after` or the like (`While Clinton pledged ...,
    Sanders insisted` -> `Sanders insisted`): the main clause says who the sentence is about."""
    subordinate = _SUBORDINATE.match(sentence)
    if subordinate and sentence[subordinate.end() :].strip(" ,;"):
        return sentence[subordinate.end() :]
    return sentence


# A span of time (`A few weeks`, `Two days`, `Decades`), which is when, never who: it opens an aside
# (`A few weeks later,`, asides) and a clause (`A few weeks after burglars hit his home, he noticed`, below).
SPAN_OF_TIME = (
    r"(?i:(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|some|many|just|only|\d+)\s+)?"
    r"(?:(?:few|couple\s+of)\s+)?"
    r"(?:seconds?|minutes?|moments?|hours?|days?|nights?|weeks?|months?|years?|decades?))"
)

_SUBORDINATE = re.compile(
    r"\s*(?:While|Although|Though|Whereas|After|Before|When|Because|Since|Unless|Once|If|Rather\s+than|"
    r"Instead\s+of|As\s+(?:for|to)|Regarding|"  # `As for the gas tax Walz proposed, Munson said`
    r"(?:Addressing|Responding|Referring|Reacting|Commenting|Speaking|Asked|Pressed|Questioned)\b|"
    # `A few weeks after burglars hit his home, he noticed`, `Days before the vote, Pell said`
    rf"{SPAN_OF_TIME}\s+(?:after|before|since))"
    r"\s[^,;“\"]*,\s"
)


def without_dateline(text: str) -> str:
    """`WASHINGTON -- President Obama said`, `Danang, Vietnam – “`: the place a story was filed from is no
    one's name."""
    text = _DESK_DATELINE.sub("", _DATELINE.sub("", text, count=1), count=1)
    if "(" in text[:70]:
        text = _WIRE_DATELINE.sub("", text, count=1)
    town = _TOWN_COLON.match(text) if ":" in text[:45] else None
    if town and is_place(town.group(1)):
        text = text[town.end() :]  # `New Delhi: Lok Sabha MP Adhir Ranjan Chowdhury said`
    text = _LEAD_IN.sub("", text, count=1)
    place = _TOWN_DATELINE.match(text)
    if place and place.group("place").lower() in _PLACES:
        return text[place.end() :]
    # `(CNN) — Missing Saudi journalist Jamal Khashoggi's fiancée implored`: a wire's credit alone.
    credit = _CREDIT_ALONE.match(text)
    if credit:
        return text[credit.end() :]
    city = _CITY_DATELINE.match(text) or _CREDITED_CITY.match(text)
    # Not a name and the aside its dashes set off (`Mehmet Oz — Ivy League-trained surgeon — has been`).
    if city and not gender_of_first_name(city.group(1)) and " — " not in text[city.end() :]:
        return text[city.end() :]
    return text


# `SAN JUAN, Puerto Rico (AP) —`; after a credit in brackets, also a colon or a hyphen: `LAHORE, (APP -
# UrduPoint / Pakistan Point News - 22nd Feb, 2020 ) :`, `PYEONGTAEK, South Korea (Reuters) - `.
_DATELINE = re.compile(
    # `SEOUL/BARCELONA, Spain ―`: places filed from together, and any dash of the house style.
    # `SYDNEY, March 23:`: the day it was filed may follow the place.
    r"^\s*[A-Z][A-Z.’' /]{2,30}(?:,\s*[A-Z][\w.]*(?:\s(?:[A-Z][\w.]*|\d{1,2}\b))?)*"
    r"(?:(?:,?\s*\([A-Z][^()]{0,80}\))?\s*(?:--|—|–|―)|,?\s*\([A-Z][^()]{0,80}\)\s*(?::|-(?:\s|$))"
    # `MOSCOW (UrduPoint News / Sputnik - 27th November, 2019) A prominent`: a credit that dates itself needs no dash.
    r"|,?\s*\([A-Z][^()]{0,80}\b(?:19|20)\d\d\s*\)(?=\s+[A-Z“\"])"
    # `GENEVA: The World Health Organization chief hailed`; not a label before a quotation (`TRUMP: “`).
    r"|:(?=\s+[A-Z])"
    # `TUCSON - Sheriff Clarence Dupnik spoke`, `NASSAU, BAHAMAS- Prime Minister`: a hyphen after a place in capitals.
    r"|\s*-(?=\s+[A-Z]))\s*"
)
_PLACES = COUNTRIES | US_STATES
# `New Delhi | Jagran News Desk: China on Tuesday tried`: a town, a bar, the desk that filed it.
# `Walkout: Iowa Rep. Rod Blum was one of few ...`, `For shame: New York Rep. ...`: a list item's lead-in label.
_LEAD_IN = re.compile(r"^\s*[A-Z][a-z]+(?:\s+[a-z]+){0,2}:\s+(?=[A-Z])")
# `Lucknow, Mar 24 (PTI) Bahujan Samaj Party chief Mayawati`, `Colombo, Aug 24 (PTI): Sri Lankan`: a town and
# a day before a wire's credit, as Indian agencies file.
_WIRE_DATELINE = re.compile(
    r"^\s*[A-Z][\w.’'-]*(?:\s[A-Z][\w.’'-]*){0,2},\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
    r"\s+\d{1,2}(?:,\s*\d{4})?\s*\([A-Z][^()]{0,40}\)\s*[:–—-]?\s+(?=[A-Z“\"])"
)
_TOWN_COLON = re.compile(r"^\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2}):\s+(?=[A-Z“\"])")
_DESK_DATELINE = re.compile(r"^\s*[A-Z][\w.’' -]{1,30}\|\s*[A-Z][\w.&’' -]{1,40}:\s+(?=[A-Z“\"])")
# `Lansing — Gov. Gretchen Whitmer signed`, `Grand Rapids —  Gov. Whitmer` (the Detroit News's style): a town
# alone, an em dash, a capital.
_CITY_DATELINE = re.compile(r"^\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+—\s+(?=[A-Z])")
# `Washington (AFP) – Democrat Hillary Clinton has`: a town in title case, a wire's credit, a dash.
_CREDITED_CITY = re.compile(
    r"^\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s*\([A-Z][A-Za-z.]+\)\s*(?:--|—|–|―|-)\s+(?=[A-Z“\"])"
)
_CREDIT_ALONE = re.compile(r"^\s*\([A-Z][A-Za-z.]+\)\s*(?:--|—|–|―|-)\s+(?=[A-Z“\"])")
# A town in title case is a dateline only before a country or a state (`Kyiv, Ukraine (AP) —`): `Smith, Jones –`
# is not one.
_TOWN_DATELINE = re.compile(
    r"^\s*[A-Z][\w.’'-]*(?:\s[A-Z][\w.’'-]*){0,2},\s*(?P<place>[A-Z][\w.]*(?:\s[A-Z][\w.]*){0,2})"
    r"(?:\s*\([A-Z][^()]{0,80}\))?(?:\s*(?:--|—|–)|\s+-(?:\s|$))\s*"
)
