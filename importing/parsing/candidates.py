"""Who may have said a quotation: its candidate speakers, each described by numbers a model can weigh.

The rules' own answer is one candidate among the people named near the quotation; what the rules said
(which rule fired, what its cue named) and where each candidate stands (distance, sentence, cue verb,
gender of the cue's pronoun, mentions) become features, not the decision.
"""

from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from importing.parsing import attribution as cues
from importing.parsing.antecedents import PRONOUN_FEATURES, PronounIndex, pronoun_reading
from importing.parsing.bare import bare_surname
from importing.parsing.credit_lines import CREDIT_LINE
from importing.parsing.blocks import Block
from importing.parsing.mention_shape import (
    addressed_in,
    common_words,
    determiner_before,
    same_gender_rank,
    word_after,
)
from importing.parsing.document_mentions import DocumentMentions
from importing.parsing.names import surname
from importing.parsing.person_names import is_person_name
from importing.parsing.reader import Evidence
from importing.parsing.sentences import (
    after_in_sentence,
    before_in_sentence,
    sentence_of,
)

# How far back a speaker may be named: the quotation's block and the three before it.
_WINDOW = 3
_MAX_CANDIDATES = 8
# The rules' readings (reader.Evidence.how), in the order their codes were given: a new one goes last.
HOWS = ("",) + tuple(
    """cue list neighbour someone_else previous_sentence intro continuing last_speaker none topic
    runs_on""".split()
)
KINDS = ("", "name", "pronoun", "nominal")
_CUE_PRONOUN = re.compile(
    r"\b(?:(he|she|they)\s+(?:\w+\s+)?(?:said|says|added|told|asked|wrote|explained|continued|noted)"
    r"|(?:said|says|added|asked|wrote|continued)\s+(he|she|they))\b",
    re.IGNORECASE,
)
_GENDER_CODE = {"": 0, "m": 1, "f": 2}
_PRONOUN_CODE = {"": 0, "he": 1, "she": 2, "they": 3}

FEATURES = (
    "how",
    "subject_kind",
    "rule_named",
    "rule_org",
    "rule_described",
    "quote_words",
    "quote_opens_block",
    "quote_number",
    "quotes_in_block",
    "block_position",
    "location",
    "closed",
    "verb_in_sentence",
    "verb_after_quote",
    "cue_pronoun",
    "candidates",
    "is_rule",
    "is_org",
    "block_distance",
    "char_distance",
    "same_sentence",
    "after_quote",
    "mentions_in_document",
    "mentions_in_window",
    "proximity_rank",
    "next_to_verb",
    "sentence_subject",
    "gender",
    "gender_agrees",
    "named_in_quote",
    "previous_quote_speaker",
    "rule_speaker_in_window",
    "possessive",
    "titled",
    "words_in_name",
    "in_opening",
    "person_like",
    "organisation_like",
    "according_to",
    "in_rule_description",
    "previous_subject",
    "compatible_rank",
    "people_before_in_block",
    "bare_surname",
    "determiner_before",
    "word_after",
    "same_gender_rank",
    "common_words",
    "cue_gap",
) + PRONOUN_FEATURES


class Candidate(NamedTuple):
    name: str
    organisation: bool
    features: tuple[float, ...]


class _Seen(NamedTuple):
    """The nearest mention of a person before (or in the sentence of) a quotation."""

    block_distance: int
    char_distance: int
    same_sentence: bool
    after_quote: bool
    next_to_verb: bool
    possessive: bool
    titled: bool
    determiner: bool = False  # `one Trump confidant`: the name modifies a noun
    after: int = 0  # what follows the name (mention_shape's AFTER_ codes)


def quote_candidates(
    evidence: list[Evidence | None],
    blocks: list[Block],
    mentions: DocumentMentions,
) -> list[list[Candidate] | None]:
    """For each quotation read (None for a nested one), its candidates with their features."""
    position_of = {id(block): position for position, block in enumerate(blocks)}
    previous_speaker = ""
    recent_rule_speakers: list[tuple[int, str]] = []
    numbers: dict[int, int] = {}  # the quotations of each block read so far
    pronouns = PronounIndex(mentions)
    out: list[list[Candidate] | None] = []
    for item in evidence:
        if item is None:
            out.append(None)
            continue
        position = position_of.get(id(item.block), 0)
        number = numbers.get(id(item.block), 0)
        numbers[id(item.block)] = number + 1
        # A quotation its credit line names has no candidates: the line names its speaker outright.
        out.append(
            None
            if item.how == CREDIT_LINE
            else _candidates(
                item,
                number,
                position,
                blocks,
                mentions,
                previous_speaker,
                recent_rule_speakers,
                pronouns.salience(blocks, position, item),
            )
        )
        rule_name = item.source.speaker or item.source.organisation
        pronouns.heard(item, position)
        if rule_name:
            previous_speaker = rule_name
            recent_rule_speakers.append((position, rule_name))
            del recent_rule_speakers[:-_MAX_CANDIDATES]
    return out


def _candidates(
    item, number, position, blocks, mentions, previous_speaker, recent_rule_speakers, salience
):
    block, span, source = item.block, item.span, item.source
    start, end = sentence_of(block.bounds, span.mark_start)
    subject_name = mentions.subject(block, start, end)
    previous_subject = _previous_subject(blocks, position, block, start, mentions)
    before = before_in_sentence(block.masked, start, span.mark_start)
    after = after_in_sentence(block.masked, span.mark_end, end)
    verbs_after = bool(cues.find_verbs(after))
    verbs = verbs_after or bool(cues.find_verbs(before))
    gap = _cue_gap(before, after)
    found = _CUE_PRONOUN.search(after) or _CUE_PRONOUN.search(before)
    pronoun = (found.group(1) or found.group(2)).lower() if found else ""
    quoted = block.text[span.start : span.end]
    seen: dict[str, _Seen] = {}
    # Where the nearest mention starts in the quotation's block (-1: earlier).
    starts_at: dict[str, int] = {}
    in_window: dict[str, int] = {}
    # How each name stands in the quotation's own sentence, where a cue would name it (else its nearest).
    shape: dict[str, tuple[int, bool, int]] = {}
    for back in range(0, _WINDOW + 1):
        if position - back < 0:
            break
        earlier = blocks[position - back]
        limit = end if back == 0 else len(earlier.masked)
        for full, mention in mentions.near(earlier, start if back == 0 else limit, limit):
            if back == 0:
                same = start <= mention.start < end
                after = mention.start > span.mark_start
                if after and not same:
                    continue  # a later sentence's name speaks for its own quotations
                distance = abs(span.mark_start - mention.end)
            else:
                same, after = False, False
                distance = len(earlier.masked) - mention.end + span.mark_start + 1
            near_verb = _next_to_verb(earlier.masked, mention.start, mention.end)
            found = _Seen(
                back,
                distance,
                same,
                after,
                near_verb,
                mention.possessive,
                mention.titled,
                determiner_before(earlier.masked, mention.start),
                word_after(earlier.masked, mention.end),
            )
            in_window[full] = in_window.get(full, 0) + 1
            if same and (full not in shape or distance < shape[full][0]):
                shape[full] = (distance, found.determiner, found.after)
            if full not in seen or _closer(found, seen[full]):
                seen[full] = found
                starts_at[full] = mention.start if back == 0 else -1
    rule_name = source.speaker or source.organisation
    ranked = sorted(seen, key=lambda name: (seen[name].block_distance, seen[name].char_distance))
    ranked = ranked[:_MAX_CANDIDATES]
    others: dict[str, _Seen] = {}
    for full, mention in mentions.others_in(block, start, end):
        if full in seen or full in others:
            continue
        others[full] = _Seen(
            0,
            abs(span.mark_start - mention.end),
            True,
            mention.start > span.mark_start,
            _next_to_verb(block.masked, mention.start, mention.end),
            mention.possessive,
            mention.titled,
            determiner_before(block.masked, mention.start),
            word_after(block.masked, mention.end),
        )
        seen[full] = others[full]
        starts_at[full] = mention.start
    names = ranked + list(others)
    names += [rule_name] if rule_name and rule_name not in names else []
    bare = bare_surname(item, block.masked, start, end, mentions.mid_sentence)
    if bare and bare not in seen:
        at = block.masked.find(bare, start, end)
        same = at >= 0
        if not same:  # a borrowed cue's, in another sentence of the paragraph
            at = block.masked.find(bare)
        starts_at[bare] = at
        distance = abs(span.mark_start - at - len(bare))
        # Read as written, like any other mention: `Hale said` stands by its verb, `Hours later,` does not.
        seen[bare] = _Seen(
            0,
            distance,
            same,
            at > span.mark_start,
            _next_to_verb(block.masked, at, at + len(bare)),
            False,
            False,
            determiner_before(block.masked, at),
            word_after(block.masked, at + len(bare)),
        )
        names.append(bare)
    names = [name for name in names if not addressed_in(quoted, name)]
    window_speakers = {name for at, name in recent_rule_speakers if position - at <= _WINDOW}
    wanted = {"he": "m", "she": "f"}.get(pronoun, "")
    # How near each one is among those the cue's pronoun can mean (all of them when it names none).
    fitting = [
        name
        for name in names
        if name in seen and (not wanted or mentions.context.gender(name) in ("", wanted))
    ]
    fitting.sort(key=lambda name: (seen[name].block_distance, seen[name].char_distance))
    people_before = len({full for full, at in seen.items() if at.block_distance == 0})
    nearer_first = sorted(
        seen, key=lambda name: (seen[name].block_distance, seen[name].char_distance)
    )
    shared = (
        HOWS.index(item.how) if item.how in HOWS else 0,
        KINDS.index(item.subject_kind) if item.subject_kind in KINDS else 0,
        float(bool(source.speaker)),
        float(bool(source.organisation)),
        float(bool(source.description)),
        float(len(quoted.split())),
        float(not block.masked[: span.mark_start].strip()),
        float(number),
        float(len(block.spans)),
        float(position),
        float(("dek", "update", "paragraph", "embedded_post").index(block.location)),
        float(span.closed),
        float(verbs),
        float(verbs_after),
        float(_PRONOUN_CODE.get(pronoun, 0)),
        float(len(names)),
    )
    shared_after = (float(people_before),)
    people = [name for name in names if name not in others]
    pronoun_features = pronoun_reading(item, salience, people, wanted, mentions)
    out = []
    for rank, name in enumerate(names):
        at = seen.get(name)
        organisation = (bool(source.organisation) and name == source.organisation) or (
            name in others
        )
        gender = mentions.context.gender(name) if not organisation else ""
        features = (
            shared
            + (
                float(name == rule_name),
                float(organisation),
                float(at.block_distance if at else 9),
                float(min(at.char_distance, 3000) if at else 3000),
                float(at.same_sentence if at else 0),
                float(at.after_quote if at else 0),
                float(mentions.counts.get(name, 0)),
                float(in_window.get(name, 0)),
                float(rank if at else 99),
                float(at.next_to_verb if at else 0),
                float(bool(subject_name) and subject_name == name),
                float(_GENDER_CODE.get(gender, 0)),
                float(1 if wanted and gender == wanted else (-1 if wanted and gender else 0)),
                float(_named_in(quoted, name)),
                float(name == previous_speaker),
                float(name in window_speakers),
                float(at.possessive if at else 0),
                float(at.titled if at else 0),
                float(len(name.split())),
                float(name in mentions.opening),
                float(name not in others and (name != rule_name or is_person_name(name))),
                float(organisation),
                float(_according_to(block.masked, starts_at.get(name, -1))),
                float(bool(source.description) and name in source.description),
                float(bool(previous_subject) and previous_subject == name),
                float(fitting.index(name) if name in fitting else 99),
            )
            + shared_after
            + (
                float(name == bare),
                float(shape[name][1] if name in shape else (at.determiner if at else 0)),
                float(shape[name][2] if name in shape else (at.after if at else 0)),
                float(same_gender_rank(name, nearer_first, mentions.context.gender)),
                float(common_words(name, mentions.lowercase)),
                gap,
                *pronoun_features(name, gender),
            )
        )
        out.append(Candidate(name, organisation, features))
    return out


def _cue_gap(before: str, after: str) -> float:
    """Words between the quotation and the nearest speech verb of its sentence (99: none): a cue beside the
    quotation (`“...,” Pell said`) speaks for it more surely than one closing a long sentence."""
    gaps = []
    following = cues.find_verbs(after)
    if following:
        gaps.append(len(after[: following[0].start()].split()))
    preceding = cues.find_verbs(before)
    if preceding:
        gaps.append(len(before[preceding[-1].end() :].split()))
    return float(min(gaps, default=99))


def _previous_subject(blocks, position, block, start, mentions) -> str:
    """Who the sentence before the quotation's is about: its block's, else the last of the block before."""
    number = bisect.bisect_left(block.bounds, (start,))
    if number > 0:
        return mentions.subject(block, *block.bounds[number - 1])
    if position > 0 and blocks[position - 1].bounds:
        return mentions.subject(blocks[position - 1], *blocks[position - 1].bounds[-1])
    return ""


def _closer(new: _Seen, old: _Seen) -> bool:
    return (new.block_distance, new.char_distance) < (old.block_distance, old.char_distance)


def _next_to_verb(text: str, start: int, end: int) -> bool:
    """A cue verb just after the name (`Pell said`) or just before it (`said Pell`)."""
    return bool(cues.find_verbs(text[end : end + 30])) or bool(
        cues.find_verbs(text[max(0, start - 20) : start])
    )


def _according_to(text: str, start: int) -> bool:
    """`according to Reuters`, `according to a letter from Ana Pell`: the phrase credits who follows it."""
    return start >= 0 and bool(_ACCORDING.search(text, max(0, start - 40), start))


_ACCORDING = re.compile(r"\baccording to\b[^,.;]*$", re.IGNORECASE)


def _named_in(quoted: str, name: str) -> bool:
    last = surname(name)
    return len(last) > 2 and last in quoted
