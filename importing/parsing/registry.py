"""The people one document names: bare surnames, first names and aliases resolved to full names."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from importing.parsing.genders import gender_of_first_name
from importing.parsing.name_words import PARTICLES
from importing.parsing.names import surname
from importing.parsing.person_names import is_person_name
from importing.parsing.records import KnownPerson


@dataclass
class NameRegistry:
    """People met so far in one document, for resolving bare surnames and aliases."""

    known_people: Sequence[KnownPerson] = ()
    seen: list[str] = field(default_factory=list)
    genders: dict[str, str] = field(default_factory=dict)
    roles: dict[str, set[str]] = field(
        default_factory=dict
    )  # the roles the text gives each person (`senator`)
    role_holders: dict[str, list[str]] = field(
        default_factory=dict
    )  # and, by role, the people given it
    # The last words of names the text makes plural (`FINN HARPS have hit`, `Rovers are`): teams and groups,
    # whatever first name they open with, never a person.
    groups: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        # Look-ups by lower-cased name, alias, surname and first name, so each costs the same however many
        # people a document names.
        self._known: dict[str, str] = {}
        self._known_surnames: dict[str, set[str]] = {}
        self._slugs: dict[str, str] = {}
        # The roles People gives each person on file at the text's date (`the general manager said`).
        self.offices: dict[str, frozenset[str]] = {
            person.name: frozenset(person.roles) for person in self.known_people if person.roles
        }
        for person in reversed(
            self.known_people
        ):  # the first listed wins, as it did when scanned in order
            for name in (person.name, *person.aliases):
                self._known[name.lower()] = person.name
            self._slugs[person.name.lower()] = person.slug
        for person in self.known_people:
            self._known_surnames.setdefault(surname(person.name).lower(), set()).add(person.name)
        self._seen: set[str] = set()
        self._by_surname: dict[str, set[str]] = {}
        self._by_first: dict[str, set[str]] = {}
        self._by_initials: dict[str, set[str]] = {}  # `DKS` for `D K Shivakumar`, `KCR`, `JFK`
        self._by_first_opening: dict[str, set[str]] = {}  # `surya` for `Suryakumar Yadav`
        self._parts: set[str] = set()
        for full in list(self.seen):
            self._index(full)

    def _index(self, full: str) -> None:
        self._seen.add(full)
        self._by_surname.setdefault(_key(surname(full)), set()).add(full)
        self._by_first.setdefault(_key(full.split()[0]), set()).add(full)
        self._parts.update(_apostrophes(part) for part in (surname(full), full.split()[0]))
        first = _key(full.split()[0])
        for size in range(4, len(first) - 2):
            self._by_first_opening.setdefault(first[:size], set()).add(full)
        if len(letters := _initials(full)) >= 3 and _a_person_s(full):
            self._by_initials.setdefault(letters, set()).add(full)

    def trust(self, word: str, gender: str = "") -> None:
        """A single word the text gives a person's title (`Mr. Vance`, `President Obama`): a name when alone."""
        self._parts.add(_apostrophes(word))
        if gender and word not in self.genders:
            self.genders[word] = gender

    def surname_candidates(self, word: str) -> set[str]:
        """Full names seen or on file whose surname is `word`."""
        return self._by_surname.get(_key(word), set()) | self._known_surnames.get(
            word.lower(), set()
        )

    def add(self, name: str, gender: str = "") -> str:
        full = self.resolve(name)
        if self.is_group(full):
            return full
        if is_person_name(full) and full not in self._seen:
            self.seen.append(full)
            self._index(full)
        if gender and full not in self.genders:
            self.genders[full] = gender
        return full

    def is_group(self, name: str) -> bool:
        """Whether the name ends as a team's or a group's the text made plural (`groups`)."""
        return surname(name).lower() in self.groups

    def resolve(self, name: str) -> str:
        """Full name for a mention: known name or alias, else the one seen person it can mean."""
        lowered = name.lower()
        if lowered in self._known:
            return self._known[lowered]
        words = name.split()
        if len(words) != 1:
            return self._with_particles(name) if _particles(words[:-1]) else name
        candidates = self.surname_candidates(name)
        if len(candidates) == 1:
            return next(iter(candidates))
        if candidates:
            return name
        by_first = self._by_first.get(_key(name), set())
        if not by_first and _INITIALS.fullmatch(name):
            by_first = self._by_initials.get(name, set())
            # `DK Shivakumar` and `D K Shivakumar`: one man, spelled twice.
            if len({full.replace(".", "").replace(" ", "") for full in by_first}) == 1:
                by_first = {min(by_first)}
        elif not by_first:
            # `Surya said` after `Suryakumar Yadav`, `Satwik` after `Satwiksairaj Rankireddy`: a first name cut
            # short, as sport writes it, is the one person whose first name it opens by three letters or more.
            by_first = self._by_first_opening.get(_key(name), set())
        return next(iter(by_first)) if len(by_first) == 1 else name

    def _with_particles(self, name: str) -> str:
        """`Di María` after `Ángel Di María`: a surname led by its particles is that person's, as a bare one is."""
        whole = [
            full
            for full in self.surname_candidates(name.split()[-1])
            if _key(full).endswith(" " + _key(name))
        ]
        return whole[0] if len(whole) == 1 else name

    def add_role(self, name: str, role: str) -> None:
        if role not in self.roles.setdefault(name, set()):
            self.roles[name].add(role)
            self.role_holders.setdefault(role, []).append(name)

    def knows_part(self, word: str) -> bool:
        """Whether `word` is the first name or surname of someone already seen (`O'Neill` of `James O’Neill`)."""
        return _apostrophes(word) in self._parts

    def slug_for(self, name: str) -> str | None:
        return self._slugs.get(name.lower())

    def is_seen(self, name: str) -> bool:
        """A full name the text has given."""
        return name in self._seen

    def is_known(self, name: str) -> bool:
        """A person on file (by name or alias)."""
        return name.lower() in self._known


def _apostrophes(word: str) -> str:
    """One apostrophe for comparing names: copy mixes `O’Neill` and `O'Neill`."""
    return word.replace("’", "'")


def _particles(words: list[str]) -> bool:
    return bool(words) and all(word.lower() in PARTICLES for word in words)


def _key(word: str) -> str:
    """A name part as looked up: `al-Assad` is found by `Assad`, as the press writes it after first mention."""
    key = _apostrophes(word).lower()
    return key[3:] if key.startswith(("al-", "el-")) else key


_INITIALS = re.compile(r"[A-Z]{3,4}")


def _initials(full: str) -> str:
    """`D K Shivakumar` and `DK Shivakumar` -> `DKS`, `K. Chandrashekar Rao` -> `KCR`, `Alexandria Ocasio-Cortez`
    -> `AOC`: how the press writes a name by its letters."""
    letters = []
    for word in re.split(r"[\s-]+", full.replace(".", " ")):
        if word.isupper() and word.isalpha():
            letters.extend(word)
        elif word[:1].isupper():
            letters.append(word[0])
    return "".join(letters)


def _a_person_s(full: str) -> bool:
    """A name written with initials (`D K Shivakumar`) or opened by a first name (`John F. Kennedy`): a body
    the text names in capitals (`the Global Response Staff`) has no letters for a person."""
    words = full.replace(".", ". ").split()
    return any(len(w.rstrip(".")) <= 2 and w.rstrip(".").isupper() for w in words[:-1]) or bool(
        gender_of_first_name(words[0])
    )
