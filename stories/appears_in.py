"""What a person page's "Appears in" lists show of each story and article, read as values rather than as model rows.

The lists link up to twenty stories and ten articles by title or headline (and date): built as model rows they
were thirty more instances per cold render, with their signals, after stories/said_quotes.py had taken the quotes'
hundred away. `arc_links` and `article_links` make the rows; `links_tags` names what they show, as the rows' own
tags did: each story, and each article as a listed article (a person page shows only what places it in a list).
`make bench` (bench/person_rows.py) times them against the ORM's rows.
"""

import datetime
from collections.abc import Iterable
from typing import NamedTuple

from people.partial_dates import format_partial_date
from sitewide.addresses import address

from .cache_tags import listed_tag

# What `ArcLink` and `ArticleLink` are made of, in their order; a counted query adds `total_rows`.
ARC_VALUES = ("pk", "title", "slug")
ARTICLE_VALUES = ("pk", "headline", "slug", "published_on", "published_precision")


class ArcLink(NamedTuple):
    pk: int
    title: str
    slug: str

    @property
    def url(self) -> str:
        return address("stories:arc", "slug", self.slug)  # StoryArc.get_absolute_url

    @property
    def tag(self) -> str:
        return f"arc-{self.pk}"


class ArticleLink(NamedTuple):
    pk: int
    headline: str
    slug: str
    published_on: datetime.date
    published_precision: str
    total_rows: int

    @property
    def url(self) -> str:
        return address("stories:article", "slug", self.slug)  # Article.get_absolute_url

    @property
    def display_date(self) -> str:
        return format_partial_date(self.published_on, self.published_precision)

    @property
    def tag(self) -> str:
        return listed_tag(self.pk)


def arc_links(rows: Iterable[tuple]) -> list[ArcLink]:
    return [ArcLink._make(row) for row in rows]


def article_links(rows: Iterable[tuple]) -> list[ArticleLink]:
    return [ArticleLink._make(row) for row in rows]


def links_tags(links: Iterable[ArcLink | ArticleLink]) -> set[str]:
    """The tags of what the links show, as the stories and articles loaded as rows on a person page gave it."""
    return {link.tag for link in links}
