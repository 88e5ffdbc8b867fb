"""`make bench` (after bench/inputs.py): what the article's change form costs an editor, at 10 and 20 quotes.

In-process, on a throw-away SQLite file (and the PostgreSQL database --postgres-url names, when one
answers), through the admin as an editor (Django's test client, no network): the change form of an
article of N quotes (each by another person, about another, with bylines, an update, an arc and a
role), opened (GET) and saved with its dek edited (POST: checked, written, its revision recorded,
answered with the redirect). Prints the queries of each, the median and slowest server time of
--repeat runs, and the save's median CPU time (this process's own, less sensitive to a busy machine). Figures are printed, never asserted (tests/stories/test_admin_form_cost.py asserts
the query count). Run: `make bench` or `python bench/desk_form.py --help`.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SIZES = (10, 20)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--engines", default="sqlite,postgres")
    parser.add_argument(
        "--postgres-url",
        default=os.environ.get(
            "BENCH_DESK_PG_URL", "postgres://postgres@127.0.0.1:5432/throughline_bench_desk"
        ),
    )
    parser.add_argument("--repeat", type=int, default=7, help="GETs and saves timed per size")
    parser.add_argument(
        "--database-url", default="", help=argparse.SUPPRESS
    )  # one engine, in a child
    return parser.parse_args()


def bench(database_url: str, repeat: int) -> None:
    with tempfile.TemporaryDirectory(prefix="throughline-bench-desk-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.test",
            DATABASE_URL=database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
        )
        import django

        django.setup()
        from django.conf import settings
        from django.core.management import call_command
        from django.db import connection
        from django.test import Client
        from django.test.utils import setup_test_environment
        from django.urls import reverse

        from tests.admin_forms import change_form_data
        from tests.factories import quoted_article, staff_user

        setup_test_environment()  # the test client's response.context, which the form's data is read from

        class Count:
            """Statements sent to the database while it is on (an execute wrapper sees every one)."""

            def __init__(self):
                self.n = 0

            def __call__(self, execute, sql, params, many, context):
                self.n += 1
                return execute(sql, params, many, context)

        settings.ALLOWED_HOSTS = ["testserver"]
        call_command("migrate", "--noinput", verbosity=0)
        if database_url:
            call_command("flush", "--noinput", verbosity=0)
        call_command("sync_groups", verbosity=0)
        client = Client()
        client.force_login(staff_user("Editors", "bench-desk-editor"))
        for quotes in SIZES:
            article = quoted_article(quotes)
            address = reverse("admin:stories_article_change", args=[article.pk])

            def opened(address=address):
                started = time.perf_counter()
                response = client.get(address)
                return response, time.perf_counter() - started

            def saved(n: int, address=address) -> tuple[float, float]:
                # A real edit each time, from a form opened after the last save (not timed).
                data = change_form_data(client.get(address))
                started, cpu = time.perf_counter(), time.process_time()
                response = client.post(address, {**data, "dek": f"Edited {n} times"})
                assert response.status_code == 302, response.status_code
                return time.perf_counter() - started, time.process_time() - cpu

            (
                opened(),
                saved(0),
            )  # the process's first requests also read what it keeps (content types)
            get_queries, save_queries = Count(), Count()
            with connection.execute_wrapper(get_queries):
                response, _ = opened()
            data = change_form_data(response)
            with connection.execute_wrapper(save_queries):
                client.post(address, {**data, "dek": "Counted"})
            gets = [opened()[1] for _ in range(repeat)]
            saves = [saved(n) for n in range(1, repeat + 1)]
            wall, cpu = [s[0] for s in saves], [s[1] for s in saves]
            print(
                f"{connection.vendor:<10} {quotes:>6} {get_queries.n:>11} "
                f"{statistics.median(gets) * 1000:>9.0f} {max(gets) * 1000:>9.0f} "
                f"{save_queries.n:>12} {statistics.median(wall) * 1000:>10.0f} "
                f"{max(wall) * 1000:>10.0f} {statistics.median(cpu) * 1000:>9.0f} "
                f"{len(response.content) / 1024:>8.0f}",
                flush=True,
            )


def main() -> None:
    options = arguments()
    if options.database_url or options.engines == "child-sqlite":
        bench(options.database_url, options.repeat)
        return
    print(
        "\n## The article's change form as an editor (in-process, server time in ms; "
        f"median and slowest of {options.repeat})"
    )
    print(
        f"{'engine':<10} {'quotes':>6} {'GET queries':>11} {'GET med':>9} {'GET max':>9} "
        f"{'save queries':>12} {'save med':>10} {'save max':>10} {'save CPU':>9} {'page KB':>8}"
    )
    engines = options.engines.split(",")
    child = [sys.executable, __file__, "--repeat", str(options.repeat)]
    if "sqlite" in engines:
        subprocess.run([*child, "--engines", "child-sqlite"], cwd=ROOT, check=False)
    if "postgres" in engines:
        ready = subprocess.run(
            [sys.executable, "scripts/postgres_ready.py", options.postgres_url],
            cwd=ROOT,
            capture_output=True,
        )
        if ready.returncode:
            print(f"postgres: skipped, no server at {options.postgres_url}")
            return
        from bench.inprocess import create_postgres_database

        create_postgres_database(options.postgres_url)
        subprocess.run([*child, "--database-url", options.postgres_url], cwd=ROOT, check=False)


if __name__ == "__main__":
    main()
