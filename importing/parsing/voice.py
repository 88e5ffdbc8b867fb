"""Quoted words in the writer's own voice: titles, nicknames and scare quotes are not quotations."""

from __future__ import annotations

import re

from importing.parsing.attribution import find_verbs
from importing.parsing.name_words import NON_NAME_WORDS
from importing.parsing.quotes import QuoteSpan
from importing.parsing.sentences import after_in_sentence, before_in_sentence

_SMALL_WORDS = {
    "of",
    "the",
    "a",
    "an",
    "and",
    "or",
    "in",
    "on",
    "to",
    "for",
    "with",
    "at",
    "by",
    "is",
}
# Words before a capitalised quotation that make it the name of a show, book or event.
_TITLE_CONTEXT = re.compile(
    r"(?:['’]s|\b(?:the|on|in|titled|entitled|op-ed|article|headlined|during|at|released|launched|game|games|"
    # `his new book, “Doomed to Succeed”`, `Trump's reality television show, “The Apprentice.”`: a comma may part
    # the work from its kind.
    r"(?:book|memoir|autobiography|novel|biography|documentary|show|film|movie|podcast|program|programme|song|"
    r"anthem|album|single|series|sitcom|musical|play|concert|column|essay)\s*,?|"
    # `the author of “Empire of the Fund”`, `host of “Access Hollywood”`, `to the tune of “Silent Night.”`
    r"(?:episode|edition|season|chapter|issue|author|co-author|host|hosts|co-host|star|stars|creator|heroine|"
    r"hero|tune|style|sequel|remake|version)\s+(?:of|to)|"
    # `the low-rated “Rush Hour.”`, `cult classic “Thelma and Louise”`: words that only a work is.
    r"low-rated|top-rated|hit|classic|best-selling|bestselling|"
    # `told “Fox and Friends”`, `Speaking to “CBS This Morning”`, `in an interview with “Fox News Sunday.”`: a
    # programme someone spoke on.
    r"told|(?:speaking|talking|spoke|talked)\s+to|(?:interview|appearance)\s+(?:with|on)))\s*$",
    re.IGNORECASE,
)
# `“Harbour Lights” was written by Ana Pell`, `“Harbour Lights,” the song by`: a work credited to its author.
_CREDITED_WORK = re.compile(
    r",?\s*(?:was|were|is)\s+(?:written|composed|recorded|directed|produced|sung|performed)\s+by\b"
    r"|,?\s*(?:the|a|an|her|his|their)\s+(?:song|album|book|film|movie|play|poem|novel|documentary|show)\b"
    # `“Sound of Music” co-stars`, `“Krrish 3” trailer`: a work's people or parts named after it.
    r"|\s+(?:co-?stars?|stars?|cast|actors?|actress|franchise|series|sequel|trailer|episode|finale|premiere|"
    r"soundtrack|author|creator|host|fans)\b"
)
_SCARE_CONTEXT = re.compile(r"\b(?:so-called|so called|a\.k\.a\.|aka)\s*$", re.IGNORECASE)
# Besides speech verbs, these words in a sentence show that quoted words are someone's (a word-set look-up:
# an alternation regex searched around every quotation is what made long paragraphs slow).
_SPEECH_NOUNS = frozenset(
    """claim claims message statement remark remarks comment comments words phrase term reference references
    label labeled labelled nickname call promise pledge vow warning rhetoric referenced cited cites as""".split()
)
_WORD = re.compile(r"[a-z]+")


def _names_speech(text: str) -> bool:
    lowered = text.lower()
    return "describ" in lowered or not _SPEECH_NOUNS.isdisjoint(_WORD.findall(lowered))


def is_title(paragraph: str, span: QuoteSpan) -> bool:
    """`on The Post’s “Amazin’ But True” Mets podcast`: a short all-capitalised name of a work."""
    words = paragraph[span.start : span.end].rstrip(".").split()
    # A comma inside the closing mark is the sentence's, as American style sets it (`released “Battlefield
    # V,” a ...`); a question or exclamation is someone's.
    if len(words) < 1 or len(words) > 8 or paragraph[span.end - 1] in "!?:;":
        return False
    if not all(w[:1].isupper() or w.lower() in _SMALL_WORDS or not w[:1].isalpha() for w in words):
        return False
    before = paragraph[max(0, span.mark_start - 40) : span.mark_start]
    return bool(_TITLE_CONTEXT.search(before) or _CREDITED_WORK.match(paragraph, span.mark_end))


def is_scare_quote(paragraph: str, span: QuoteSpan, sentence: tuple[int, int]) -> bool:
    """A word or two in marks with no speech or thought verb anywhere in its sentence."""
    before = before_in_sentence(paragraph, sentence[0], span.mark_start)
    if _SCARE_CONTEXT.search(before[-40:]):
        return True
    text = paragraph[span.start : span.end]
    if len(text.split()) > 2 or not span.closed or text[-1:] in ".!?":
        return False
    after = after_in_sentence(paragraph, span.mark_end, sentence[1])
    if not before.strip() and not after.strip(" .,"):
        return False
    outside = before + " " + after
    # `Nora Vance’s “fresh start”`: a possessive name owns the words.
    owned = re.search(r"[A-Z]\w+['’]s\s*$", before[-60:])
    return not (find_verbs(outside) or _names_speech(outside) or owned)


def is_partial(paragraph: str, span: QuoteSpan, sentence_start: int) -> bool:
    """A fragment inside the writer's sentence, rather than a quotation standing on its own."""
    before = before_in_sentence(paragraph, sentence_start, span.mark_start).strip()
    if before and not before.endswith((":", ",", "—", "–")):
        return True
    text = paragraph[span.start : span.end]
    if not span.closed or text[-1:] in ".!?…—–-" or paragraph[span.end : span.end + 1] == ",":
        return False
    after = paragraph[span.mark_end : span.mark_end + 2].strip()
    return bool(after) and after[0].isalnum()


def is_nickname(paragraph: str, span: QuoteSpan) -> bool:
    """`said J.R. “Rusty” Norman, board president`, `Dwayne “The Rock” Johnson`: a nickname in marks between
    a first name (or initials) and a surname is part of the name, no one's words."""
    words = paragraph[span.start : span.end].split()
    if not span.closed or not 1 <= len(words) <= 3:
        return False
    if not all(_CAPITALISED.fullmatch(w) for w in words):
        return False
    if paragraph[span.end : span.mark_end].strip("\"”'’"):
        return False  # `Fox News Channel’s “Hannity,” Newt Gingrich said`: a comma, a show's name
    before = _FIRST_NAME_BEFORE.search(paragraph, max(0, span.mark_start - 40), span.mark_start)
    after = _SURNAME_AFTER.match(paragraph, span.mark_end)
    return bool(before and after) and after.group(1).lower() not in NON_NAME_WORDS


_CAPITALISED = re.compile(r"[A-Z][\w.'’-]*")
_FIRST_NAME_BEFORE = re.compile(r"(?:^|\s)[A-Z][\w.'’-]*(?<!['’]s)\s$")
_SURNAME_AFTER = re.compile(r"\s([A-Z][\w'’-]+)")
