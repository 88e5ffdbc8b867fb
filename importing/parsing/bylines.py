"""Bylines: `By Ana Pell`, `By Ana Pell and Ed Marsh, The Associated Press`, `Ana Pell, Reuters`."""

from __future__ import annotations

import re

from importing.parsing.person_names import is_person_name

# Credits a byline may end with when it has no "By": the wire services.
_WIRES = {
    "reuters",
    "the associated press",
    "associated press",
    "ap",
    "afp",
    "agence france-presse",
    "bloomberg",
    "upi",
    "press association",
    "pa",
    "the canadian press",
    "dpa",
    "kyodo news",
    "xinhua",
}
_BY = re.compile(r"^by\s+", re.IGNORECASE)
_AND = re.compile(r"\s*,\s*|\s+(?:and|&)\s+")
# `AP Business Writer`, `Associated Press Writers`, `Staff Reporter`: a credit, though its words look like a name.
_CREDIT = re.compile(
    r"(?:ap|afp|upi|reuters|bloomberg|associated press|the associated press)\b|.*\b(?:writers?|"
    r"correspondents?|reporters?|staff|editors?|contributors?)$",
    re.IGNORECASE,
)


def parse_byline(line: str) -> tuple[str, ...] | None:
    """The writers a byline line names, or None when the line is not a byline."""
    text = line.strip().rstrip(".")
    if len(text.split()) > 16 or re.search(r"[“”\"!?;:]", text):
        return None
    signed = bool(_BY.match(text))
    parts = [part for part in _AND.split(_BY.sub("", text)) if part]
    credit = ""
    if parts and not is_person_name(parts[-1]):
        parts[-1:] = _wire_after_name(parts[-1])
    if parts and (not is_person_name(parts[-1]) or _is_credit(parts[-1])):
        credit = parts.pop().lower()
    if not parts or not all(is_person_name(part) for part in parts):
        return None
    # Without "By", only a wire credit makes `Name, Outlet` a byline (`Nora Vance, Mayor` is not one).
    if not signed and credit not in _WIRES:
        return None
    return tuple(part.title() if part.isupper() else part for part in parts)


def _wire_after_name(part: str) -> list[str]:
    """`ANA PELL Associated Press` (AP's style, no comma): the name and the wire credit, else the part as it is."""
    lowered = part.lower()
    for wire in _WIRES:
        name = part[: len(part) - len(wire)].strip()
        if lowered.endswith(" " + wire) and is_person_name(name):
            return [name, part[len(part) - len(wire) :]]
    return [part]


def _is_credit(part: str) -> bool:
    return bool(_CREDIT.match(part))
