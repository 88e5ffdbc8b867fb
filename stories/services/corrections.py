"""Corrections are Updates of kind "correction": dated, public, listed on /corrections/."""

import datetime
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from ..models import Article, Update
from .positions import save_in_order


def record_correction(*, article: Article, text: str, on: datetime.date | None = None) -> Update:
    """Append a correction after the article's existing updates, dated today unless told otherwise."""
    last = article.updates.aggregate(last=Max("position"))["last"] or 0
    return Update.objects.create(
        article=article,
        kind=Update.Kind.CORRECTION,
        position=last + 1,
        dated_on=on or timezone.localdate(),
        text=text.strip(),
    )


CORRECTION_IS_RECORD = (
    "Readers have seen the correction of {date}: it stays as published and cannot be deleted or "
    "reworded. To correct it, add a new correction saying what the earlier one got wrong."
)
# What readers read of a correction; its place among the updates may still change.
RECORD_FIELDS = ("kind", "dated_on", "text")


def published_corrections(article_id: int):
    return Update.objects.filter(
        article_id=article_id,
        kind=Update.Kind.CORRECTION,
        article__in=Article.objects.published(),
    )


def update_change_error(*, update: Update, deleting: bool = False) -> str | None:
    """Why this change of a stored update may not be saved: it deletes or rewrites a published
    correction (`update` carries the new values; the stored row is read here), or None."""
    if update.pk is None:
        return None
    stored = published_corrections(update.article_id).filter(pk=update.pk).first()
    return _record_error(stored, update, deleting=deleting)


def _record_error(stored: Update | None, update: Update, *, deleting: bool) -> str | None:
    if stored is None:
        return None
    if deleting or any(getattr(stored, f) != getattr(update, f) for f in RECORD_FIELDS):
        return CORRECTION_IS_RECORD.format(date=f"{stored.dated_on:%Y-%m-%d}")
    return None


@transaction.atomic
def save_update(update: Update) -> Update:
    error = update_change_error(update=update)
    if error:
        raise ValidationError(error)
    update.save()
    return update


@transaction.atomic
def remove_update(update: Update) -> None:
    error = update_change_error(update=update, deleting=True)
    if error:
        raise ValidationError(error)
    update.delete()


@transaction.atomic
def save_updates(
    *, article: Article, updates: Sequence[Update], deleted: Sequence[Update] = ()
) -> None:
    """Make `updates` the article's updates in this order (`deleted` go). Refused, nothing written,
    when one of them deletes or rewrites a published correction."""
    stored = {u.pk: u for u in published_corrections(article.pk)}
    errors = [_record_error(stored.get(u.pk), u, deleting=False) for u in updates if u.pk]
    errors += [_record_error(stored.get(u.pk), u, deleting=True) for u in deleted]
    errors = [error for error in errors if error]
    if errors:
        raise ValidationError(errors)
    for update in updates:
        update.article = article
    save_in_order(updates, siblings=Update.objects.filter(article=article), deleted=deleted)


@contextmanager
def corrections_kept(*, article_id: int) -> Iterator[None]:
    """Whatever runs inside (a revert) leaves the corrections readers have seen on the article as they are.

    A published correction is part of the record: a revert to a version older than it would delete it,
    one that held it with other words would rewrite it. It is stored again afterwards, after the last
    update if the revert gave its place to another.
    """
    kept = list(published_corrections(article_id))
    yield
    taken = set(
        Update.objects.filter(article_id=article_id)
        .exclude(pk__in=[u.pk for u in kept])
        .values_list("position", flat=True)
    )
    for update in kept:
        if update.position in taken:
            update.position = max(taken | {u.position for u in kept}) + 1
        taken.add(update.position)
        update.save()
