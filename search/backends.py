"""Full-text search over published story arcs, articles, their quotes, events, people and disputes: one
section of each.

The words are matched by the querysets' `matching()` (stories.models.matching): full-text on
PostgreSQL (ranked and highlighted there: `search.postgres`), every word as a substring elsewhere
(`search.substring`); arcs and events, a few thousand at most, by a document computed per row on
PostgreSQL and by substring elsewhere (`search.arcs`); disputes by substring on both (`search.disputes`). Each section is `Matches`, counted (up to MAX_CANDIDATES) and sliced lazily, so
the search page shows a few of each kind with their counts and a paginator reads one page of one kind.
`count_together` counts every section in one query.
"""

from collections.abc import Callable, Iterable
from functools import cached_property

from django.db import connections
from django.db.models import QuerySet

from stories.models import Article, Quote
from stories.models.matching import terms_of, uses_postgres

from . import postgres, substring
from .arcs import arcs, events, ranked_arcs, ranked_events
from .disputes import disputes, ranked_disputes
from .hits import MAX_CANDIDATES, Hit

MAX_QUERY_LENGTH = 200
Narrow = Callable[[QuerySet], QuerySet]  # the search filters, applied to any section's candidates


class Kind:
    ARCS, ARTICLES, QUOTES, EVENTS = "arcs", "articles", "quotes", "events"
    PEOPLE, DISPUTES = "people", "disputes"
    # The order the page shows them in: a story first, as it brings a reader up to date.
    LABELS = {
        ARCS: "Stories",
        ARTICLES: "Articles",
        QUOTES: "Quotes",
        EVENTS: "Events",
        PEOPLE: "People",
        DISPUTES: "Disputes",
    }


class Matches:
    """One kind's matches, best first: `count()` and each slice run one query, so a Paginator reads one page.

    `candidates` is every matching row the reader may see (drafts out, filters applied); `ranked` turns
    a window of them into hits. Counting stops past MAX_CANDIDATES, which is all the ranking reads.
    """

    def __init__(
        self, kind: str, candidates: QuerySet, ranked: Callable[[QuerySet, int, int], list[Hit]]
    ):
        self.kind, self.candidates, self.ranked = kind, candidates, ranked

    @property
    def label(self) -> str:
        return Kind.LABELS[self.kind]

    @cached_property
    def _counted(self) -> int:
        return self._counting.count()

    @property
    def _counting(self) -> QuerySet:
        """The candidates' ids, as many as the count reads."""
        return self.candidates.order_by().values("pk")[: MAX_CANDIDATES + 1]

    def count(self) -> int:
        return min(self._counted, MAX_CANDIDATES)

    @property
    def is_capped(self) -> bool:
        return self._counted > MAX_CANDIDATES

    def __len__(self) -> int:
        return self.count()

    def __getitem__(self, window: slice) -> list[Hit]:
        start, stop = window.start or 0, min(window.stop, MAX_CANDIDATES)
        if self.__dict__.get("_counted") == 0:
            return []  # counted already (`count_together`): nothing to rank
        return self.ranked(self.candidates, start, stop) if start < stop else []


def count_together(sections: Iterable[Matches]) -> None:
    """Count every section in one query (a SELECT of one scalar subquery per section), for a page that
    shows them all: each `count()` is then answered without a query."""
    sections = [section for section in sections if "_counted" not in section.__dict__]
    if not sections:
        return
    connection = connections[sections[0].candidates.db]
    parts, params = [], []
    for n, section in enumerate(sections):
        sql, section_params = section._counting.query.get_compiler(connection=connection).as_sql()
        parts.append(f"(SELECT COUNT(*) FROM ({sql}) counted_{n})")
        params.extend(section_params)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {', '.join(parts)}", params)
        counts = cursor.fetchone()
    for section, counted in zip(sections, counts, strict=True):
        section.__dict__["_counted"] = counted


def _unchanged(queryset: QuerySet) -> QuerySet:
    return queryset


def search(query: str, *, narrow: Narrow = _unchanged) -> dict[str, Matches]:
    """The published arcs, articles, quotes, events, people and disputes matching `query`, each kind best first and narrowed by
    `narrow` (the search filters); empty without a word. Nothing runs until a section is counted or sliced."""
    query = query.strip()[:MAX_QUERY_LENGTH]
    if not terms_of(query):
        return {}
    engine = postgres if uses_postgres() else substring
    return {
        Kind.ARCS: Matches(Kind.ARCS, narrow(arcs(query)), ranked_arcs(query)),
        Kind.ARTICLES: Matches(
            Kind.ARTICLES,
            narrow(Article.objects.published().matching(query)),
            engine.ranked_articles(query),
        ),
        Kind.QUOTES: Matches(
            Kind.QUOTES,
            narrow(Quote.objects.published().matching(query)),
            engine.ranked_quotes(query),
        ),
        Kind.EVENTS: Matches(Kind.EVENTS, narrow(events(query)), ranked_events(query)),
        Kind.PEOPLE: Matches(
            Kind.PEOPLE, narrow(engine.people(query)), engine.ranked_people(query)
        ),
        Kind.DISPUTES: Matches(Kind.DISPUTES, narrow(disputes(query)), ranked_disputes(query)),
    }
