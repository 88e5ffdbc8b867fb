"""A quotation that runs over several paragraphs is one speaker's, and newsrooms often name that speaker only
where it ends:

    “We have waited ten years for this.
    “It will be open by spring,” said Ward 25 councillor Thabo Shongwe.

Each paragraph but the last opens a quotation it leaves open, and the next paragraph opens by taking it up
again. The reader meets the cue only at the end, so the opening paragraphs are given that speaker
afterwards, if they had no cue of their own and the closing cue names or describes the speaker (a `he said`
is the rules' guess, no better than the opening paragraphs' own).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from importing.parsing import reporting
from importing.parsing.names import surname
from importing.parsing.records import ParsedQuote
from importing.parsing.sentences import without_full_stop

if TYPE_CHECKING:
    from importing.parsing.reader import Evidence

# The rules that read a quotation without a cue of its own: a guess the closing cue outranks.
UNCUED = ("continuing", "last_speaker", "topic", "none")
# Those that read one from a cue in its own sentence.
_CUED = ("cue", "neighbour")


def credit_openings(quotes: list[ParsedQuote], evidence: list[Evidence | None]) -> None:
    """Give the opening paragraphs of each quotation that runs on the source of the cue that closes it, in place.
    `quotes` and `evidence` run in parallel (None: a nested quotation)."""
    previous: int | None = None
    chain: list[int] = []
    owned = False  # the quotation the chain belongs to opened with a speaker of its own
    for k, item in enumerate(evidence):
        if item is None:
            continue
        if previous is None or not _takes_up(quotes[previous], evidence[previous], item):
            chain, owned = [], False
        if item.how in _CUED and (item.source.speaker or item.source.organisation):
            # Not a pronoun (`“...,” he said.`): whom the rules take it to mean is a guess as well.
            if chain and not owned and item.subject_kind in ("name", "nominal"):
                _credit(quotes, evidence, chain, k)
            chain, owned = [], True
        elif item.how in UNCUED:
            chain.append(k)
        else:
            chain, owned = [], True  # an introduction's or a list's
        previous = k


def _takes_up(quote: ParsedQuote, item: Evidence, following: Evidence) -> bool:
    """Whether `following` opens the next paragraph, taking up the quotation `quote` left open."""
    return (
        quote.continues
        and following.block.location == item.block.location
        and following.block.index == item.block.index + 1
        and following.span.mark_start == 0
    )


def _credit(quotes, evidence, chain: list[int], closing: int) -> None:
    item = evidence[closing]
    source = item.source
    name = source.speaker or source.organisation
    # A transcript's label (`WALLACE: ...`) answers the paragraphs before, not speaks them.
    if reporting.speaker_label(quotes[closing].text):
        return
    # An excerpt of another outlet's story, set in quotation marks, tells of the speaker in the third
    # person (`reporters questioned Press Secretary Josh Earnest ...`): the words are the outlet's.
    last = surname(name)
    for k in chain:
        if last in quotes[k].text or reporting.is_reporters_prose(quotes[k].text):
            return
    for k in chain:
        evidence[k] = evidence[k]._replace(how="runs_on", source=source)
        quotes[k] = replace(
            quotes[k],
            speaker=source.speaker,
            speaker_description="" if source.speaker else without_full_stop(source.description),
            speaker_organisation="" if source.speaker else source.organisation,
        )
