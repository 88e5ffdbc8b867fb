"""Mail to followers, sent by the Celery worker (sitewide/celery.py). Arguments are row ids only:
task arguments end up in the broker and in worker logs, addresses must not."""

import datetime
import smtplib

from django.conf import settings
from django.core.mail import get_connection

from sitewide.celery import app

from . import digests, mail
from .models import Follow

RETRY = {
    "autoretry_for": (smtplib.SMTPException, OSError),
    "retry_backoff": 30,
    "max_retries": 6,
}


@app.task(**RETRY)
def send_confirmation(follow_id: int) -> None:
    follow = Follow.objects.pending().select_related("arc", "person").filter(pk=follow_id).first()
    if follow is not None:
        mail.confirmation(follow).send()


@app.task
def announce_article(article_id: int, public_at: str) -> None:
    if digests.announce(article_id, datetime.datetime.fromisoformat(public_at)):
        send_digests.apply_async(countdown=settings.FOLLOWING_DIGEST_DELAY)


@app.task
def announce_due() -> None:
    """Every few minutes (CELERY_BEAT_SCHEDULE): scheduled articles gone public whose own task was
    lost, and sign-ups left unconfirmed too long."""
    new = sum(
        digests.announce(article.pk, article.publish_at)
        for article in digests.due_scheduled_articles().only("pk", "publish_at")
    )
    if new:
        send_digests.delay()
    Follow.objects.expired().delete()


@app.task
def send_digests() -> None:
    for announcement_ids, follow_ids in digests.claim_batches():
        send_digest_batch.delay(announcement_ids, follow_ids)


@app.task(**RETRY)
def send_digest_batch(announcement_ids: list[int], follow_ids: list[int]) -> int:
    messages = [
        mail.digest(*digest) for digest in digests.digests_for(announcement_ids, follow_ids)
    ]
    with get_connection() as connection:  # one SMTP session for the whole batch
        return connection.send_messages(messages) or 0
