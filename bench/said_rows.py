"""Part of `make bench`: what the person page's list of what someone said saves by reading values, per cold render.

The person page reads its fifty quotes as tuples (`stories.said_quotes`: `values_list`, shown as `SaidQuote`s, the
page tagged by `said_tags`). The plain ORM reads them as quotes with their articles and recounting quotes
(`select_related`, `only()`), as the page did before: a model row each, tagging the page through their post_init
signals. Both ways run on the bench's person (bench/pages.py), compiled once (sitewide/prepared.py) as the page
runs them, alternating, and must give the same quotes and the same tags; the benchmark prints each way's median
time and the difference. Run: `.venv/bin/python bench/said_rows.py` (--help; --database-url for PostgreSQL).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser  # noqa: E402


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=300)
    return parser.parse_args()


def ways(person_id: int) -> dict:
    """Each way as (the page's first fifty quotes as `SaidQuote`s, the tags they gave the page)."""
    from django.db.models.functions import Coalesce

    from pagecache.tags import collecting
    from sitewide.prepared import Prepared
    from stories.models import Quote
    from stories.models.publishing import READERS
    from stories.pagination import counted_apart, total_of
    from stories.said_quotes import SaidQuote, said_tags
    from stories.views.person import QUOTES_PER_PAGE, first_said_by

    @Prepared
    def first_said_by_as_rows(person_id: int, rule=READERS):
        """`first_said_by` as the page read it before stories/said_quotes.py: model rows."""
        quotes = (
            rule.visible(Quote)
            .filter(speaker=person_id)
            .select_related("article", "parent__speaker")
            .only(
                *("text", "said_on", "said_precision", "setting", "article", "parent"),
                *("article__headline", "article__slug", "article__published_on"),
                "article__published_precision",
                *("parent__speaker", "parent__speaker_description"),
                *("parent__speaker__name", "parent__speaker__slug"),
            )
            .order_by(
                Coalesce("said_on", "article__published_on"),
                "article__published_on",
                "article_id",
                "position",
            )
        )
        return counted_apart(quotes)[:QUOTES_PER_PAGE]

    def values():
        with collecting("people:person") as tags:
            quotes = [SaidQuote._make(row) for row in first_said_by(person_id)]
            tags |= said_tags(quotes)
        return quotes, tags

    def model_rows():
        with collecting("people:person") as tags:
            rows = list(first_said_by_as_rows(person_id))
            total = total_of(rows)
            quotes = [as_said(quote, total) for quote in rows]
        return quotes, tags

    def as_said(quote, total: int):
        article, parent = quote.article, quote.parent
        recounter = parent.speaker if parent else None
        return SaidQuote(
            *(quote.pk, quote.text, quote.said_on, quote.said_precision, quote.setting),
            *(article.pk, article.headline, article.slug, article.published_on),
            article.published_precision,
            quote.parent_id,
            parent.speaker_id if parent else None,
            parent.speaker_description if parent else None,
            *((recounter.name, recounter.slug) if recounter else (None, None)),
            total,
        )

    return {"values (SaidQuote)": values, "ORM: select_related, only()": model_rows}


def alternate(ways: dict, rounds: int) -> dict[str, float]:
    """Each way's median ms, run alternately."""
    times = {name: [] for name in ways}
    for _ in range(rounds):
        for name, way in ways.items():
            started = time.perf_counter()
            way()
            times[name].append((time.perf_counter() - started) * 1000)
    return {name: statistics.median(times[name]) for name in ways}


def main() -> None:
    args = arguments()
    with demo_database(args.size, args.database_url):
        from django.db import connection

        from bench.pages import sample

        person = sample().person
        both = ways(person.pk)
        (fast, fast_tags), (slow, slow_tags) = (way() for way in both.values())
        if fast != slow or fast_tags != slow_tags:
            raise SystemExit("The two ways read different quotes, or tag the page differently.")
        medians = alternate(both, args.rounds)
        print(
            f"\n## The person page's list of what someone said, as values against model rows: {person.name} "
            f"({fast[0].total_rows} quotes, the first {len(fast)} shown, demo {args.size}), {connection.vendor}, "
            f"{args.rounds} alternating rounds; both ways give the same quotes and tags.\n"
        )
        print("| what | way | median ms per render |")
        print("|---|---|---:|")
        what = "a page of what someone said"
        for way, ms in medians.items():
            print(f"| {what} | {way} | {ms:.2f} |")
        values_ms, rows_ms = medians.values()
        print(f"| {what} | saved | {rows_ms - values_ms:.2f} |")


if __name__ == "__main__":
    main()
