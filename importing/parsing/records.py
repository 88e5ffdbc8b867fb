"""Result types of the importer: frozen dataclasses, no behaviour."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Literal

UpdateKind = Literal["update", "correction", "editors_note"]
QuoteLocation = Literal["paragraph", "update", "embedded_post"]


@dataclass(frozen=True)
class KnownPerson:
    name: str
    slug: str
    aliases: tuple[str, ...] = ()
    # The roles People gives them at the date of the text being read (`general manager`), as roles.office names them.
    roles: tuple[str, ...] = ()


@dataclass(frozen=True)
class ProposedPerson:
    name: str
    matched_slug: str | None = None


@dataclass(frozen=True)
class ParsedUpdate:
    date: datetime.date | None
    kind: UpdateKind
    text: str


@dataclass(frozen=True)
class ParsedPost:
    text: str
    author_name: str
    handle: str
    posted_on: datetime.date | None
    after_paragraph: int


@dataclass(frozen=True)
class ParsedQuote:
    text: str
    speaker: str | None
    location: QuoteLocation
    index: int
    start: int
    end: int
    speaker_description: str = ""
    # An organisation that speaks (`Reuters reported`): its name. Never a person, so `speaker` stays None and
    # the description keeps the words it was named with; the writer stores it as that description.
    speaker_organisation: str = ""
    partial: bool = False
    continues: bool = False
    parent: int | None = None


@dataclass(frozen=True)
class ParsedDocument:
    name: str
    headline: str | None
    headline_missing: bool
    dek: str
    paragraphs: tuple[str, ...]
    updates: tuple[ParsedUpdate, ...] = ()
    embedded_posts: tuple[ParsedPost, ...] = ()
    teasers: tuple[str, ...] = ()
    quotes: tuple[ParsedQuote, ...] = ()
    people: tuple[ProposedPerson, ...] = ()
    warnings: tuple[str, ...] = field(default=())
    bylines: tuple[str, ...] = ()  # the writers the byline names, in its order
