"""Set-up shared by the benchmarks that time code inside one Django process (addresses, cast).

`demo_database()` yields with Django set up on prod settings (page cache off) over a throw-away
database holding `generate_demo` content: a SQLite file in a temporary folder, or the PostgreSQL
database `url` names (emptied by `flush` first).
"""

import argparse
import contextlib
import os
import tempfile
from pathlib import Path


def demo_parser(description: str, size: str = "20x50") -> argparse.ArgumentParser:
    """The options every in-process benchmark takes; each script adds its own rounds and counts."""
    parser = argparse.ArgumentParser(
        description=description, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", default=size, help="demo arcs x articles per arc")
    parser.add_argument(
        "--database-url",
        default="",
        help="a PostgreSQL database to fill (emptied first); default SQLite",
    )
    return parser


def largest_arc():
    """The published arc with the most timeline entries (annotated `size`): what the page benchmarks measure."""
    from django.db.models import Count

    from stories.models import StoryArc

    return (
        StoryArc.objects.published()
        .annotate(size=Count("entries"))
        .order_by("-size", "slug")
        .first()
    )


def create_postgres_database(url: str) -> None:
    import psycopg

    server, name = url.rsplit("/", 1)
    with psycopg.connect(f"{server}/postgres", autocommit=True) as connection:
        if not connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [name]
        ).fetchone():
            connection.execute(f'CREATE DATABASE "{name}"')


@contextlib.contextmanager
def demo_database(size: str, url: str = ""):
    if url:
        create_postgres_database(url)
    with tempfile.TemporaryDirectory(prefix="throughline-bench-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.prod",
            DATABASE_URL=url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
            DJANGO_SECRET_KEY="bench-in-process-" + "x" * 40,
            DJANGO_ALLOWED_HOSTS="testserver",
            DJANGO_SECURE_SSL_REDIRECT="0",
            DJANGO_PAGE_CACHE_SECONDS="0",
            DJANGO_CACHE_DIR=str(Path(folder) / "cache"),
        )
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", "--noinput", verbosity=0)
        if url:
            call_command("flush", "--noinput", verbosity=0)
            call_command("sync_groups")
        call_command("collectstatic", "--noinput", verbosity=0)  # prod settings serve hashed names
        arcs, per_arc = size.split("x")
        with open(os.devnull, "w") as quiet, contextlib.redirect_stdout(quiet):
            call_command(
                "generate_demo", "--arcs", arcs, "--articles-per-arc", per_arc, "--persons", "50"
            )
        yield
