"""Tags made stale, in the shared cache: the page cache never serves a page older than a change to what it shows.

Invalidating a tag records the time of the change under the tag, adds the tags to the changes log
(`pagecache.changes`) and replaces the *changes token*. A stored page keeps its tags, the time its
render started, the token it was rendered under and how far the log was then: while the token is the
same nothing has changed and the page is served at once; once it differs, the page is served only if
none of its tags changed after its render started, by the log in this process's memory or, where the
log cannot say, by the tags' stamps (one more round trip, then the page is stored again under the
new token). With PAGE_CACHE_INVALIDATION = "generation" every change
invalidates EVERYTHING, the tag every page carries: the old whole-cache generations, kept to compare.
"""

import logging
import time
import uuid
from collections.abc import Iterable

from django.conf import settings
from django.db import transaction

from pagecache import changes, schedule
from pagecache.cache_guard import shared_cache
from pagecache.purge import purger
from pagecache.tags import EVERYTHING

TOKEN_KEY = "public-pages:changes"
logger = logging.getLogger("throughline.cache")


def tag_key(tag: str) -> str:
    return f"public-pages:tag:{tag}"


def _stamp_lifetime() -> int:
    # A page or a part of one (pagecache.fragments) outlives neither its lifetime nor its copies: older stamps
    # can never matter.
    return changes.kept_seconds()


def invalidate(tags: Iterable[str]) -> None:
    """Make every stored page that shows any of `tags` stale, from now on."""
    tags = set(tags)
    if not tags:
        return
    if settings.PAGE_CACHE_INVALIDATION == "generation":
        tags = {EVERYTHING}
    now = time.time()
    # Stamps, then the log's entry, then the token: whoever sees the new token finds both.
    stored = shared_cache.set_many(
        {tag_key(tag): now for tag in tags}, _stamp_lifetime(), always_try=True
    )
    logged = stored and changes.record(frozenset(tags))
    if not (logged and shared_cache.set(TOKEN_KEY, uuid.uuid4().hex, None, always_try=True)):
        # The save goes through. Should the cache come back with its data, pages cached before this
        # edit could be served until they expire: whoever restores it should clear it.
        logger.error(
            "An edit could not invalidate the page cache: clear the cache once it is back."
        )


def invalidate_everything() -> None:
    invalidate({EVERYTHING})


def invalidate_on_commit(tags: Iterable[str], *, using: str | None = None) -> None:
    """Invalidate now (renders inside this transaction) and again once it commits, then purge the HTTP caches."""
    tags = set(tags)
    invalidate(tags)
    schedule.forget()

    def committed() -> None:
        invalidate(tags)
        schedule.refresh()
        # After the page cache: a purged HTTP cache refetches from it.
        purger.purge({EVERYTHING} if settings.PAGE_CACHE_INVALIDATION == "generation" else tags)

    transaction.on_commit(committed, using=using)


def current_token() -> str | None:
    """The changes token; None while the shared cache cannot say (nothing is served or stored then)."""
    token = shared_cache.get(TOKEN_KEY)
    if token is None and shared_cache.available:
        shared_cache.add(TOKEN_KEY, uuid.uuid4().hex, None)
        token = shared_cache.get(TOKEN_KEY)
    return token


def changed_since(tags: Iterable[str], moment: float) -> bool:
    """Whether any of `tags` was invalidated at or after `moment` (true when the cache cannot say).

    A missing stamp counts as changed: `ensure_stamps` gave every tag of a stored page or part one,
    so a stamp can only be missing because the cache evicted it (culled files, Redis maxmemory), and
    an evicted stamp may have been an edit's. Eviction costs a render, never a stale page.
    """
    keys = {tag_key(tag) for tag in tags}
    if not shared_cache.available:
        return True
    stamps = shared_cache.get_many(list(keys))
    if not shared_cache.available or len(stamps) < len(keys):
        return True
    return any(stamp >= moment for stamp in stamps.values())


def ensure_stamps(tags: Iterable[str], *, rendered_at: float, token: str | None) -> None:
    """Give each of `tags` with no stamp one, before a page or part showing them is stored.

    A stamp found missing then can only have been evicted, and `changed_since` counts it as changed.
    The new stamp is dated just before the render (`rendered_at`), so the page stays a hit after edits
    elsewhere, only while the changes token is still the one read before the render (`token`): no
    edit happened meanwhile, so none whose stamp was evicted can be missing from the page. Otherwise
    it is dated now, and every render that began before is stale. `add` never replaces an edit's stamp.
    """
    keys = [tag_key(tag) for tag in set(tags)]
    found = shared_cache.get_many([TOKEN_KEY, *keys])
    moment = rendered_at - 0.001 if token and found.get(TOKEN_KEY) == token else time.time()
    for key in keys:
        if key not in found:
            shared_cache.add(key, moment, _stamp_lifetime())
