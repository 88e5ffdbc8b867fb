"""Dates as newsrooms write them in update stamps and embedded posts."""

from __future__ import annotations

import datetime
import re

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sept", "sep"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}

_WORDY = re.compile(r"([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})")
_NUMERIC = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b")
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def parse_date(text: str) -> datetime.date | None:
    """First date found in `text` ("January 12, 2017", "Jan. 12, 2017", "1/12/2017", ISO)."""
    for pattern, build in ((_WORDY, _from_words), (_ISO, _from_iso), (_NUMERIC, _from_us_numbers)):
        match = pattern.search(text)
        if match:
            date = build(match)
            if date is not None:
                return date
    return None


def _safe_date(year: int, month: int, day: int) -> datetime.date | None:
    try:
        return datetime.date(year, month, day)
    except ValueError:
        return None


def _from_words(match: re.Match[str]) -> datetime.date | None:
    month = _MONTHS.get(match.group(1).lower())
    if month is None:
        return None
    return _safe_date(int(match.group(3)), month, int(match.group(2)))


def _from_iso(match: re.Match[str]) -> datetime.date | None:
    return _safe_date(int(match.group(1)), int(match.group(2)), int(match.group(3)))


def _from_us_numbers(match: re.Match[str]) -> datetime.date | None:
    year = int(match.group(3))
    # Two-digit years in update stamps are always this century.
    year = year + 2000 if year < 100 else year
    return _safe_date(year, int(match.group(1)), int(match.group(2)))
