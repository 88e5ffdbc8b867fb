"""Who has an article's form open, kept in the shared cache (Redis in production) by heartbeat.

Each open form reports every ~15 s; an entry not renewed for three beats is gone, so a closed
tab drops off on its own. Two beats at once may drop one of them until its next beat. One cache key per article holds {user id: [name, since, last seen]}.
"""

import time

from django.conf import settings
from django.core.cache import cache


def heartbeat() -> int:
    """Seconds between an open form's reports (settings.DESK_HEARTBEAT_SECONDS, 15 by default)."""
    return getattr(settings, "DESK_HEARTBEAT_SECONDS", 15)


def expires() -> int:
    return 3 * heartbeat()


def _key(article_id: int) -> str:
    return f"desk:presence:{article_id}"


def beat(article_id: int, user) -> list[dict]:
    """Record that `user` has the form open now; return who else does, with since when (epoch s)."""
    now = time.time()
    entries = {
        uid: entry
        for uid, entry in (cache.get(_key(article_id)) or {}).items()
        if now - entry[2] < expires()
    }
    name = user.get_full_name() or user.get_username()
    since = entries.get(user.pk, (name, now, now))[1]
    entries[user.pk] = (name, since, now)
    cache.set(_key(article_id), entries, expires())
    return [
        {"name": entry[0], "since": entry[1]}
        for uid, entry in sorted(entries.items(), key=lambda item: item[1][1])
        if uid != user.pk
    ]


def leave(article_id: int, user) -> None:
    entries = cache.get(_key(article_id)) or {}
    if entries.pop(user.pk, None) is not None:
        cache.set(_key(article_id), entries, expires())
