"""Draft → scheduled → published, and back: each change is one saved revision with who and why.

A scheduled item is status "published" with a future publish_at; `published()` hides it until then,
so nothing needs to run at that time.
"""

import datetime

import reversion
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from ..models import Article, Dispute, Status, StoryArc
from ..models.publishing import Publishable
from ..permissions import can_publish
from ..quote_cards import ensure_quote_card
from ..signals import article_made_public


def _set_publication(item: Publishable, *, by, status: str, publish_at, comment: str) -> None:
    # `by` is None only for trusted callers such as management commands run by an operator.
    if by is not None and not can_publish(by, type(item)):
        raise PermissionDenied(
            f"{by} may not publish or unpublish {item._meta.verbose_name_plural}."
        )
    with transaction.atomic(), reversion.create_revision():
        item.status, item.publish_at = status, publish_at
        item.save(update_fields=["status", "publish_at", "updated_at"])
        if by is not None:
            reversion.set_user(by)
        reversion.set_comment(comment)


def _announce(article: Article, public_at: datetime.datetime) -> None:
    # After commit: a receiver (following's digests) must never see a publication that rolled back.
    transaction.on_commit(
        lambda: article_made_public.send(sender=Article, article=article, public_at=public_at)
    )


def _future(at: datetime.datetime) -> datetime.datetime:
    if at <= timezone.now():
        raise ValidationError("A scheduled time must be in the future.")
    return at


def publish_article(*, article: Article, by) -> None:
    """Make the article public now. Its reader-facing date stays `published_on`."""
    _set_publication(article, by=by, status=Status.PUBLISHED, publish_at=None, comment="Published.")
    for quote in article.quotes.select_related("speaker", "article__outlet"):
        ensure_quote_card(quote)
    _announce(article, timezone.now())


def schedule_article(*, article: Article, by, at: datetime.datetime) -> None:
    at = _future(at)
    comment = f"Scheduled for {timezone.localtime(at):%Y-%m-%d %H:%M %Z}."
    _set_publication(article, by=by, status=Status.PUBLISHED, publish_at=at, comment=comment)
    for quote in article.quotes.select_related("speaker", "article__outlet"):
        ensure_quote_card(quote)
    _announce(article, at)


def unpublish_article(*, article: Article, by) -> None:
    _set_publication(article, by=by, status=Status.DRAFT, publish_at=None, comment="Unpublished.")


def publish_arc(*, arc: StoryArc, by) -> None:
    _set_publication(arc, by=by, status=Status.PUBLISHED, publish_at=None, comment="Published.")


def schedule_arc(*, arc: StoryArc, by, at: datetime.datetime) -> None:
    at = _future(at)
    comment = f"Scheduled for {timezone.localtime(at):%Y-%m-%d %H:%M %Z}."
    _set_publication(arc, by=by, status=Status.PUBLISHED, publish_at=at, comment=comment)


def unpublish_arc(*, arc: StoryArc, by) -> None:
    _set_publication(arc, by=by, status=Status.DRAFT, publish_at=None, comment="Unpublished.")


def publish_dispute(*, dispute: Dispute, by) -> None:
    """Readers see it once its arc is public too, and only the accounts citing public articles."""
    _set_publication(dispute, by=by, status=Status.PUBLISHED, publish_at=None, comment="Published.")


def schedule_dispute(*, dispute: Dispute, by, at: datetime.datetime) -> None:
    at = _future(at)
    comment = f"Scheduled for {timezone.localtime(at):%Y-%m-%d %H:%M %Z}."
    _set_publication(dispute, by=by, status=Status.PUBLISHED, publish_at=at, comment=comment)


def unpublish_dispute(*, dispute: Dispute, by) -> None:
    _set_publication(dispute, by=by, status=Status.DRAFT, publish_at=None, comment="Unpublished.")
