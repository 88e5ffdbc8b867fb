"""`make bench-cast`: the arc's cast in SQL (stories/timeline/cast_sql.py) against the same cast through the ORM.

The ORM cannot group the rows of a union, so its version unions the six kinds of (entry, person)
pairs as querysets, counts them in Python and reads the names to rank by: two queries and a pass
over every pair, where the SQL version is one query that returns only the ranked people. Both run
on the largest demo arc, alternating, and must agree on who is in the cast, in what order and with
how many appearances; the benchmark prints each one's median time and the ratio.
Run: `make bench-cast` (BENCH_CAST_ARGS="--help"; --database-url for PostgreSQL).
"""

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser, largest_arc  # noqa: E402


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__, size="10x200")
    parser.add_argument("--rounds", type=int, default=30)
    return parser.parse_args()


def cast_through_the_orm(arc, shown: int) -> list[tuple[int, int]]:
    """(person id, appearances) of the `shown` most involved, most first, then by name: as cast_sql ranks them."""
    from django.db.models import BigIntegerField, IntegerField, Value

    from people.models import Person, Role
    from stories.models import ArcEntry, Article, Event, Quote

    def kind(number):
        return Value(number, output_field=IntegerField())

    articles = ArcEntry.objects.filter(arc=arc, article__in=Article.objects.published()).values(
        "article_id"
    )
    quotes = Quote.objects.filter(article_id__in=articles).order_by()
    about = Quote.about.through.objects.filter(quote__article_id__in=articles).order_by()
    pairs = (
        quotes.filter(speaker__isnull=False)
        .values_list(kind(1), "article_id", "speaker_id")
        .union(
            about.values_list(kind(1), "quote__article_id", "person_id"),
            quotes.filter(update__isnull=False, speaker__isnull=False).values_list(
                kind(2), "update_id", "speaker_id"
            ),
            about.filter(quote__update__isnull=False).values_list(
                kind(2), "quote__update_id", "person_id"
            ),
            Event.persons.through.objects.filter(event__arc_entries__arc=arc)
            .order_by()
            .values_list(kind(3), "event_id", "person_id"),
            Role.objects.filter(source__article_id__in=articles)
            .order_by()
            .values_list(kind(4), Value(None, output_field=BigIntegerField()), "person_id"),
        )
    )
    appearances = Counter()
    for _, entry, person in pairs:
        appearances[person] += entry is not None
    names = dict(Person.objects.filter(pk__in=list(appearances)).values_list("pk", "name"))
    ranked = sorted(appearances, key=lambda person: (-appearances[person], names[person], person))
    return [(person, appearances[person]) for person in ranked[:shown]]


def cast_through_sql(arc, shown: int) -> list[tuple[int, int]]:
    from stories.models import ArcEntry, Article
    from stories.timeline.cast_sql import ranked_people

    articles = ArcEntry.objects.filter(arc=arc, article__in=Article.objects.published()).values(
        "article_id"
    )
    return [
        (p.pk, p.appearances)
        for p in ranked_people(articles, arc.pk, shown=shown, selected_slug="")
        if p.listed
    ]


def timed(function, *args) -> tuple[float, object]:
    started = time.perf_counter()
    result = function(*args)
    return (time.perf_counter() - started) * 1000, result


def main() -> None:
    args = arguments()
    with demo_database(args.size, args.database_url):
        from django.db import connection

        from stories.timeline.cast import CAST_SHOWN

        arc = largest_arc()
        orm, sql = cast_through_the_orm(arc, CAST_SHOWN), cast_through_sql(arc, CAST_SHOWN)
        if orm != sql:
            raise SystemExit(f"The two casts differ:\nORM: {orm}\nSQL: {sql}")
        times = {"ORM": [], "SQL": []}
        for _ in range(args.rounds):
            times["ORM"].append(timed(cast_through_the_orm, arc, CAST_SHOWN)[0])
            times["SQL"].append(timed(cast_through_sql, arc, CAST_SHOWN)[0])
        orm_ms, sql_ms = (statistics.median(times[way]) for way in ("ORM", "SQL"))
        print(
            f"The cast of the largest demo arc ({arc.size} entries, demo {args.size}), {connection.vendor}, "
            f"{args.rounds} alternating rounds; both ways agree on all {len(sql)} people and their counts.\n"
        )
        print("| way | median ms | p90 ms |")
        print("|---|---:|---:|")
        for way in ("ORM", "SQL"):
            ordered = sorted(times[way])
            print(
                f"| {way} | {statistics.median(ordered):.2f} | {ordered[int(0.9 * (len(ordered) - 1))]:.2f} |"
            )
        print(f"\nSQL takes {sql_ms / orm_ms:.2f} of the ORM's time.")


if __name__ == "__main__":
    main()
