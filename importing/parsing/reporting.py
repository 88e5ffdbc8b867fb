"""Newsroom conventions that name a source without an ordinary attribution clause: transcript labels,
dash-signed testimonials, a reporter's quoted story, and interviewees introduced by "spoke to"."""

from __future__ import annotations

import re

from importing.parsing.subjects import SubjectPhrase, subject_of
from importing.parsing.name_words import NON_NAME_WORDS
from importing.parsing.names import find_mentions
from importing.parsing.sentences import without_dateline


def dash_signature(after: str) -> SubjectPhrase | None:
    """`” ― Ana Pell` closing a paragraph: a testimonial signed with a dash."""
    match = re.match(r"\s*[―—–]+\s*|\s+-{1,2}\s*", after)
    if not match:
        return None
    rest = after[match.end() :].strip().rstrip(".")
    mentions = find_mentions(rest)
    if mentions and mentions[0].start == 0 and len(rest.split(",")[0].split()) <= 5:
        return SubjectPhrase("name", mentions[0].name)
    return None


_SPEAKER_LABEL = re.compile(r"^\s*([A-Z][A-Z.'’\- ]{1,30}[A-Z])\s*:\s+\S")


def speaker_label(quote_text: str) -> SubjectPhrase | None:
    """`"MARSH: Well, look` in a transcript: the label before the colon names the speaker."""
    match = _SPEAKER_LABEL.match(quote_text)
    if not match or match.group(1).lower() in NON_NAME_WORDS:
        return None
    label = match.group(1)
    # A transcript's label is how the text itself names a speaker: trusted even as a single word.
    return SubjectPhrase("name", label.title() if label.isupper() else label, titled=True)


def recipient_of_telling(text: str) -> str | None:
    """`a source tells Ackert:` -> "Ackert": who a source told the reported words to."""
    match = re.search(r"\b(?:tells|told|telling)\s+([^,.;:]+)", text)
    if not match:
        return None
    mentions = find_mentions(match.group(1))
    return mentions[0].name if mentions and mentions[0].start == 0 else None


_REPORTED_BY_SOURCE = re.compile(
    r"\b(?:a|an|one|another|the)\s+(?:[\w-]+\s+){0,2}sources?\s+(?:said|says|told|tells)\b|\bsources\s+(?:said|say)\b"
    r"|\baccording to (?:a |the )?(?:\w+ )?sources?\b",
    re.IGNORECASE,
)


def is_reporters_prose(quote_text: str) -> bool:
    """Quoted words that themselves credit a source are a reporter's story, not the source's speech."""
    return bool(_REPORTED_BY_SOURCE.search(quote_text))


def interviewee(sentence: str) -> str | None:
    """`Klapisch spoke to a non-Mets executive that ... and denied ...` -> that description; so too one
    opening the sentence as the subject of its speech verb (`Another neighbor, who asked not to be named,
    said she had a front row seat.` -> `Another neighbor`): whom the next sentence's `she said` means."""
    match = re.search(
        r"\b(?:spoke|talked|speaking|talking)\s+(?:to|with)\s+((?:a|an|the|one)\s[^,.;]+?)(?=\s+and\s|[,.;]|$)",
        sentence,
    ) or _DESCRIBED_SPEAKER.match(sentence)
    if not match or _MEDIA.search(match.group(1)):
        return None  # `he said while talking to a private news channel`: the one talking speaks
    # `An emotional Supreme Court nominee Brett Kavanaugh, ..., said`: a name after its titles, no description (not
    # `a rival executive who knows Joe Boss`, nor `a non-Mets executive that has known Alderson for some time`).
    phrase = match.group(1).rstrip()
    named = (
        subject_of(phrase)
        if phrase.endswith(tuple(m.name for m in find_mentions(phrase)))
        else None
    )
    if named is not None and named.kind == "name":
        return None
    return match.group(1).strip()


_MEDIA = re.compile(
    r"\b(?:channel|newspaper|paper|broadcaster|station|outlet|radio|television|tv|network|agency|website|"
    r"magazine|podcast|programme|program|show|reporters?|journalists?|media|press)s?\s*$",
    re.IGNORECASE,
)


_DESCRIBED_SPEAKER = re.compile(
    r"\s*((?:A|An|Another|One)\s[a-z][^,.;“\"]{0,60}?)(?:,[^.;“\"]{1,80},)?\s+(?:said|says|told|recalled)\b"
)


def quotes_listed_from(sentence: str) -> str | None:
    """`Below are some quotes from South African Reserve Bank Governor Lesetja Kganyago at a news conference`: a
    wire's list of quotations, introduced by whose they are; the name (or None)."""
    match = _QUOTES_LISTED.match(without_dateline(sentence))
    mentions = find_mentions(match.group(1)) if match else ()
    return mentions[0].name if mentions else None


_QUOTES_LISTED = re.compile(
    r"\s*(?:Below|Following|Here)\s+(?:are|is)\s+(?:(?:some|a\s+few|several|key|selected|the|main)\s+)*"
    r"(?:quotes|quotations|comments|remarks|excerpts|extracts|highlights)\s+(?:from|by|of)\s+([^.]+)"
)
