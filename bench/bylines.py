"""`make bench` (bench/bylines.py): what reading an article's bylines as a JSON aggregate saves over the ORM's ways.

`stories.bylines` reads the bylines with the article itself, as a subquery's JSON array built back into rows
(`stories.rows.loaded`), so the article page stays within its seven queries. This benchmark renders one article
page in this process, every part built (page cache off, no part kept), on demo data, alternating rounds of three
ways of reading its bylines, each checked to give the same page:

- aggregate: as the page does (7 queries);
- prefetch: `Prefetch("bylines")` with their people, as the API and feeds do; a prefetch cannot be compiled once
  (sitewide/prepared.py), so the article's query is built on every render (8 queries);
- own query: the bylines with their people as a query of their own, compiled once like the article's (8 queries).

It prints each way's queries and median CPU time and time taken per render. Run: `.venv/bin/python bench/bylines.py --help`.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser, largest_arc  # noqa: E402

WAYS = ("aggregate", "prefetch", "own query")


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=6, help="alternating rounds of each way")
    parser.add_argument("--requests", type=int, default=30, help="renders per round and way")
    return parser.parse_args()


def article_url() -> str:
    """The article `make bench` measures: the middle one of the biggest arc (bench/pages.py)."""

    arc = largest_arc()
    entries = arc.entries.filter(article__isnull=False).order_by("position")
    return entries[entries.count() // 2].article.get_absolute_url()


def ways() -> dict:
    """Each way as what `stories.views.article` reads: (article_named, bylines_of)."""
    from django.db.models import Prefetch

    from sitewide.prepared import Prepared
    from stories.models import Article, Byline
    from stories.models.publishing import READERS
    from stories.views import article as view

    def shown(rule):
        return rule.visible(Article).select_related("outlet")

    with_people = Byline.objects.select_related("person").order_by("position")

    @Prepared
    def prefetched_article(slug: str, rule=READERS):
        return shown(rule).filter(slug=slug).prefetch_related(Prefetch("bylines", with_people))

    @Prepared
    def plain_article(slug: str, rule=READERS):
        return shown(rule).filter(slug=slug)

    @Prepared
    def bylines_in(article_id: int, rule=READERS):
        return with_people.filter(article_id=article_id)

    def queried_bylines(article):
        # Read once per article, as the aggregate is: the view asks in get_object and again in the template.
        if not hasattr(article, "bench_bylines"):
            article.bench_bylines = list(bylines_in(article.pk))
        return article.bench_bylines

    return {
        "aggregate": (view.article_named, view.bylines_of),
        "prefetch": (prefetched_article, lambda article: list(article.bylines.all())),
        "own query": (plain_article, queried_bylines),
    }


def main() -> None:
    args = arguments()
    os.environ["DJANGO_FRAGMENT_CACHE_SECONDS"] = "0"  # every part built: a cold render
    with demo_database(args.size, args.database_url):
        from django.db import connection
        from django.test import Client
        from django.test.utils import CaptureQueriesContext

        from stories.views import article as view

        url, client, readers = article_url(), Client(), ways()

        def render(way: str) -> tuple[bytes, tuple[float, float]]:
            view.article_named, view.bylines_of = readers[way]
            started, cpu = time.perf_counter(), time.process_time()
            response = client.get(url)
            spent = ((time.process_time() - cpu) * 1000, (time.perf_counter() - started) * 1000)
            if response.status_code != 200:
                raise SystemExit(f"{url} answered {response.status_code} with the {way} bylines")
            return response.content, spent

        try:
            pages, queries = {}, {}
            for way in WAYS:  # warm: templates compiled, queries prepared
                for _ in range(3):
                    pages[way] = render(way)[0]
                with CaptureQueriesContext(connection) as captured:
                    render(way)
                queries[way] = len(captured)
            if len(set(pages.values())) != 1:
                raise SystemExit("the three ways rendered different pages")
            times = {way: [] for way in WAYS}
            for _ in range(args.rounds):
                for way in WAYS:
                    times[way] += [render(way)[1] for _ in range(args.requests)]
        finally:
            view.article_named, view.bylines_of = readers["aggregate"]

        engine = "PostgreSQL" if args.database_url else "SQLite"
        print(
            f"\nAn article's bylines: the JSON aggregate against the ORM, in-process cold renders of {url} "
            f"(page cache off, no part kept), {engine}, demo {args.size}; {args.rounds} alternating rounds x "
            f"{args.requests} renders per way; medians per render: this process's CPU time, and the time it "
            "took (with the database server's)\n"
        )
        print("| bylines read as | queries | CPU ms | vs aggregate | ms | vs aggregate |")
        print("|---|---:|---:|---:|---:|---:|")
        base = [statistics.median(spent[kind] for spent in times["aggregate"]) for kind in (0, 1)]
        for way in WAYS:
            cells = [f"| {way} | {queries[way]} "]
            for kind in (0, 1):
                median = statistics.median(spent[kind] for spent in times[way])
                cells.append(f"| {median:.2f} | {100 * (median - base[kind]) / base[kind]:+.0f}% ")
            print("".join(cells) + "|")


if __name__ == "__main__":
    main()
