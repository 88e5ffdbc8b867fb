"""`make bench-follow`: one digest fanned out to 10,000 followers, end to end.

A throw-away database (SQLite, or --database-url for PostgreSQL) gets a published arc with 10,000
confirmed followers; an article is published into it through the publishing service, and a real
Celery worker (one process, solo pool, as in the tests) on Redis takes the tasks and sends every
mail through Django's SMTP backend to an SMTP server on loopback (aiosmtpd) that counts them. The
time printed runs from the publication's commit to the last mail accepted by the server, with the
mails per second. Most of a mail's ~4 ms is Python's email package building and folding its
headers and the SMTP exchange; more worker processes divide it.
Run: `make bench-follow` (BENCH_FOLLOW_ARGS="--help").
"""

import argparse
import contextlib
import os
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--followers", type=int, default=10_000)
    parser.add_argument("--broker", default="redis://127.0.0.1:6379/14", help="emptied first")
    parser.add_argument("--database-url", default="", help="PostgreSQL (emptied); default SQLite")
    return parser.parse_args()


class Counter:
    def __init__(self):
        self.count, self.last = 0, 0.0
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            self.last = time.perf_counter()
        return "250 OK"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def environment(args, port: int):
    with tempfile.TemporaryDirectory(prefix="throughline-bench-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.prod",
            DATABASE_URL=args.database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
            DJANGO_SECRET_KEY="bench-in-process-" + "x" * 40,
            DJANGO_CACHE_DIR=str(Path(folder) / "cache"),
            DJANGO_SITE_URL="https://throughline.example",
            DJANGO_EMAIL_HOST="127.0.0.1",
            DJANGO_EMAIL_PORT=str(port),
            DJANGO_FOLLOWING_DIGEST_DELAY="0",
            CELERY_BROKER_URL=args.broker,
        )
        import django

        django.setup()
        from django.core.management import call_command

        call_command("migrate", "--noinput", verbosity=0)
        if args.database_url:
            call_command("flush", "--noinput", verbosity=0)
        yield


def main() -> None:
    args = arguments()
    if args.database_url:
        from bench.inprocess import create_postgres_database

        create_postgres_database(args.database_url)
    from aiosmtpd.controller import Controller

    counter = Counter()
    controller = Controller(counter, hostname="127.0.0.1", port=free_port())
    controller.start()
    with environment(args, controller.port):
        import redis
        from celery.contrib.testing.worker import start_worker
        from django.utils import timezone

        from following.models import Follow
        from sitewide.celery import app
        from stories.models import Status
        from stories.services.publishing import publish_article
        from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory

        redis.Redis.from_url(args.broker).flushdb()
        arc = StoryArcFactory(title="The Backman affair", slug="backman")
        ArcEntryFactory(arc=arc, article=ArticleFactory(), position=1)
        now = timezone.now()
        Follow.objects.bulk_create(
            Follow(email=f"reader{n}@example.com", arc=arc, confirmed_at=now)
            for n in range(args.followers)
        )
        article = ArticleFactory(headline="Mets hire Backman", status=Status.DRAFT)
        ArcEntryFactory(arc=arc, article=article, position=2)
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=30):
            started = time.perf_counter()
            publish_article(article=article, by=None)
            while counter.count < args.followers:
                time.sleep(0.05)
                if time.perf_counter() - started > 600:
                    sys.exit(f"Only {counter.count} of {args.followers} mails after 10 minutes.")
            seconds = counter.last - started
    controller.stop()
    engine = "PostgreSQL" if args.database_url else "SQLite"
    print(
        f"{args.followers:,} followers ({engine}, one solo worker): digest fanned out in "
        f"{seconds:.1f} s, {args.followers / seconds:,.0f} mails/s"
    )


if __name__ == "__main__":
    main()
