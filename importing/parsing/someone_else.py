"""Whether a quotation that borrows a neighbour's speaker stands in a sentence about someone else."""

from __future__ import annotations

import re

from importing.parsing.blocks import Block
from importing.parsing.names import find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.quotes import QuoteSpan
from importing.parsing.registry import NameRegistry
from importing.parsing.sentences import sentence_head, sentence_of
from importing.parsing.speakers import Source


def names_someone_else(
    block: Block, span: QuoteSpan, source: Source, registry: NameRegistry
) -> bool:
    """Whether the quote's own sentence, before it, names a person other than `source`'s speaker
    (`It led the journalist Ana Pell to fear a “pact.”`): then the neighbouring quote's speaker is a guess."""
    start, _ = sentence_of(block.bounds, span.mark_start)
    head = sentence_head(block.masked, start, span.mark_start)
    if _THEIR_PEOPLE.search(head):
        return True  # `his aides replaced it with language calling for “...”`: their words, not his
    # Where the quotation before it in the sentence closes: a cue between the two speaks for both.
    interrupted = max(
        (s.mark_end - start for s in block.spans if start <= s.mark_end <= span.mark_start),
        default=len(head),
    )
    own = False
    for mention in find_mentions(head):
        full = registry.resolve(mention.name)
        if full == source.speaker and mention.start >= interrupted:
            # `“...,” said Edward Leamer, director of the UCLA Anderson Forecast, “...”`: names after the
            # speaker's own, in the cue that interrupts the quotation, say who the speaker is.
            own = True
        elif is_person_name(full) and full != source.speaker:
            # Unless a clause of another's follows it (`said François Hommeril, while Pascale Coton saw “`).
            if not own or _ANOTHER_CLAUSE.search(head, max(0, mention.start - 30), mention.start):
                return True
    return False


_ANOTHER_CLAUSE = re.compile(r"\b(?:while|whereas|and|but|as)\s+(?:[a-z]+\s+){0,2}$")


# People acting for someone (`his operatives`, `her campaign`): what they do in a sentence is not that someone's.
_THEIR_PEOPLE = re.compile(
    r"\b(?:[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z]+\s+)?(?:operatives|aides|advis[eo]rs|allies|supporters|"
    r"surrogates|backers|critics|lawyers|attorneys|staff(?:ers)?|spokes(?:man|woman|person)|"
    r"campaign|team)\b"
)
