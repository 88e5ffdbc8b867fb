"""Corrections are Updates of kind "correction": dated, public, listed on /corrections/."""

import datetime

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
