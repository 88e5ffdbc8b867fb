"""Signed links in followers' mail. Nothing about the follower is readable from a token but its row
id, and a token stops working when the row is deleted (unsubscribed)."""

from django.conf import settings
from django.core import signing
from django.urls import reverse

from .models import CONFIRM_MAX_AGE, Follow

CONFIRM_SALT = "following.confirm"
UNSUBSCRIBE_SALT = "following.unsubscribe"
__all__ = ["CONFIRM_MAX_AGE", "confirm_url", "read", "unsubscribe_url"]


def _sign(follow, salt: str) -> str:
    # The creation time is signed too, so a link made for a deleted row never matches a new row
    # that happens to reuse its id (SQLite can reuse the highest id).
    return signing.dumps([follow.pk, follow.created_at.timestamp()], salt=salt, compress=True)


def read(token: str, salt: str, max_age: int | None = None):
    """The Follow the token names, or None when it is forged, expired or the row is gone."""
    try:
        pk, created = signing.loads(token, salt=salt, max_age=max_age)
    except (signing.BadSignature, ValueError, TypeError):
        return None
    follow = Follow.objects.select_related("arc", "person").filter(pk=pk).first()
    if follow is None or follow.created_at.timestamp() != created:
        return None
    return follow


def confirm_url(follow) -> str:
    token = _sign(follow, CONFIRM_SALT)
    return settings.SITE_URL + reverse("following:confirm", kwargs={"token": token})


def unsubscribe_url(follow) -> str:
    token = _sign(follow, UNSUBSCRIBE_SALT)
    return settings.SITE_URL + reverse("following:unsubscribe", kwargs={"token": token})
