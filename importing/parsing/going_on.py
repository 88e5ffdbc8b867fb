"""A cue that goes on from the quotation before it (`She adds: “`, `“...,” he continued`): who speaks is who
spoke last."""

from __future__ import annotations

import re


def goes_on(before: str, after: str) -> bool:
    """`She adds: “`, `“...,” he continued`: a cue that goes on from the quotation before."""
    return bool(_GOES_ON_BEFORE.search(before) or _GOES_ON_AFTER.match(after))


_GOES_ON_VERB = r"(?:adds|added|continues|continued|goes\s+on|went\s+on)"
_GOES_ON_BEFORE = re.compile(rf"\b(?:he|she)\s+{_GOES_ON_VERB}\s*[:,]?\s*$", re.IGNORECASE)
_GOES_ON_AFTER = re.compile(
    rf"[\s,]*(?:(?:he|she)\s+{_GOES_ON_VERB}|(?:added|continued)\s+(?:he|she))\b", re.IGNORECASE
)
