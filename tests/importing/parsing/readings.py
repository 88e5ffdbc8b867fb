"""How the attribution tests read a story: each quotation's speaker as imported, and the candidates the model
may choose from for the quotations that have any."""

from importing.parsing import parse_document
from importing.parsing.parser import read_candidates


def speakers(body):
    """Each quotation's (speaker, organisation, description), the body read under a headline."""
    doc = parse_document("Headline\n\n" + body, name="test")
    return [
        (quote.speaker, quote.speaker_organisation, quote.speaker_description)
        for quote in doc.quotes
    ]


def with_candidates(story):
    """Each quotation's reading by the rules and its candidates, for the quotations that have candidates."""
    return [
        (item, options)
        for read in read_candidates(story)
        for item, options in zip(read.evidence, read.candidates, strict=True)
        if options
    ]
