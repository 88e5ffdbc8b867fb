"""`make bench-import`: the importer's write of one long article, with search 0005's per-paragraph search refresh and with 0007's.

One throw-away SQLite file (or the PostgreSQL database --database-url names) is migrated; each
size is written by importing.writer.write_documents in a transaction that is then rolled back, first
with search migrated back to 0006 (each paragraph insert rebuilt its article's whole search row),
then at 0007 (the row is rebuilt once per article), so both are measured in the same run on the
same machine. A write still running after --limit seconds is interrupted and printed as "> limit".
Parsing is timed apart (it is not what the triggers change). Run: `make bench-import`
(BENCH_IMPORT_ARGS="--help").
"""

import argparse
import os
import sys
import tempfile
import time
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--sizes", default="2000,4000,8000,50000", help="paragraph counts, comma-separated"
    )
    parser.add_argument(
        "--limit", type=float, default=120, help="seconds before a write is interrupted"
    )
    parser.add_argument(
        "--database-url",
        default="",
        help="a PostgreSQL database (its search refresh is per statement); default SQLite",
    )
    return parser.parse_args()


def document(paragraphs: int) -> str:
    return "A long running story\n\n" + "\n\n".join(
        f"Line {n} of the story so far." for n in range(paragraphs)
    )


class Interrupted(Exception):
    pass


def timed_write(sources, documents, limit: float) -> float | None:
    """Seconds to write the documents (rolled back), or None when interrupted after `limit`."""
    from django.db import OperationalError, connection, transaction

    from importing.writer import write_documents

    started = time.perf_counter()
    connection.ensure_connection()
    if connection.vendor == "sqlite":
        connection.connection.set_progress_handler(
            lambda: time.perf_counter() - started > limit, 100_000
        )
    try:
        with transaction.atomic():
            write_documents(list(zip(sources, documents, strict=True)))
            transaction.set_rollback(True)
    except OperationalError as error:
        if "interrupt" not in str(error):
            raise
        return None
    finally:
        if connection.vendor == "sqlite":
            connection.connection.set_progress_handler(None, 0)
    return time.perf_counter() - started


def main() -> None:
    options = arguments()
    sizes = [int(size) for size in options.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="throughline-bench-import-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.test",
            DATABASE_URL=options.database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
        )
        import django

        django.setup()
        from django.core.management import call_command

        from importing.sources import check_sources
        from importing.writer import parse_sources

        call_command("migrate", "--noinput", verbosity=0)
        texts = {}
        for size in sizes:
            started = time.perf_counter()
            sources = check_sources(
                [(f"bench-{size}.txt", document(size).encode())], max_bytes=10**9
            )
            texts[size] = (sources, parse_sources(sources), time.perf_counter() - started)
        print(
            f"{'paragraphs':>10} {'KB':>7} {'parse s':>8} {'write s, 0006':>14} {'write s, 0007':>14}"
        )
        results = {}
        # A new article's paragraphs are written by stories.services.imported.
        import stories.services.imported as writer

        deferred_refresh = writer.one_search_refresh
        for migration in ("0006", "0007"):
            call_command("migrate", "search", migration, "--noinput", verbosity=0)
            # At 0006 there is nothing to defer to: the writer as it was, one refresh per paragraph.
            writer.one_search_refresh = (
                deferred_refresh if migration == "0007" else lambda ids: nullcontext()
            )
            for size in sizes:
                sources, documents, _parse = texts[size]
                results[size, migration] = timed_write(sources, documents, options.limit)
        for size in sizes:
            sources, _documents, parse = texts[size]
            cells = [
                f"> {options.limit:.0f}" if results[size, m] is None else f"{results[size, m]:.2f}"
                for m in ("0006", "0007")
            ]
            print(
                f"{size:>10,} {len(sources[0].text) / 1024:>7.0f} {parse:>8.2f} {cells[0]:>14} {cells[1]:>14}"
            )


if __name__ == "__main__":
    main()
