"""Whom a `he` or `she` most likely means: each person's salience where a quotation's cue stands.

A reader resolves `“...,” she said` to the person the last sentences were about, not to the last name
written. Salience, after Lappin and Leass's resolver, is that reading in numbers: each sentence's
mentions weigh by the part the name plays (the subject of a clause weighs most; a name inside a
prepositional phrase, a possessive or a noun's modifier least; whoever a cue credits with words counts
most), a `he` or `she` (a clause's subject) adds weight to the person it means at that point (the
most salient one whose gender fits), a `his`, `him` or `her` less, and every sentence read halves what
came before (a new paragraph halves it again).
"""

from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from importing.parsing.blocks import Block
from importing.parsing.mention_shape import common_words, determiner_before
from importing.parsing.names import find_mentions, surname
from importing.parsing.person_names import is_person_name
from importing.parsing.quotes import MASK
from importing.parsing.sentences import sentence_of
from importing.parsing.subjects import PREPOSITIONS
from importing.parsing.verbs import VERB_WORDS

# The features this module gives each candidate (the end of candidates.FEATURES).
PRONOUN_FEATURES = (
    "salience",
    "salience_share",
    "salience_rank",
    "last_role",
    "subject_mentions",
    "person_name",
    "gender_source",
    "near_pronoun",
    "near_gender_agrees",
)
# How many sentences before a quotation's are read (the quotation's own, up to its mark, as well).
_SENTENCES = 10
# At most this many mentions, and pronouns, of one sentence weigh: a bounded cost per quotation.
_PER_SENTENCE = 12
_DECAY = 0.5

# The part a mention plays in its sentence, and its weight (recency, subject, head noun, non-adverbial).
# A SPEAKER is a subject whose verb is a speech verb (`Pell said`, `said Pell`): the one a later `he said`
# most often goes on quoting.
SUBJECT, OBJECT, OBLIQUE, POSSESSIVE, MODIFIER, SPEAKER = 1, 2, 3, 4, 5, 6
WEIGHTS = {
    SUBJECT: 310.0,
    OBJECT: 280.0,
    OBLIQUE: 220.0,
    POSSESSIVE: 150.0,
    MODIFIER: 60.0,  # `the Pell campaign`: a name that modifies a noun is seldom what `she` means
    SPEAKER: 390.0,
}
# Words after which a name opens a clause of its own (`but as Mr. Sanders campaigned`).
_CLAUSE_OPENERS = frozenset(
    """and but or as when while because since after before although though if that so then
    yet once until unless where whereas""".split()
)
_PRONOUN = re.compile(r"\b(?:(he)|(she)|(his|him)|(her))\b", re.IGNORECASE)
# What each form of the pronoun weighs: `he` and `she` are a clause's subject; `his`, `him`, `her` less.
_FORMS = (SUBJECT, -SUBJECT, POSSESSIVE, -POSSESSIVE)
_GENDER = {"he": "m", "she": "f"}


class Salience(NamedTuple):
    """Each person's salience at a quotation's cue, and the part each last played before it."""

    weight: dict[str, float]
    last_role: dict[str, int]
    subject_count: dict[str, int]

    def of(self, name: str) -> float:
        """A person's salience, their bare surname's included (`Clinton` when two Clintons are named)."""
        last = surname(name)
        return self.weight.get(name, 0.0) + (self.weight.get(last, 0.0) if last != name else 0.0)

    def role(self, name: str) -> int:
        return self.last_role.get(name) or self.last_role.get(surname(name), 0)

    def subjects(self, name: str) -> int:
        last = surname(name)
        return self.subject_count.get(name, 0) + (
            self.subject_count.get(last, 0) if last != name else 0
        )


NO_SALIENCE = Salience({}, {}, {})


def pronoun_reading(item, salience: Salience, people: list[str], wanted: str, mentions):
    """The features of a quotation's pronoun for each candidate: salience, its share and rank among those the
    cue's pronoun may mean, the part last played, subject mentions, whether the name is a full person's
    name, how its gender is known, the cue's pronoun (read more widely: any speech verb, or the cue of the
    neighbour a quotation borrows) and whether the gender agrees with it."""
    near = cue_gender(item.block, item.span.mark_start, item.span.mark_end, item.how) or wanted
    if not near and item.subject_kind != "pronoun":
        # No pronoun to resolve (a cue names the speaker, or nothing does): the same for everyone.
        return lambda name, gender: _NOTHING
    standing = standings(salience, people, near, mentions)
    code = {"": 0.0, "m": 1.0, "f": 2.0}[near]

    def features(name: str, gender: str) -> tuple[float, ...]:
        return (
            salience.of(name),
            *standing.get(name, (0.0, 99.0)),
            float(salience.role(name)),
            float(salience.subjects(name)),
            float(is_person_name(name)),
            float(gender_source(name, mentions.context)),
            code,
            float(1 if near and gender == near else (-1 if near and gender else 0)),
        )

    return features


_NOTHING = (0.0, 0.0, 99.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def standings(salience: Salience, names, near: str, mentions) -> dict[str, tuple[float, float]]:
    """Each person's share of the most salient one's weight and rank (0 the most salient) among those whose
    gender fits the cue's pronoun `near` (all of them when there is none)."""
    weighed = {name: salience.of(name) for name in names if not near or _fits(name, near, mentions)}
    most = max(weighed.values(), default=0.0)
    order = sorted((name for name in weighed if weighed[name]), key=lambda name: -weighed[name])
    return {name: (weighed[name] / most, float(rank)) for rank, name in enumerate(order)}


def _fits(name: str, sex: str, mentions) -> bool:
    """Whether `he` (sex "m") or `she` ("f") may mean the name: its gender is that one, or unknown and the
    name is no words the text also writes in lowercase (`Presidential Debates`, `Right Wing Watch`)."""
    gender = mentions.context.gender(name)
    return gender == sex or (not gender and not common_words(name, mentions.lowercase))


def role_of(text: str, sentence_start: int, mention, *, subject: bool = False) -> int:
    """The part a name plays where it stands: SPEAKER, SUBJECT, OBJECT, OBLIQUE, POSSESSIVE or MODIFIER."""
    if mention.possessive:
        return POSSESSIVE
    before = text[max(sentence_start, mention.start - 40) : mention.start].split()
    previous = before[-1] if before else ""
    lowered = previous.lower().strip("(")
    following = text[mention.end : mention.end + 20].split()
    verb_next = bool(following) and following[0].lower().strip(",") in VERB_WORDS
    if verb_next or lowered in VERB_WORDS:
        return SPEAKER
    if subject:
        return SUBJECT
    if lowered in PREPOSITIONS:
        return OBLIQUE
    if determiner_before(text, mention.start):
        return MODIFIER
    opens_clause = (
        not previous
        or previous[-1] in ',;:—–-(“"' + MASK
        or lowered in _CLAUSE_OPENERS
        or previous[:1].isupper()  # a title or descriptor (`Rep. Hank Johnson`)
    )
    return SUBJECT if opens_clause else OBJECT


class PronounIndex:
    """Where each block's `he`, `she`, `his`, `him` and `her` stand, and the bare surnames the
    candidates leave out (`Clinton` when the text names two), found once per block."""

    def __init__(self, mentions) -> None:
        self.mentions = mentions
        self._found: dict[int, tuple[list[int], list[int]]] = {}
        self._surnames: dict[int, tuple[list[int], list]] = {}
        # Who a named cue credited in each sentence read so far, by (block position, sentence start).
        self.speakers: dict[tuple[int, int], str] = {}

    def salience(self, blocks, position: int, item) -> Salience:
        """Each person's salience where the quotation `item` of `blocks[position]` opens."""
        return salience_at(
            blocks, position, item.block, item.span.mark_start, self.mentions, self, self.speakers
        )

    def heard(self, item, position: int) -> None:
        """Note whom a quotation's named cue credits, once it is read."""
        if item.source.speaker and item.subject_kind == "name":
            sentence = sentence_of(item.block.bounds, item.span.mark_start)
            self.speakers[(position, sentence[0])] = item.source.speaker

    def within(self, block: Block, start: int, end: int) -> list[tuple[int, int]]:
        """Each pronoun's offset and form: SUBJECT for `he`, POSSESSIVE for `his` or `him`, negated for
        the feminine forms."""
        key = id(block)
        if key not in self._found:
            starts, forms = [], []
            for match in _PRONOUN.finditer(block.masked):
                starts.append(match.start())
                forms.append(_FORMS[match.lastindex - 1])
            self._found[key] = (starts, forms)
        starts, forms = self._found[key]
        first, stop = bisect.bisect_left(starts, start), bisect.bisect_left(starts, end)
        stop = min(stop, first + _PER_SENTENCE)
        return list(zip(starts[first:stop], forms[first:stop], strict=True))

    def surnames_within(self, block: Block, start: int, end: int) -> list:
        """The single words the text gives someone it names whole (`Clinton`) that name no one person."""
        key = id(block)
        if key not in self._surnames:
            kept = set(self.mentions.starts.get(key, ())) | set(
                self.mentions.other_starts.get(key, ())
            )
            registry = self.mentions.context.registry
            found = [
                mention
                for mention in find_mentions(block.masked)
                if mention.start not in kept
                and " " not in mention.name
                and registry.knows_part(mention.name)
            ]
            self._surnames[key] = ([mention.start for mention in found], found)
        starts, found = self._surnames[key]
        first, stop = bisect.bisect_left(starts, start), bisect.bisect_left(starts, end)
        return found[first : min(stop, first + _PER_SENTENCE)]


def salience_at(blocks, position, block, mark_start, mentions, pronouns, speakers) -> Salience:
    """Each person's salience where the quotation at `mark_start` of `blocks[position]` opens.

    `speakers` maps (block position, sentence start) to the person a cue of that sentence named.
    """
    sentences = _sentences_before(blocks, position, block, mark_start)
    weight: dict[str, float] = {}
    last_role: dict[str, int] = {}
    subjects: dict[str, int] = {}
    previous = sentences[0][0] if sentences else position
    for at, (start, end) in sentences:
        here = blocks[at]
        # Each sentence read halves what came before; a new paragraph, a new topic, halves it again.
        fading = _DECAY * (_DECAY if at != previous else 1.0)
        previous = at
        for name in weight:
            weight[name] *= fading
        best: dict[str, float] = {}
        # The subject of the whole sentence (read once, and cached, for the whole of it).
        subject = mentions.subject(here, *_whole(here, start))
        events = []
        for full, mention in _mentions_within(mentions, here, start, end):
            role = role_of(here.masked, start, mention, subject=full == subject)
            events.append((mention.start, full, role))
        for mention in pronouns.surnames_within(here, start, end):
            role = role_of(here.masked, start, mention)
            events.append((mention.start, mention.name, role))
        for offset, form in pronouns.within(here, start, end):
            events.append((offset, "", form))
        spoke = speakers.get((at, start))
        for _offset, full, role in sorted(events, key=lambda event: event[0]):
            if not full:  # a pronoun: the most salient person of its gender so far
                sex, role = ("m" if role > 0 else "f"), abs(role)
                fitting = [name for name in {**weight, **best} if _fits(name, sex, mentions)]
                if not fitting:
                    continue
                full = max(fitting, key=lambda name: weight.get(name, 0.0) + best.get(name, 0.0))
            else:
                last_role[full] = role
                if role in (SUBJECT, SPEAKER):
                    subjects[full] = subjects.get(full, 0) + 1
            best[full] = max(best.get(full, 0.0), WEIGHTS[role])
        if spoke:
            best[spoke] = max(best.get(spoke, 0.0), WEIGHTS[SPEAKER])
        for name, value in best.items():
            weight[name] = weight.get(name, 0.0) + value
    return Salience(weight, last_role, subjects)


_PRONOUN_VERB = re.compile(
    r"\b(he|she)\s+(?:[a-z]+ly\s+|also\s+|then\s+|later\s+|has\s+|had\s+|would\s+|will\s+)?([a-z]+)",
    re.IGNORECASE,
)
_VERB_PRONOUN = re.compile(r"\b([a-z]+),?\s+(he|she)\b", re.IGNORECASE)
# Quotations that take their speaker from a neighbour's cue: that cue's pronoun is theirs too.
_BORROWED = (
    "neighbour",
    "continuing",
    "list",
    "last_speaker",
    "previous_sentence",
    "intro",
    "runs_on",
)
_REACH = 400


def cue_gender(block: Block, mark_start: int, mark_end: int, how: str) -> str:
    """The gender of the `he` or `she` whose speech verb cues a quotation (`“...,” she added`, `He
    writes: “...”`), in its own sentence, else (for one that borrows its neighbour's cue) in the sentence
    before or after it: "m", "f" or ""."""
    start, end = _whole(block, mark_start)
    # Only the words between this quotation and its neighbours: `“...?” she said, as Pell went on about
    # “...”`: the pronoun is the first quotation's cue, not the second's.
    before = block.masked[max(start, mark_start - _REACH) : mark_start].rsplit(MASK, 1)[-1]
    after = block.masked[mark_end : min(end, mark_end + _REACH)].split(MASK, 1)[0]
    own = _pronoun_cue(before) or _pronoun_cue(after)
    if own or how not in _BORROWED:
        return own
    number = bisect.bisect_right(block.bounds, (mark_start, float("inf"))) - 1
    for near in (number - 1, number + 1):
        if 0 <= near < len(block.bounds):
            first, last = block.bounds[near]
            found = _pronoun_cue(block.masked[first : min(last, first + _REACH)])
            if found:
                return found
    return ""


def _pronoun_cue(text: str) -> str:
    for match in _PRONOUN_VERB.finditer(text):
        if match.group(2).lower() in VERB_WORDS:
            return _GENDER[match.group(1).lower()]
    for match in _VERB_PRONOUN.finditer(text):
        if match.group(1).lower() in VERB_WORDS:
            return _GENDER[match.group(2).lower()]
    return ""


def gender_source(name: str, context) -> int:
    """How the text tells a person's gender: 0 not at all, 1 a title or cue (`Ms. Pell`), 2 a first name."""
    if context.registry.genders.get(name):
        return 1
    return 2 if context.gender(name) else 0


def _whole(block: Block, start: int) -> tuple[int, int]:
    number = bisect.bisect_right(block.bounds, (start, float("inf"))) - 1
    return block.bounds[number] if number >= 0 else (start, start)


def _mentions_within(mentions, block: Block, start: int, end: int):
    found, starts = mentions.by_block.get(id(block), []), mentions.starts.get(id(block), [])
    first, stop = bisect.bisect_left(starts, start), bisect.bisect_left(starts, end)
    return found[first : min(stop, first + _PER_SENTENCE)]


def _sentences_before(blocks, position, block, mark_start):
    """The last few sentences before the quotation's, oldest first, then its own up to its mark."""
    number = bisect.bisect_right(block.bounds, (mark_start, float("inf"))) - 1
    own = block.bounds[number] if number >= 0 else (0, 0)
    out = [(position, (own[0], min(own[1], mark_start)))]
    at, index = position, number - 1
    while len(out) <= _SENTENCES and at >= 0 and position - at <= 3:
        if index >= 0:
            out.append((at, blocks[at].bounds[index]))
            index -= 1
            continue
        at -= 1
        index = len(blocks[at].bounds) - 1 if at >= 0 else -1
    out.reverse()
    return out
