"""Corrections are Updates of kind "correction": dated, public, listed on /corrections/."""

import datetime
from collections.abc import Iterator
from contextlib import contextmanager

from django.db.models import Max
from django.utils import timezone

from ..models import Article, Update


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


@contextmanager
def corrections_kept(*, article_id: int) -> Iterator[None]:
    """Whatever runs inside (a revert) leaves the corrections readers have seen on the article as they are.

    A published correction is part of the record: a revert to a version older than it would delete it,
    one that held it with other words would rewrite it. It is stored again afterwards, after the last
    update if the revert gave its place to another.
    """
    kept = list(
        Update.objects.filter(
            article_id=article_id,
            kind=Update.Kind.CORRECTION,
            article__in=Article.objects.published(),
        )
    )
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
