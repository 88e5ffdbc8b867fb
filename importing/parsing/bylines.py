"""Bylines: `By Ana Pell`, `By Ana Pell and Ed Marsh, The Associated Press`, `Ana Pell, Reuters`."""
from __future__ import annotations

import re

from importing.parsing.names import is_person_name

# Credits a byline may end with when it has no "By": the wire services.
_WIRES = {"reuters", "the associated press", "associated press", "ap", "afp", "agence france-presse", "bloomberg",
          "upi", "press association", "pa", "the canadian press", "dpa", "kyodo news", "xinhua"}
_BY = re.compile(r"^by\s+", re.IGNORECASE)
_AND = re.compile(r"\s*,\s*|\s+(?:and|&)\s+")


def parse_byline(line: str) -> tuple[str, ...] | None:
    """The writers a byline line names, or None when the line is not a byline."""
    text = line.strip().rstrip(".")
    if len(text.split()) > 16 or re.search(r"[“”\"!?;:]", text):
        return None
    signed = bool(_BY.match(text))
    parts = [part for part in _AND.split(_BY.sub("", text)) if part]
    credit = ""
    if parts and not is_person_name(parts[-1]):
        credit = parts.pop().lower()
    if not parts or not all(is_person_name(part) for part in parts):
        return None
    # Without "By", only a wire credit makes `Name, Outlet` a byline (`Nora Vance, Mayor` is not one).
    if not signed and credit not in _WIRES:
        return None
    return tuple(part.title() if part.isupper() else part for part in parts)
