"""What a search result shows: its title and passage with the reader's words marked, escaped here.

The engines mark highlights with control characters never found in content; `marked_html` escapes the
text and only then turns the marks into <mark>, so text can never inject markup.
"""

import re
from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

START, STOP = "\x02", "\x03"
# Ranking reads every candidate's document: for a word found in most of the archive, rank only
# the most recent matches, so one common word cannot cost a scan of a million rows' ranks.
MAX_CANDIDATES = 2000


@dataclass(frozen=True)
class Hit:
    object: object  # an Article, Quote or Person
    title: SafeString
    snippet: SafeString


def marked_html(text: str) -> SafeString:
    """Escape text whose highlights are marked with START/STOP, then turn the marks into <mark>."""
    return mark_safe(escape(text).replace(START, "<mark>").replace(STOP, "</mark>"))


def mark_terms(text: str, terms: list[str]) -> str:
    if not terms:
        return text
    pattern = re.compile("|".join(re.escape(term) for term in terms), re.IGNORECASE)
    return pattern.sub(lambda match: f"{START}{match.group(0)}{STOP}", text)


def excerpt(text: str, terms: list[str], *, width: int = 220) -> str:
    """About `width` characters of text around the first occurrence of any term, cut at spaces."""
    lowered = text.lower()
    found = [lowered.find(term.lower()) for term in terms if term.lower() in lowered]
    start = max(0, min(found, default=0) - width // 3)
    if start:
        start = text.find(" ", start) + 1 or start
    end = min(len(text), start + width)
    if end < len(text):
        end = text.rfind(" ", start, end) if " " in text[start:end] else end
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")
