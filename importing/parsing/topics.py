"""Whom a sentence is about when no one is its subject: the person it describes, or the one person it names in a
possessive. The reader notes them as the latest written about, whom the next `he` or `she` means."""

from __future__ import annotations

import re

from importing.parsing.names import find_mentions, surname
from importing.parsing.person_names import is_person_name
from importing.parsing.places import owns_a_place
from importing.parsing.registry import NameRegistry
from importing.parsing.verbs import find_verbs


def described(sentence: str, registry: NameRegistry) -> list[str]:
    """`It became an issue, with Ana Pell -- who has called for ... -- attacking the plan`, `which worries
    Ray Dunne, president of the port board`: with no one its subject, a sentence is about the person it
    describes in a relative clause or an appositive."""
    people = []
    for mention in find_mentions(sentence):
        full = registry.resolve(mention.name)
        if is_person_name(full) and _DESCRIBED.match(sentence, mention.end):
            people.append(full)
    return people


def owner(sentence: str, registry: NameRegistry) -> str | None:
    """`The adjectives came rolling out of coach Dwane Casey’s mouth.`: a sentence whose subject is no one,
    naming one person only and in a possessive, is about that person; the next `he` means them. Not where
    someone speaks (`the candidate said in an interview with Sirius XM’s “Breitbart News Daily”`)."""
    if find_verbs(sentence):
        return None
    people = [(m, registry.resolve(m.name)) for m in find_mentions(sentence)]
    people = [(mention, name) for mention, name in people if is_person_name(name)]
    # Not one of two the surname may mean (`Ivanka Trump’s den`): the next `Mr. Trump` would be hers.
    # `A vigil was held outside St Anthony's Shrine`: a place's name, no one's.
    if (
        len(people) == 1
        and people[0][0].possessive
        and not owns_a_place(sentence, people[0][0].end)
    ):
        if len(registry.surname_candidates(surname(people[0][1]))) <= 1:
            return people[0][1]
    return None


_DESCRIBED = re.compile(
    r"\s*(?:,|--|—|–)\s*(?:who(?:['’]s)?\b|(?:a|an|the)?\s*(?:[a-z]+\s+){0,2}"
    r"(?:president|director|chairman|chairwoman|head|founder|spokesman|spokeswoman|leader|chief)\s+(?:of|for|at)\b)"
)
