"""The subject of a speech verb, walking back over the clauses before it (`Sam Reyes, the director of a think tank,
compared`): past asides, a name's appositives and the letters after a name, to the clause that names or describes
who spoke."""

from __future__ import annotations

import re

from importing.parsing.asides import ends_a_place, is_interjected_clause, is_town_after
from importing.parsing.name_words import POSTNOMINALS
from importing.parsing.opening_names import bare_name, bare_opening_name
from importing.parsing.quotes import MASK
from importing.parsing.roles import OFFICE_WORDS, ROLES
from importing.parsing.subjects import SubjectPhrase, clean_phrase, subject_of


def nearest_clause_subject(clauses: list[str]) -> SubjectPhrase | None:
    """Walk back over clauses to the verb's subject, skipping relative and prepositional asides."""
    if _AFTER_A_QUOTATION.search(clauses[-1]):
        return None  # `the “best models in the world,” but added`: the verb before's own subject, not one here
    for number in range(len(clauses) - 1, -1, -1):
        if is_interjected_clause(clauses[number], set_off=number < len(clauses) - 1):
            # `..., when Mr. Buchanan, who had failed to win ..., called for`: a conjunction and a name alone
            # are the clause the verb ends, not an aside.
            led = _CONJUNCTION_ALONE.match(clauses[number])
            named = bare_name(clauses[number][led.end() :]) if led else None
            if named and number < len(clauses) - 1:
                return named
            continue
        if number and clauses[number].strip() in POSTNOMINALS:
            continue  # `Chris Uche, SAN, stated`: the letters after a name are no one
        if number and ends_a_place(clauses[number]):
            # `Tom Hale of Washington, D.C., explained`, not `a woman in Worcester, Massachusetts, told him`
            return bare_name(clauses[number - 1])
        if 0 < number < len(clauses) - 1 and is_town_after(clauses[number - 1], clauses[number]):
            continue
        found = subject_of(clauses[number])
        if (
            found
            and found.kind == "name"
            and number
            and _a_body_s_post(clauses[number], found.text)
        ):
            # `Jo Grady, UCU general secretary, said`: the body names her post, and she speaks.
            found = bare_opening_name(clauses[number - 1 : number]) or found
        if found and found.kind == "nominal" and number:
            # `Sam Reyes, the director of a think tank, compared`: the appositive's name wins, past a second
            # appositive (`J.J. Goldberg, editor at large of The Forward, an influential newspaper ..., wrote`).
            named = bare_opening_name(clauses[number - 1 : number])
            if named is None and number > 1 and _names_no_one(clauses[number - 1]):
                named = bare_opening_name(clauses[number - 2 : number - 1])
            return named or found
        if found or len(clean_phrase(clauses[number]).split()) > 2:
            return found
    return None


_AFTER_A_QUOTATION = re.compile(rf"{MASK}\s*(?:and|but)\s+$")


def _a_body_s_post(clause: str, name: str) -> bool:
    """`UCU general secretary`, `Acme chief executive`: a name, then lower-case words ending in a post."""
    after = clause.strip().removeprefix(name).split()
    return bool(after) and all(w.islower() for w in after) and after[-1] in _POSTS


_POSTS = (
    OFFICE_WORDS
    | {role for role in ROLES if " " not in role and role.isalpha()}
    | {"leader", "chief"}
)


def _names_no_one(clause: str) -> bool:
    found = subject_of(clause)
    return found is None or found.kind == "nominal"


_CONJUNCTION_ALONE = re.compile(
    r"\s*(?:when|after|before|as|while|because|since|until|once)\s+(?=[A-Z])"
)
