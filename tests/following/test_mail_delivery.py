"""End to end with nothing faked: a real Celery worker on Redis (DB 14) sends through Django's SMTP
backend to a real SMTP server on loopback (aiosmtpd)."""

import datetime
import email
import os
import re
import socket
import time
from email import policy

import pytest
import redis
from aiosmtpd.controller import Controller
from celery.contrib.testing.worker import start_worker
from django.conf import settings as django_settings
from django.utils import timezone

from following.models import Follow
from sitewide.celery import app
from stories.services.publishing import publish_article, schedule_article
from tests.factories import ArcEntryFactory, ArticleFactory

pytestmark = pytest.mark.django_db(transaction=True)


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(email.message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"

    def wait_for(self, count: int, seconds: float = 20):
        deadline = time.monotonic() + seconds
        while len(self.messages) < count and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.messages


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def inbox(settings):
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", controller.port
    yield inbox
    controller.stop()


@pytest.fixture
def worker(inbox):
    broker = django_settings.CELERY_BROKER_URL
    try:
        redis.Redis.from_url(broker).flushdb()  # tasks left by an earlier, interrupted run
    except redis.ConnectionError:
        if os.environ.get("REQUIRE_REDIS"):
            pytest.fail(f"REQUIRE_REDIS is set but no Redis answers at {broker}")
        pytest.skip(f"No Redis at {broker} for the task queue")
    app.conf.task_always_eager = False
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            yield
    finally:
        app.conf.task_always_eager = True


def body(message) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def test_a_reader_follows_confirms_gets_digests_and_unsubscribes_in_one_click(
    client, worker, inbox, editor
):
    # Position 1 given: the factory's running count would otherwise collide with 5 or 6 below.
    arc = ArcEntryFactory(article=ArticleFactory(), arc__title="The Backman affair", position=1).arc
    assert (
        client.post(f"/follow/arc/{arc.slug}/", {"email": "reader@example.com"}).status_code == 302
    )

    (confirmation,) = inbox.wait_for(1)
    assert confirmation["To"] == "reader@example.com"
    confirm = re.search(r"https://throughline\.test(/follow/confirm/\S+/)", body(confirmation))[1]
    draft = ArticleFactory(headline="Drafted, never mailed", status="draft")
    ArcEntryFactory(arc=arc, article=draft, position=5)
    client.post(confirm)
    assert Follow.objects.get().confirmed_at is not None

    scheduled = ArticleFactory(headline="Scheduled story", status="draft")
    ArcEntryFactory(arc=arc, article=scheduled, position=6)
    schedule_article(
        article=scheduled, by=editor, at=timezone.now() + datetime.timedelta(seconds=3)
    )
    time.sleep(1.5)
    assert len(inbox.messages) == 1  # not before its time

    (_, digest) = inbox.wait_for(2, seconds=15)
    assert digest["Subject"] == "“The Backman affair”: Scheduled story"
    assert digest["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    unsubscribe = re.fullmatch(
        r"<https://throughline\.test(/follow/unsubscribe/\S+/)>",
        str(digest["List-Unsubscribe"]).strip(),
    )[1]
    assert digest.get_body(preferencelist=("html",)) is not None
    assert scheduled.get_absolute_url() in body(digest)

    published = ArticleFactory(headline="Published at once", status="draft")
    ArcEntryFactory(arc=arc, article=published, position=7)
    publish_article(article=published, by=editor)
    (*_, second) = inbox.wait_for(3)
    assert second["Subject"] == "“The Backman affair”: Published at once"

    # What a mail client does for RFC 8058: a POST with this body, no cookie, no token.
    answer = client.post(
        unsubscribe, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )
    assert answer.status_code == 200 and not Follow.objects.exists()
    after = ArticleFactory(headline="After unsubscribing", status="draft")
    ArcEntryFactory(arc=arc, article=after, position=8)
    publish_article(article=after, by=editor)
    time.sleep(2)
    assert [m["Subject"] for m in inbox.messages][1:] == [
        "“The Backman affair”: Scheduled story",
        "“The Backman affair”: Published at once",
    ]
