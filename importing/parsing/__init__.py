"""Pure text parsing for imported articles: no Django, text in, frozen dataclasses out.

Modules, by noun:
    document     headline, dek, bylines, paragraphs, update blocks, embedded posts, teasers
    bylines      `By Ana Pell`, `Ana Pell, Reuters`: the writers a byline names
    quotes       quote-mark scanning (curly, straight, ``''``, nested single marks, apostrophes)
    voice        titles, nicknames and scare quotes in the writer's own voice
    sentences    sentence bounds that respect quotations and abbreviations
    verbs        attribution verbs (said, told, according to ...)
    attribution  who a cue names: subjects before and after a quotation
    subjects     what a subject phrase is (name, pronoun, description) and the name it holds
    coordinated  the subjects of a sentence's later clauses (`... and Arsene Wenger was delighted`)
    asides       clauses between a speaker and their verb (`who ...`, `at a briefing`, `Yesterday,`)
    organisations  organisations and states that speak, told apart from people
    acronyms     acronyms a story spells out (`... Information Center (EPIC)`): their bodies named in full
    roles        offices and jobs: who "the senator" is
    reporting    transcript labels, dash signatures, a reporter's quoted story, interviewees
    names        person mentions and titles
    person_names whether capitalised words name a person, not a place, a body, a post or a thing
    registry     the people one document names: surnames, first names and aliases to full names
    speakers     pronoun resolution and unnamed-source descriptions
    going_on     a cue that goes on from the quotation before (`She adds: “`)
    blocks       a paragraph, update or post being read: its quotations, sentences, masked text
    nested       quotations inside quotations
    reader       QuoteReader: reads blocks in order and attributes each quotation
    neighbours   the neighbour whose source a quotation without a cue borrows, within one paragraph
    ranker       the learned attributor: each quotation's candidates scored, the best named or no one
    compiled_forest  the ranker's trees written out as one generated function, for speed
    parser       parse_document, find_quotes (an edited body's quotes) and document_to_json
    bench        quotebench runner: ``python -m importing.parsing.bench QUOTEBENCH_DIR``
"""

from importing.parsing.parser import document_to_json, find_quotes, parse_document
from importing.parsing.records import (
    KnownPerson,
    ParsedDocument,
    ParsedPost,
    ParsedQuote,
    ParsedUpdate,
    ProposedPerson,
)

__all__ = [
    "KnownPerson",
    "ParsedDocument",
    "ParsedPost",
    "ParsedQuote",
    "ParsedUpdate",
    "ProposedPerson",
    "document_to_json",
    "find_quotes",
    "parse_document",
]
