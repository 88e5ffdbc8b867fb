"""Quotations inside quotations: what the speaker reports someone else saying, in single marks."""

from __future__ import annotations

import re

from importing.parsing import attribution as cues
from importing.parsing.blocks import Block
from importing.parsing.descriptions import describe
from importing.parsing.names import find_mentions
from importing.parsing.quotes import QuoteSpan, scan_inner_double_quotes, scan_nested_quotes
from importing.parsing.records import ParsedQuote
from importing.parsing.sentences import before_in_sentence
from importing.parsing.speakers import SpeakerContext
from importing.parsing.voice import is_title

_REPORTED_GROUP = re.compile(
    r"(?:every one|everyone|each|all|some|many|most|several|none|two|both) of them", re.I
)


def nested_quotes(
    block: Block, parent: QuoteSpan, parent_index: int, speaker: str, context: SpeakerContext
) -> list[ParsedQuote]:
    quotes = []
    inner = scan_nested_quotes(block.text, parent, parent_index) + scan_inner_double_quotes(
        block.text, parent, parent_index
    )
    for span in sorted(inner, key=lambda found: found.start):
        if is_title(block.text, span):
            continue  # `this is an episode of “Harbour Watch.”`: a work's name, not words anyone said
        inside_before = before_in_sentence(block.text, parent.start, span.mark_start)
        name, description = nested_speaker(inside_before, speaker=speaker, context=context)
        if not (name or description) and block.text[span.mark_start] == "“":
            # Curly quotes inside a straight-quoted passage with no cue of their own are the speaker's words.
            name = speaker or None
        quotes.append(
            ParsedQuote(
                text=block.text[span.start : span.end],
                speaker=name,
                speaker_description="" if name else description,
                location=block.location,
                index=block.index,
                start=span.start,
                end=span.end,
                continues=not parent.closed and not span.closed,
                parent=parent_index,
            )
        )
    return quotes


def nested_speaker(
    inside_before: str, *, speaker: str, context: SpeakerContext
) -> tuple[str | None, str]:
    """Who the quoted speaker says spoke: `Sandy ... he said, ‘` -> Sandy; `I said` -> the speaker."""
    inside_before = inside_before.rstrip()
    sentence = re.split(r"(?<=[.!?])\s+", inside_before)[-1]
    verbs = cues.find_verbs(sentence)
    if not verbs:
        return None, ""
    verb = verbs[-1]
    subject_text = re.split(r"[,;]", sentence[: verb.start()])[-1]
    subject = cues.subject_before_quote(sentence[: verb.end()] + " ")
    group = describe(cues.clean_phrase(subject_text))
    if subject is None or _REPORTED_GROUP.fullmatch(group):
        subject = cues.SubjectPhrase("nominal", group) if group else None
    if subject is None:
        return None, ""
    if subject.kind == "pronoun":
        if subject.text == "i":
            return speaker or None, ""
        mentions = [
            m
            for m in find_mentions(inside_before)
            if m.start < len(inside_before) - len(sentence) + verb.start()
        ]
        if not mentions:
            return None, ""
        last = mentions[-1]
        return context.person_named(
            cues.SubjectPhrase("name", last.name, last.title_gender, last.titled)
        ), ""
    if subject.kind == "name":
        # A name inside a quotation passes the same test as any other: `Out of nowhere, he said, ‘` names no one.
        return context.person_named(subject), ""
    object_text = re.split(r"[,;:]", sentence[verb.end() :])[0]
    earlier = inside_before[: len(inside_before) - len(sentence)] + sentence[: verb.start()]
    return None, describe_reported_group(
        group, verb.group(), object_text, speaker=speaker, earlier=earlier
    )


def describe_reported_group(
    subject: str, verb: str, object_text: str, *, speaker: str, earlier: str
) -> str:
    """Unnamed people a quoted speaker reports, rewritten in the third person.

    `People are telling me` (speaker Backman) -> "people telling Backman";
    `I’ve talked to several teams, and every one of them has said` -> "teams Backman has talked to".
    """
    surname = speaker.split()[-1] if speaker else "the speaker"
    if re.fullmatch(
        r"(?:every one|everyone|each|all|some|many|most|several|none|two|both) of them",
        subject.strip(),
        re.I,
    ):
        antecedent = re.search(
            r"\bI(?:['’]ve| have)\s+(\w+(?:\s+(?:to|with))?)\s+(?:several|some|many|a few|a lot of|dozens of|a number of)?\s*(\w+)",
            earlier,
        )
        if antecedent:
            return f"{antecedent.group(2)} {surname} has {antecedent.group(1)}"
        return subject.strip()
    people = describe(subject).lower()
    target = re.sub(r"\b(?:me|us)\b", surname, object_text.strip())
    return " ".join(part for part in (people, verb, target) if part)
