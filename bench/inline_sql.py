"""`make bench` (bench/inline_sql.py): what writing "published" into the SQL saves over binding it (sitewide/inline_sql.py).

Renders the arc, article and person pages `make bench` measures in this process, every part built (page cache
off, no part kept), on demo data, and catches the queries each sends. Then runs each query again through Django's
cursor, alternating rounds of two ways: as the page sends it (the status written in, `'published'`), and with
the status bound as a parameter, as before. It prints each page's queries and the summed minimum time of each
way (this process's CPU time, and the time taken, with the database server's). Run:
`.venv/bin/python bench/inline_sql.py --help`.
"""

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser  # noqa: E402

PAGES = ("arc", "article", "person")
WRITTEN = "'published'"


def arguments():
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=10, help="alternating rounds of each way")
    parser.add_argument("--runs", type=int, default=20, help="runs of each query per round and way")
    return parser.parse_args()


def bound(sql: str, params: tuple) -> tuple[str, tuple]:
    """The same query with each written-in status bound as a parameter, in its place among the others."""
    pieces, values, taken = sql.split(WRITTEN), [], 0
    for piece in pieces[:-1]:
        placeholders = piece.count("%s")
        values += [*params[taken : taken + placeholders], "published"]
        taken += placeholders
    return "%s".join(pieces), (*values, *params[taken:])


def page_queries(url: str) -> list[tuple[str, tuple]]:
    from django.db import connection
    from django.test import Client

    client, caught = Client(), []

    def catch(execute, sql, params, many, context):
        caught.append((sql, tuple(params or ())))
        return execute(sql, params, many, context)

    for _ in range(3):  # warm: templates compiled, queries prepared
        client.get(url)
    with connection.execute_wrapper(catch):
        response = client.get(url)
    if response.status_code != 200:
        raise SystemExit(f"{url} answered {response.status_code}")
    return caught


def timed(queries: list[tuple[str, tuple]], runs: int) -> tuple[float, float]:
    """The summed minimum, over `runs`, of each query's (CPU ms, ms)."""
    from django.db import connection

    cpu_total = wall_total = 0.0
    with connection.cursor() as cursor:
        for sql, params in queries:
            cpu_best = wall_best = float("inf")
            for _ in range(runs):
                started, cpu = time.perf_counter(), time.process_time()
                cursor.execute(sql, params)
                cursor.fetchall()
                cpu_best = min(cpu_best, time.process_time() - cpu)
                wall_best = min(wall_best, time.perf_counter() - started)
            cpu_total += cpu_best * 1000
            wall_total += wall_best * 1000
    return cpu_total, wall_total


def main() -> None:
    args = arguments()
    os.environ["DJANGO_FRAGMENT_CACHE_SECONDS"] = "0"  # every part built: a cold render
    with demo_database(args.size, args.database_url):
        from bench.pages import PAGES as URLS
        from bench.pages import sample

        content, urls = sample(), dict(URLS)
        ways = {}
        for page in PAGES:
            written = page_queries(urls[page](content))
            ways[page] = {"written in": written, "bound": [bound(*query) for query in written]}
        best = {(page, way): (float("inf"),) * 2 for page in PAGES for way in ways[page]}
        for _ in range(args.rounds):
            for page in PAGES:
                for way, queries in ways[page].items():
                    best[page, way] = tuple(map(min, best[page, way], timed(queries, args.runs)))

        engine = "PostgreSQL" if args.database_url else "SQLite"
        print(
            f"\nThe status written into the SQL against bound as a parameter: each page's queries, caught from an "
            f"in-process cold render (page cache off, no part kept), {engine}, demo {args.size}, run again through "
            f"Django's cursor; {args.rounds} alternating rounds x {args.runs} runs of each query; summed per page, "
            "the minimum of each query: this process's CPU time, and the time it took\n"
        )
        print(
            "| page | queries | with a status | written in: CPU ms | bound | written in: ms | bound |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|")
        for page in PAGES:
            written = ways[page]["written in"]
            statuses = sum(WRITTEN in sql for sql, _ in written)
            cells = [f"| {page} | {len(written)} | {statuses} "]
            for kind in (0, 1):
                cells += [f"| {best[page, way][kind]:.2f} " for way in ("written in", "bound")]
            print("".join(cells) + "|")


if __name__ == "__main__":
    main()
