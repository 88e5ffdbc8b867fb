"""Part of `make bench`: what the arc page's timeline lines save by showing what the index read, per cold render.

A timeline page's lines (stories/timeline/page.py `page_items`) show what the timeline index already read of each
entry (`stories.timeline.index.Shown`): no query, and no model row. The plain ORM reads the page's articles with
their outlets (`only()`, `select_related`), its updates and its events again, three more queries and a model row
each, and the lines show those rows' values.

Both ways run on the largest demo arc's first timeline page, alternating, and must give the same lines; the
benchmark prints each way's median time per render, the difference and the queries. (The lines were rows built by
hand from the index's values, `stories.rows.loaded`, until profiling showed building them cost about a sixth of a
cold arc render; the index's times were read as seconds in SQL by a hand-written `EpochSeconds` too, until this
benchmark showed it saved nothing: 5.17 ms against the ORM's 5.07; stories/timeline/index.py reads datetimes now.)
Run: `.venv/bin/python bench/arc_rows.py` (--help; --database-url for PostgreSQL).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser, largest_arc  # noqa: E402


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=200)
    return parser.parse_args()


# The page's rows ---------------------------------------------------------------------------------


def items_from_the_index(visible_through, entries, shown):
    from stories.timeline.page import page_items

    return page_items(visible_through, entries, shown)


def items_through_the_orm(visible_through, entries, shown):
    """`page_items` with what its lines show read by the ORM as rows: the same TimelineItems, three queries more."""
    from stories.models import Article, Event, Update
    from stories.timeline.index import Kind, Shown
    from stories.timeline.key_quotes import key_quotes
    from stories.timeline.page import TimelineItem, restated_updates

    def pks(kind):
        return [entry.pk for entry in entries if entry.kind == kind]

    teaser = ("headline", "slug", "dek", "outlet_id", "outlet__name")
    updates = Update.objects.filter(pk__in=pks(Kind.UPDATE)).only(
        "article_id", "kind", "position", "text"
    )
    updates = {update.pk: update for update in updates}
    article_ids = pks(Kind.ARTICLE) + [update.article_id for update in updates.values()]
    articles = Article.objects.filter(pk__in=article_ids).select_related("outlet").only(*teaser)
    articles = {article.pk: article for article in articles}
    events = Event.objects.filter(pk__in=pks(Kind.EVENT)).only("title", "description")
    events = {event.pk: event for event in events}
    quotes_of = key_quotes(visible_through, pks(Kind.ARTICLE))
    restated = restated_updates(visible_through, pks(Kind.EVENT))
    items = []
    for entry in entries:
        if entry.kind == Kind.UPDATE:
            update = updates[entry.pk]
            article = articles[update.article_id]
            of = Shown(
                article.headline,
                article.slug,
                article_id=article.pk,
                update_kind=update.kind,
                update_position=update.position,
                text=update.text,
            )
            item = TimelineItem(entry.kind, entry.key, entry.date, entry.precision, of, article.pk)
            previous = items[-1] if items else None
            item.under_article = (
                previous is not None
                and previous.article_id == item.article_id
                and (previous.kind == Kind.ARTICLE or previous.under_article)
            )
        elif entry.kind == Kind.ARTICLE:
            article = articles[entry.pk]
            outlet = article.outlet
            of = Shown(
                article.headline,
                article.slug,
                article.dek,
                article.outlet_id,
                outlet.name if outlet else None,  # as the index reads it: a LEFT JOIN
            )
            item = TimelineItem(entry.kind, entry.key, entry.date, entry.precision, of, article.pk)
            item.key_quotes = quotes_of.get(entry.pk, [])
        else:
            event = events[entry.pk]
            of = Shown(event.title, text=event.description)
            item = TimelineItem(entry.kind, entry.key, entry.date, entry.precision, of)
            item.restates = restated.get(entry.pk)
        if item.article_id is not None:
            item.url = article.get_absolute_url()
        items.append(item)
    return items


def shown_by_line(items) -> list:
    """What the page shows of each item, to check that both ways agree."""
    return [
        (
            item.key,
            item.url,
            item.under_article,
            item.article_id,
            item.shown,
            item.update_label if item.kind == "update" else "",
            [quote.pk for quote in item.key_quotes],
            item.restates,
        )
        for item in items
    ]


# Running both ------------------------------------------------------------------------------------


def alternate(ways: dict, rounds: int) -> dict[str, tuple[float, int]]:
    """Each way's median ms and query count, run alternately."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    times = {name: [] for name in ways}
    queries = {}
    for name, way in ways.items():
        with CaptureQueriesContext(connection) as captured:
            way()
        queries[name] = len(captured)
    for _ in range(rounds):
        for name, way in ways.items():
            started = time.perf_counter()
            way()
            times[name].append((time.perf_counter() - started) * 1000)
    return {name: (statistics.median(times[name]), queries[name]) for name in ways}


def main() -> None:
    args = arguments()
    with demo_database(args.size, args.database_url):
        from django.db import connection

        from stories.models.publishing import READERS
        from stories.timeline.index import timeline_index
        from stories.timeline.page import ENTRIES_PER_PAGE

        arc = largest_arc()
        rule = READERS.visible_through
        entries, shown = timeline_index(arc, rule)
        page = entries[:ENTRIES_PER_PAGE]
        if shown_by_line(items_from_the_index(rule, page, shown)) != shown_by_line(
            items_through_the_orm(rule, page, shown)
        ):
            raise SystemExit("The two ways build different timeline lines.")
        rows = alternate(
            {
                "from the index (Shown)": lambda: items_from_the_index(rule, page, shown),
                "ORM: only(), select_related": lambda: items_through_the_orm(rule, page, shown),
            },
            args.rounds,
        )
        print(
            f"\n## The arc page's timeline lines from the index against the plain ORM: the largest demo arc ({arc.size} entries, "
            f"{len(entries)} timeline entries, demo {args.size}), {connection.vendor}, {args.rounds} alternating "
            "rounds; both ways give the same lines.\n"
        )
        print("| what | way | median ms per render | queries |")
        print("|---|---|---:|---:|")
        what = "a page's timeline lines"
        for way, (ms, queries) in rows.items():
            print(f"| {what} | {way} | {ms:.2f} | {queries} |")
        (fast, _), (slow, _) = rows.values()
        print(f"| {what} | saved | {slow - fast:.2f} | |")


if __name__ == "__main__":
    main()
