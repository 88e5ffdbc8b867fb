"""Attribution cues: which words around a quotation say who spoke it."""

from __future__ import annotations

import re

from importing.parsing.adjacent_subjects import (
    adjacent_subject,
    cue_before_participle,
    gerund_subject,
)
from importing.parsing.asides import (
    ends_a_place,
    joined_places,
    holder_set_after,
    is_interjected_clause,
    led_clause_subject,
    without_asides,
    without_towns,
)
from importing.parsing.coordinated import coordinated_subjects, first_predicate
from importing.parsing.distant_cues import (
    ISSUED,
    SUBORDINATE,
    closing_a_subordinate,
    closing_inverted_cue,
    interjected_cue,
    inverted_subject,
    opening_pronoun,
    relative_subject,
)
from importing.parsing.nearest_clause import nearest_clause_subject
from importing.parsing.named_cues import (
    PASSIVE_AGENT,
    according_to,
    agent_of_a_view,
    claim_owner,
    introducing_name,
)
from importing.parsing.opening_names import bare_name, bare_opening_name
from importing.parsing.person_names import is_person_name
from importing.parsing.sentences import first_sentence_end, main_clause, without_dateline
from importing.parsing.subjects import (
    PRONOUN_GENDER,
    SubjectPhrase,
    clean_phrase,
    describes_at_length,
    subject_of,
    unclosed_description,
)
from importing.parsing.unnamed_people import introduced_before_colon
from importing.parsing.verbs import (
    VerbHit,
    described_by_others,
    find_verbs,
    is_modifier,
    is_passive,
)

__all__ = [
    "PRONOUN_GENDER",
    "SubjectPhrase",
    "VerbHit",
    "clean_phrase",
    "find_verbs",
    "inverted_subject",
    "subject_of",
]


def subject_after_quote(after: str) -> SubjectPhrase | None:
    """Source in the words right after a closing mark: `, Smith said`, `said Smith, a ...`, `he added`."""
    clause = _PARENTHETICAL.sub(" ", after[: first_sentence_end(after)])
    return _subject_after(clause) or closing_inverted_cue(clause)


def _subject_after(clause: str) -> SubjectPhrase | None:
    verbs = [v for v in find_verbs(clause) if not is_passive(clause, v)]
    if not verbs:
        return None
    verb = verbs[0]
    head = clause[: verb.start()]
    # Many words before the verb start a new clause, save an appositive (`, an AFP journalist on Morotai said`).
    if len(head.split()) > (30 if "," in head else 16 if describes_at_length(head) else 9):
        return None
    # `“...,” when Pell blasted him` tells when; `“...” after the party quit the alliance, Reuters said` closes
    # with the main clause's own subject.
    if SUBORDINATE.match(head) and not ("," in head and bare_name(head.rsplit(",", 1)[1])):
        return closing_a_subordinate(clause, verbs[1:])
    if _WHICH.search(head):
        return None  # `“...” Plessy v. Ferguson, which denied`, `, and promised`: a relative or coordinated verb
    if verb.group().lower() == "according to":
        source = re.split(r"[,;]", clause[verb.end() :])[0]
        # `according to the vice chancellor of the University of Exeter in a debate hosted by ...`: the source
        # is the noun phrase, not where or when it spoke.
        return according_to(clause) or subject_of(_ADJUNCT.split(source, 1)[0])
    parts = head.split(",")
    # The subject comes first (`, Smith said`) unless the writer's phrase runs on (`” by the owners, Smith said`).
    while (
        len(parts) > 1 and is_interjected_clause(parts[0], set_off=True) and clean_phrase(parts[0])
    ):
        parts = parts[1:]
    if len(parts) > 1 and bare_name(parts[-1]):
        return bare_name(parts[-1])  # `“...” by the United States, NATO and others, Clinton said`
    if clean_phrase(parts[0]):
        found = subject_of(parts[0])
        if found is not None and found.kind == "nominal" and len(parts) > 1:
            found = _best_subject(without_towns(parts)) or found
        # `“...” is held to account, Pell said.`, `“...” they need to win, Neil Sroka said.`: a clause of
        # the quotation's sentence runs on after it, and the sentence's own attribution closes it.
        runs_on = found is not None and found.kind == "pronoun" and len(parts[0].split()) > 2
        last = subject_of(parts[-1]) if len(parts) > 1 else None
        if (
            found is not None
            and found.kind == "name"
            and last
            and _FINITE.search(clean_phrase(parts[0]))
        ):
            # `“came out of nowhere,” Facebook was getting popular ..., the report said`: a name's clause with a
            # verb of its own runs on before the cue, whose subject comes last.
            return last
        if found is None or runs_on:
            found = last if last is not None and last.kind in ("name", "pronoun") else found
        return found
    parts = parts[:1] + without_asides(parts[1:])  # `, just as Clinton did in 2008, Rendell added`
    found = _best_subject(parts[1:2]) if len(parts) > 1 else None
    if (found is None or found.kind == "nominal") and len(parts) > 2:
        # `, a spokesman, John Doe, said`: the appositive name wins over the description (one the rules
        # cannot read as a subject too: `, Rep. Ana Pell's chief of staff, Joe Kasper, told`).
        found = _best_subject(parts[1:]) or found
    if found is None and not clean_phrase(head) and not verb.group().lower().endswith("ing"):
        # `, said Smith`; not `, telling Fox 35 that`: an -ing verb's object is the one told.
        found = inverted_subject(clause[verb.end() :])
    return found


_FRONTED_NAME = re.compile(r"\s*((?:[A-Z][\w.’'-]*\s+){0,3}[A-Z][\w’'-]*),\s+(?:he|she)\s+[a-z]+,")


def fronted_name(head: str) -> str:
    """`Puska, he said, will have his “day of reckoning”`: the name set before the cue's own `he`, whom he spoke
    of and is not; "" where none is."""
    found = _FRONTED_NAME.match(head)
    return found.group(1) if found else ""


_WHICH = re.compile(r"(?:\bwhich|,\s*(?:and|but))\s+$")
_ADJUNCT = re.compile(r"\s+(?:in|at|during|on|after|before|when|while|last|this|earlier)\s")
_FINITE = re.compile(r"\S\s+(?:is|are|was|were|has|had|have|will|would|could|can)\s")


def closed_by_a_pronoun(after: str) -> bool:
    """Whether a pronoun's cue follows a quotation (`,” he reiterated`)."""
    found = subject_after_quote(after)
    return found is not None and found.kind == "pronoun"


def attribution_follows(after: str, *, asks: bool = False) -> bool:
    """Whether words after a quotation ending in . ? or ! still belong to it (“Why?” Smith asked.)."""
    clause = after[: first_sentence_end(after)]
    ends_sentence = clause.rstrip()[-1:] in (".", "!", "?") or not after[len(clause) :].strip()
    # After a question or exclamation, short up to its verb is enough: `“Who knew?” Pell said, looking out on
    # the crowd.` After a full stop the clause itself must be short: `“... policy.” The network said it would ...`.
    verbs = find_verbs(clause) if asks else ()
    # `“How are you today?” Miller, a retired worker from a nuclear plant, said pleasantly`: a name's appositive,
    # set off by commas, may stand before the verb.
    head = _APPOSITIVE.sub("", clause[: verbs[0].end()], count=1) if verbs else ""
    short = len(head.split()) <= 6 if verbs else len(clause.split()) <= 6
    if not short and not asks:
        # `“... solid.” The company said in a press release.`: a subject, its verb and where it said it.
        said = find_verbs(clause)
        short = (
            bool(said)
            and len(clause[: said[0].end()].split()) <= 4
            and bool(_ONLY_AN_ADJUNCT.match(clause, said[0].end()))
        )
    return ends_sentence and short and subject_after_quote(after) is not None


_APPOSITIVE = re.compile(r"(?<=[A-Za-z]),\s+(?:a|an|the)\s[^,;:“”\"]{1,80},")
# Where or when the words were said, and nothing more, up to the sentence's end.
_ONLY_AN_ADJUNCT = re.compile(
    r"\s+(?:in|on|at|during|to|after|before|via|through)\s(?![^.!?]*\b(?:that|saying|as)\b)[^,;:“\"]*"
    r"[.!?]?\s*$"
)


def _best_subject(parts: list[str]) -> SubjectPhrase | None:
    """Among comma-separated parts (`Lena Ortiz, director of ..., said`), prefer a name, then a pronoun."""
    found = [subject for subject in map(subject_of, parts) if subject is not None]
    for kind in ("name", "pronoun", "nominal"):
        for subject in found:
            if subject.kind == kind:
                return subject
    return None


# A bracketed aside, or a party tag after a comma (`Chuck Schumer, D-N.Y., said Thursday, calling`), the verb
# perhaps straight after it (`Greg VanWoerkom, R-Norton Shores said`).
_PARENTHETICAL = re.compile(
    r"\([^()]{0,40}\)|,\s*[DRI]-[A-Z][\w.]*(?:\s[A-Z][\w.]*)?(?=,|\s+[a-z]|\s*$)"
)


# A pronoun opening the sentence as its subject; not a passive's (`He was asked:` introduces a question).
_OPENING_PRONOUN = re.compile(
    r"\s*(He|She|They)\s+(?!(?:was|were|is|are|had been|has been)\s+\w+ed\b)[a-z]"
)


def subject_before_quote(before: str) -> SubjectPhrase | None:
    """Source of a quote introduced earlier in its sentence: `Smith said, “`, `he believes X have “`."""
    before = without_dateline(before)
    agent = PASSIVE_AGENT.search(before)
    if agent and subject_of(agent.group(1)) is not None:
        # `was told by the Speaker to “`: the one who told said the words
        return subject_of(agent.group(1))
    named = according_to(before) or introducing_name(before) or claim_owner(before)
    if named:
        return named
    issued = ISSUED.search(before)
    if issued:
        # `Ana Pell released a statement saying that the levy was “`: who issued it said the words.
        return subject_before_quote(before[: issued.start()] + " said ")
    verbs = [
        v
        for v in find_verbs(before)
        if v.group().lower() != "according to"
        and not is_modifier(before, v)
        and not is_passive(before, v)
    ]
    if not verbs:
        # `The mayor is rolling out a new slogan: “It's about you.”`, `She batted one back at a hack: “`
        if not before.rstrip().endswith(":"):
            return None
        pronoun = _OPENING_PRONOUN.match(before)
        found = opening_name(before) or (pronoun and SubjectPhrase("pronoun", pronoun[1].lower()))
        return found or introduced_before_colon(before)
    interjected = interjected_cue(before, verbs[-3:])
    if interjected:
        return interjected
    cue = cue_before_participle(before, verbs)
    if cue is not None:
        return cue
    for verb in reversed(verbs[-3:]):
        # `X said that ... and dismissed them as “`: coordinated verbs share the first one's subject.
        head = joined_places(_PARENTHETICAL.sub(" ", before[: verb.start()]))
        clauses = re.split(r"[,;]|\s--\s|\s[—–]\s", head)
        found = (
            adjacent_subject(head)
            or relative_subject(head)
            or gerund_subject(head, verb)
            or led_clause_subject(clauses[-1])
            or _opening_subject(clauses, verb, head)
            or _predicate_subject(first_predicate(clauses))
            or nearest_clause_subject(clauses)
        )
        if found:
            return found
    verb = verbs[-1]
    head = before[: verb.start()]
    inverted = before[verb.end() :]
    # `..., said Smith, “` or `Said Smith: “`; never a name after the verb of a subject-led clause, nor after a
    # participle or `told`: no subject follows an -ing (`Saying he was “deeply grateful”, Kelly added`: the main
    # clause's subject speaks; `..., accusing Mr Andrews of “`: whom she accused), nor `told ITV News`.
    no_subject_after = verb.group().lower().endswith(("ing", "told", "tells"))
    if (
        clean_phrase(inverted)
        and not no_subject_after
        and (not clean_phrase(head) or head.rstrip().endswith(","))
    ):
        return inverted_subject(inverted)
    return None


def _opening_subject(clauses: list[str], verb: VerbHit, head: str) -> SubjectPhrase | None:
    """`Nora Vance, a developer and spokeswoman ..., said`; `Vance spoke ..., arguing`."""
    described = unclosed_description(clauses)
    if described:
        return described
    opening = bare_opening_name(clauses) if len(clauses) > 1 else None
    if opening is None and verb.group().lower().endswith("ing") and head.rstrip().endswith(","):
        if len(clauses) > 1 and find_verbs(clauses[-2]):
            return None  # `“...,” Law said, noting that`: the cue just before it has the subject
        opening = opening_name(head) or opening_pronoun(head)
    return opening


def _predicate_subject(clause: str | None) -> SubjectPhrase | None:
    return (opening_name(clause) or opening_pronoun(clause)) if clause else None


_LEADING_CONJUNCTION = re.compile(r"\s*(?:And|But|Yet)\s+(?:then\s+)?")


# `Reserve Bank (RBNZ) chief economist Yuong Ha referred to ...`: a body's letters in brackets part it from the
# role and the name after it, who are the subject.
_BRACKETED_LETTERS = re.compile(r"(?<=[a-z])\s+\([A-Z][A-Za-z]{1,7}\)(?=\s+[a-z])")


def sentence_subject(sentence: str) -> SubjectPhrase | None:
    """Who a sentence is about: the source of its first speech verb, else a name opening it. A clause
    opening it with `while`, `after` or the like is passed over for the main clause's subject (`While Clinton
    pledged ..., Sanders insisted`: a `he` that follows means Sanders)."""
    sentence = main_clause(without_dateline(sentence))
    if agent := agent_of_a_view(sentence):
        return agent
    led = _LEADING_CONJUNCTION.match(sentence)  # `But Mr. O’Toole sidestepped those questions`
    sentence = sentence[led.end() :] if led and sentence[led.end() :][:1].isupper() else sentence
    verbs = [
        v
        for v in find_verbs(sentence)
        if v.group().lower() != "according to" and not is_passive(sentence, v)
    ]
    if verbs:
        head = sentence[: verbs[0].start()]
        if head.rstrip().endswith(",") and bare_opening_name(re.split(r"[,;]", head)) is None:
            found = inverted_subject(sentence[verbs[0].end() :])
            if found is not None and found.kind != "nominal":
                return found
        found = subject_before_quote(sentence[: verbs[0].end()] + " ")
        if found is None and not clean_phrase(sentence[: verbs[0].start()]):
            found = inverted_subject(sentence[verbs[0].end() :])
        return found
    clauses = re.split(r"[,;]", _BRACKETED_LETTERS.sub("", sentence))
    for number, clause in enumerate(clauses):
        if not is_interjected_clause(clause, set_off=number < len(clauses) - 1):
            found = subject_of(clause)
            return holder_set_after(found, clauses[number + 1 :]) or found
    return None


def main_clause_subject(before: str) -> SubjectPhrase | None:
    """`After Modi announced his name, the two-time MP wrote ...: “...,” he wrote.`: past a clause opening the
    sentence, the main clause's own subject, named or described, is whom its `he` means."""
    main = main_clause(before)
    opening = before[: len(before) - len(main)].split()[1:]
    if main == before or all(word[:1].isupper() for word in opening):
        return None  # `When Robby Mook, Clinton’s campaign manager was asked`: a name and its appositive
    subject = sentence_subject(before)
    return subject if subject is not None and subject.kind in ("name", "nominal") else None


def opening_name(sentence: str) -> SubjectPhrase | None:
    """A name that opens its sentence (`Ray Dunne, her opponent, said he ...`): what a later "he" means.
    Leading asides (`In recent weeks, Dunne has ...`) are passed over."""
    offset, sentence = 0, without_dateline(sentence)
    fronted = _FRONTED_NAME.match(sentence)
    if fronted and not sentence[fronted.end() :].strip():
        return None  # `Hogan, he added, “`: the one spoken of, before the cue's own subject
    for clause in re.split(r"(?<=[,;])", sentence):
        set_off = clause.rstrip().endswith((",", ";"))
        # `And then Dunne went on the attack, saying`: a conjunction opening the sentence opens no aside.
        led = _LEADING_CONJUNCTION.match(clause) if not offset else None
        unled = (clause[led.end() :] if led else clause).rstrip(",;")
        if (offset and ends_a_place(unled)) or is_interjected_clause(unled, set_off=set_off):
            offset += len(clause)
            continue
        found = subject_of(_BRACKETED_LETTERS.sub("", clause.rstrip(",;")))
        if found is None or found.kind != "name":
            return None
        position = sentence.find(found.text.split()[0], offset)
        return found if 0 <= position and len(sentence[offset:position].split()) <= 3 else None
    return None


def fragments_owner(head: str) -> SubjectPhrase | None:
    """Whose words a fragment with no cue of its own is: the latest joined clause's subject before it (`UCU is
    attempting to win over supporters ..., and Dr Grady defended engaging in “rough and tumble”`), else the
    name opening the sentence (`Dunne openly admires the general as a “strong leader”`)."""
    joined = [
        mention
        for mention in coordinated_subjects(head)
        if _CLAUSE_JOINED.search(head, 0, mention.start)
        and (mention.titled or is_person_name(mention.name))
    ]
    if joined:
        return SubjectPhrase("name", joined[-1].name, joined[-1].title_gender)
    # `For Rep. Perci Cendaña (Akbayan Party-list), an endorser of the complaint, Duterte’s statement is “deeply
    # ironic”`: whose view a sentence with no speech verb gives.
    held = _FOR_A_NAME.match(head)
    found = subject_of(held.group(1)) if held and not find_verbs(head) else None
    person = (
        found is not None and found.kind == "name" and (found.titled or is_person_name(found.text))
    )
    if person:
        return found
    # `University Hospital Limerick in particular was singled out as being “out of control”`: others' words.
    if described_by_others(head):
        return None
    return opening_name(head)  # not `For African-Americans, on the other hand, “`


_FOR_A_NAME = re.compile(
    r"\s*For\s+((?:[A-Z][\w.’'-]*\s+){0,3}[A-Z][\w’'-]*)\s*(?:\([^()]{1,40}\))?\s*,"
)


# A clause joined after a comma (`..., and Dr Grady defended`), not two people joined (`Clinton and O'Malley`).
_CLAUSE_JOINED = re.compile(r",\s*(?:and|but)\s+(?:[A-Z][\w’'.-]*\s+){0,3}$")
