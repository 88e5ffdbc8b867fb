"""`make bench-scale`: every public page's server time at newsroom scale, on PostgreSQL.

Fills its own database with `generate_demo` (default 200 arcs x 500 articles: 100,000 articles,
1,000,000 quotes, 2,000 people; about 5 minutes; --no-generate reuses what is there), then renders
each page of bench/pages.py in this process with the page cache off and production settings, in
rounds that take every page in turn, and prints the median and 90th-percentile milliseconds, the
query count and the page size.
"""

import argparse
import os
import secrets
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 4
sys.path.insert(0, str(ROOT))


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "BENCH_SCALE_URL", "postgres://postgres@127.0.0.1:5432/throughline_scale"
        ),
    )
    parser.add_argument("--arcs", type=int, default=200)
    parser.add_argument("--articles-per-arc", type=int, default=500)
    parser.add_argument("--persons", type=int, default=2000)
    parser.add_argument(
        "--requests",
        type=int,
        default=40,
        help=f"timed requests per page in {ROUNDS} rounds, after 3 unmeasured ones",
    )
    parser.add_argument("--no-generate", action="store_true")
    return parser.parse_args()


def main() -> None:
    args = arguments()
    os.environ.update(
        DATABASE_URL=args.database_url,
        DJANGO_SETTINGS_MODULE="config.settings.prod",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_ALLOWED_HOSTS="testserver",
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_PAGE_CACHE_SECONDS="0",
    )
    if args.database_url.startswith("postgres"):
        from bench.run import prepare_postgres

        if not prepare_postgres(args.database_url):
            raise SystemExit(f"No PostgreSQL at {args.database_url}")

    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    if not args.no_generate:
        started = time.perf_counter()
        call_command(
            "generate_demo",
            arcs=args.arcs,
            articles_per_arc=args.articles_per_arc,
            persons=args.persons,
        )
        print(f"generated in {time.perf_counter() - started:.0f} s")
    from django.db import connection

    if connection.vendor == "postgresql":
        # What autovacuum does some time after a bulk load: it marks the pages all-visible, so index-only
        # scans need not visit the rows. The figures are for a database in that steady state.
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")

    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from bench.pages import PAGES, sample
    from stories.models import Article, Quote

    content = sample()
    print(
        f"\n## {connection.vendor}: {Article.objects.count():,} articles, {Quote.objects.count():,} quotes; "
        f"arc {content.arc.slug} has {content.arc.entries.count()} entries; page cache off; ms per request in-process\n"
    )
    print("| page | median ms | p90 ms | queries | KB | URL |")
    print("|---|---:|---:|---:|---:|---|")
    client = Client()
    urls = {name: url_of(content) for name, url_of in PAGES}
    for name, url in urls.items():
        for _ in range(3):
            response = client.get(url)
        if response.status_code != 200:
            raise SystemExit(f"{name} ({url}) answered {response.status_code}")
    # Round after round of every page, so that a machine slowing down for a while (it is shared)
    # slows all pages alike rather than whichever page was being measured then.
    times = {name: [] for name in urls}
    for _ in range(ROUNDS):
        for name, url in urls.items():
            for _ in range(max(1, args.requests // ROUNDS)):
                started = time.perf_counter()
                client.get(url)
                times[name].append((time.perf_counter() - started) * 1000)
    for name, url in urls.items():
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        page_times = times[name]
        p90 = statistics.quantiles(page_times, n=10)[-1]
        print(
            f"| {name} | {statistics.median(page_times):.1f} | {p90:.1f} | {len(queries)} | {len(response.content) // 1024} | {url} |"
        )


if __name__ == "__main__":
    main()
