"""`make bench-import-quotes`: what an import of many quotes, and a dry run of many articles, cost.

One throw-away SQLite file (or the PostgreSQL database --database-url names) is migrated. Printed:
- an article of --quotes quotes, one per paragraph, and one paragraph holding --crowded quotes
  (`“ said ” ` repeated): parse seconds, then write seconds (importing.writer.write_documents, in a
  transaction rolled back) with the statements it sent;
- `import_articles --dry-run` over --articles articles (the quotebench train split beside the
  checkout when it is there, else generated ones): seconds, per 100 articles.
Seconds are wall-clock and CPU; on a shared machine the CPU figure is the steadier one.
"""

import argparse
import json
import os
import sys
import tempfile
import time
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
NAMES = ["Ana Pell", "Ed Marsh", "Nora Vance", "Tom Reyes", "Lena Ortega", "Ray Dunne"]


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quotes", type=int, default=800)
    parser.add_argument("--crowded", type=int, default=4000)
    parser.add_argument("--articles", type=int, default=100)
    parser.add_argument(
        "--quotebench",
        type=Path,
        default=ROOT.parent / "shared" / "quotebench",
        help="the evaluation set, whose train split's articles are dry-run",
    )
    parser.add_argument("--database-url", default="", help="a PostgreSQL database; default SQLite")
    return parser.parse_args()


def many_quotes(count: int) -> str:
    paragraphs = [
        f"“We will look at item {n} of the plan again next week,” {NAMES[n % len(NAMES)]} said."
        for n in range(count)
    ]
    return "Council hears its residents\n\nBy Jane Doe and John Roe\n\n" + "\n\n".join(paragraphs)


def articles(folder: Path, count: int, quotebench: Path) -> int:
    train = quotebench / "train"
    files = sorted(train.glob("*.json"))[:count] if train.is_dir() else []
    for n, path in enumerate(files):
        record = json.loads(path.read_text(encoding="utf-8"))
        text = f"{record['title']}\n\n{record['text']}"
        (folder / f"{n:03}.txt").write_text(text, encoding="utf-8")
    for n in range(len(files), count):
        (folder / f"{n:03}.txt").write_text(many_quotes(20), encoding="utf-8")
    return len(files)


def timed(call):
    wall, cpu = time.perf_counter(), time.process_time()
    result = call()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    options = arguments()
    with tempfile.TemporaryDirectory(prefix="throughline-bench-quotes-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.test",
            DATABASE_URL=options.database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
        )
        import django

        django.setup()
        from django.core.management import call_command
        from django.db import connection, transaction
        from django.test.utils import CaptureQueriesContext

        from importing.sources import check_sources
        from importing.writer import parse_sources, write_documents

        call_command("migrate", "--noinput", verbosity=0)
        print(f"{'document':<34} {'parse s (cpu)':>15} {'write s (cpu)':>15} {'statements':>10}")
        for label, text in (
            (f"{options.quotes} quotes, one a paragraph", many_quotes(options.quotes)),
            (
                f"{options.crowded} quotes in one paragraph",
                "Crowded\n\n" + "“ said ” " * options.crowded,
            ),
        ):
            sources = check_sources([("bench.txt", text.encode())], max_bytes=10**9)
            documents, parse_wall, parse_cpu = timed(lambda s=sources: parse_sources(s))

            def write(sources=sources, documents=documents):
                with CaptureQueriesContext(connection) as queries, transaction.atomic():
                    write_documents(list(zip(sources, documents, strict=True)))
                    transaction.set_rollback(True)
                return len(queries)

            statements, wall, cpu = timed(write)
            print(
                f"{label:<34} {parse_wall:>6.2f} ({parse_cpu:>5.2f}) {wall:>7.2f} ({cpu:>5.2f}) {statements:>10,}"
            )
        texts = Path(folder) / "articles"
        texts.mkdir()
        real = articles(texts, options.articles, options.quotebench)
        _, wall, cpu = timed(
            lambda: call_command("import_articles", str(texts), dry_run=True, stdout=StringIO())
        )
        scale = 100 / options.articles
        print(
            f"dry run of {options.articles} articles ({real} from quotebench train): "
            f"{wall:.2f} s ({cpu:.2f} s CPU), {wall * scale:.2f} s ({cpu * scale:.2f} s CPU) per 100"
        )


if __name__ == "__main__":
    main()
