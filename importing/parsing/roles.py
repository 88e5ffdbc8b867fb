"""Offices and jobs: the role a title gives a person (`Sen. Ana Pell`, `harbour manager Ray Dunne`), and the role
a nominal speaker names (`the Vermont senator`), so that "the senator said" can mean the senator last named."""

from __future__ import annotations

import re
from functools import lru_cache

# Title or role word -> (role, gender it implies).
ROLES = {
    "sen.": ("senator", ""),
    "sen": ("senator", ""),
    "senator": ("senator", ""),
    "gov.": ("governor", ""),
    "gov": ("governor", ""),
    "governor": ("governor", ""),
    "rep.": ("representative", ""),
    "rep": ("representative", ""),
    "representative": ("representative", ""),
    "congressman": ("representative", "m"),
    "congresswoman": ("representative", "f"),
    "mayor": ("mayor", ""),
    "judge": ("judge", ""),
    "justice": ("judge", ""),
    "sheriff": ("sheriff", ""),
    "commissioner": ("commissioner", ""),
    "chancellor": ("chancellor", ""),
    "ambassador": ("ambassador", ""),
    "coach": ("coach", ""),
    "manager": ("manager", ""),
    "minister": ("minister", ""),
    "councilman": ("councillor", "m"),
    "councilwoman": ("councillor", "f"),
    "spokesman": ("spokesperson", "m"),
    "spokeswoman": ("spokesperson", "f"),
    "spokesperson": ("spokesperson", ""),
}
# Words a nominal speaker may put before its role: `the Vermont senator`, `the former governor`, `the Republican mayor`.
_QUALIFIER = r"(?:[A-Z][\w.’'-]*|former|then|current|longtime|veteran|embattled|junior|senior|state|city|county|freshman)"
_ALTERNATIVES = "|".join(re.escape(word) for word in sorted(ROLES, key=len, reverse=True))
_NOMINAL = re.compile(rf"(?:the|The)\s+(?:{_QUALIFIER}\s+){{0,3}}({_ALTERNATIVES})")
# A lower-case role word right before a name: `harbour manager Ray Dunne`, `campaign spokeswoman Ana Pell`.
_ROLE_BEFORE = re.compile(rf"\b({_ALTERNATIVES})\s*$", re.IGNORECASE)


def role_of_title(word: str) -> tuple[str, str] | None:
    """(role, gender) for a title or role word, None for any other word."""
    return ROLES.get(word.lower())


def role_before(text: str) -> tuple[str, str] | None:
    """The role word that `text` ends with (the words just before a name), if any."""
    found = _ROLE_BEFORE.search(text[-40:])
    return ROLES[found.group(1).lower()] if found else None


@lru_cache(maxsize=4096)
def nominal_role(phrase: str) -> tuple[str, str] | None:
    """(role, gender) when a nominal speaker is one person in a role (`the Vermont senator`), else None
    (`senators`, `a senator`, `the senator's aide`: a group, someone unnamed, or someone else)."""
    found = _NOMINAL.fullmatch(phrase.strip().rstrip(","))
    return ROLES[found.group(1).lower()] if found else None
