"""Text comparisons that ignore typography newsrooms do not agree on."""

import re
from functools import lru_cache

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
    return normalise_quote_marks(quote) in _normalised_passage(passage)


@lru_cache(maxsize=16)
def _normalised_passage(passage: str) -> str:
    """A paragraph holding thousands of quotes is normalised once, not once per quote (validation stays
    linear in the text); a few recent passages suffice, since an import checks one paragraph's quotes
    together."""
    return normalise_quote_marks(passage)


# A source that marked a quotation twice ("“In the last phone call …”"): a straight mark typed beside a
# curly one, or the same curly mark twice.
_DOUBLED_MARKS = re.compile('"\u201c|\u201c"|\u201c\u201c|\u201d"|"\u201d|\u201d\u201d')


def marked_once(text: str) -> str:
    """Text for display with each doubled quotation mark shown once (the curly one); stored text stays as
    the source has it, and a quote's page still shows it exactly."""
    return _DOUBLED_MARKS.sub(lambda match: match.group(0).replace('"', "")[:1], text)


def nested_in_quotes(text: str) -> str:
    """`text` inside curly double marks, its own double marks turned single, as quotes within quotes are:
    “Backman says he was ‘betrayed’”, never “… “betrayed” …”."""
    inner = marked_once(text).replace("\u201c", "\u2018").replace("\u201d", "\u2019")
    return f"\u201c{inner}\u201d"
