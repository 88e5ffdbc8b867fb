"""The quotes a person page lists as what they said, read as values rather than as model rows: a trick on its hot path.

A page lists fifty. Read as quotes with their articles (`select_related`), each cost two model instances, four for
a recounted quote (`Model.__init__` and its signals): the largest share of a cold person render after SQL
(profiled on the bench's person; the README gives the figures). A line shows only a quote's words, date, setting
and address, its article's headline, date and address, and who recounted it, so the rows are read as tuples
(`SAID`, `values_list`) and shown as `SaidQuote`s. `said_tags` names what they show, as the rows' own tags did:
each quote, its article as a listed article (a person page shows only what places it in a list), and the quote
recounting it with that quote's speaker. `make bench` (bench/person_rows.py) times both ways.
"""

import datetime
from collections.abc import Iterable
from typing import NamedTuple

from people.partial_dates import format_partial_date
from sitewide.addresses import address

from .cache_tags import listed_tag
from .models.quote import setting_label

# What `SaidQuote` is made of, in its order; a counted query adds `total_rows` (stories/pagination.py).
SAID = (
    "pk",
    "text",
    "said_on",
    "said_precision",
    "setting",
    "article_id",
    "article__headline",
    "article__slug",
    "article__published_on",
    "article__published_precision",
    "parent_id",
    "parent__speaker_id",
    "parent__speaker_description",
    "parent__speaker__name",
    "parent__speaker__slug",
)


class SaidQuote(NamedTuple):
    """A quote as the list of what someone said shows it; `recounter_...`: who gives the quote recounting it
    (`parent`), a person or, unnamed, as the article describes them."""

    pk: int
    text: str
    said_on: datetime.date | None
    said_precision: str
    setting: str
    article_id: int
    headline: str
    article_slug: str
    published_on: datetime.date
    published_precision: str
    parent_id: int | None
    recounter_id: int | None
    recounter_description: str | None
    recounter_name: str | None
    recounter_slug: str | None
    total_rows: int

    @property
    def url(self) -> str:
        return address("stories:quote", "pk", self.pk)  # Quote.get_absolute_url

    @property
    def article_url(self) -> str:
        return address("stories:article", "slug", self.article_slug)  # Article.get_absolute_url

    @property
    def recounter_url(self) -> str:
        return address("people:person", "slug", self.recounter_slug)  # Person.get_absolute_url

    @property
    def display_date(self) -> str:
        return format_partial_date(self.said_on, self.said_precision)

    @property
    def article_display_date(self) -> str:
        return format_partial_date(self.published_on, self.published_precision)

    @property
    def setting_display(self) -> str:
        return setting_label(self.setting)


def said_tags(quotes: Iterable[SaidQuote]) -> set[str]:
    """The tags of what the rows show, as each quote, article and recounting quote and speaker loaded as model
    rows on a person page would give it (stories/cache_tags.py)."""
    tags = set()
    for quote in quotes:
        tags |= {f"quote-{quote.pk}", listed_tag(quote.article_id)}
        if quote.parent_id is not None:
            tags.add(f"quote-{quote.parent_id}")
            if quote.recounter_id is not None:
                tags.add(f"person-{quote.recounter_id}")
    return tags
