"""Text comparisons that ignore typography newsrooms do not agree on."""

import re

DOUBLE_MARK_CHARS = "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb"
SINGLE_MARK_CHARS = "\u2018\u2019\u201a\u201b\u2032"
_DOUBLE_MARKS = re.compile(f"[{DOUBLE_MARK_CHARS}]|''")
_SINGLE_MARKS = re.compile(f"[{SINGLE_MARK_CHARS}]")
_SPACES = re.compile(r"\s+")


def normalise_quote_marks(text: str) -> str:
    """Curly, low and doubled-apostrophe marks become plain ASCII marks; runs of spaces become one."""
    text = _DOUBLE_MARKS.sub('"', text)
    text = _SINGLE_MARKS.sub("'", text)
    return _SPACES.sub(" ", text).strip()


def occurs_verbatim(quote: str, passage: str) -> bool:
    return normalise_quote_marks(quote) in normalise_quote_marks(passage)
