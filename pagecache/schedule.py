"""Scheduled publications: a page that will change when one comes due lives no longer than until then.

An app registers a source of upcoming publications (`register_schedule`), each a moment and the tags
it makes stale when it comes due (its lists, its arcs, the pages of people it names). A page's
lifetime and its Cache-Control lifetimes end at the first such moment among its tags; other pages
keep theirs. The list is kept in the shared cache for a minute: an edit drops it at once and reads
it again after its commit (so readers' renders seldom query for it), a render reads it when missing.
"""

import time
from collections.abc import Callable, Iterable
from datetime import datetime

from django.conf import settings

from pagecache.cache_guard import shared_cache

Upcoming = Callable[[float], Iterable[tuple[datetime, Iterable[str]]]]
_sources: list[Upcoming] = []
LIST_SECONDS = 60
SCHEDULE_KEY = "public-pages:schedule"


def register_schedule(source: Upcoming) -> None:
    """`source(horizon)`: the publications due within `horizon` seconds from now, as (moment, tags)."""
    if source not in _sources:
        _sources.append(source)


def horizon() -> float:
    """How far ahead a page's lifetime can reach, and then some: the list is reused for LIST_SECONDS."""
    return (
        max(
            settings.PAGE_CACHE_SECONDS,
            settings.FRAGMENT_CACHE_SECONDS,
            settings.PUBLIC_MAX_AGE,
            settings.PUBLIC_S_MAXAGE,
        )
        + LIST_SECONDS
    )


def _read() -> tuple[tuple[float, frozenset[str]], ...]:
    ahead = horizon()
    return tuple(
        sorted(
            (moment.timestamp(), frozenset(tags))
            for source in _sources
            for moment, tags in source(ahead)
        )
    )


def upcoming() -> tuple[tuple[float, frozenset[str]], ...]:
    found = shared_cache.get(SCHEDULE_KEY)
    if found is None:
        found = _read()
        shared_cache.set(SCHEDULE_KEY, found, LIST_SECONDS)
    return found


def forget() -> None:
    """An edit may have changed the schedule: the next render reads it again."""
    shared_cache.delete(SCHEDULE_KEY)


def refresh() -> None:
    """Read the schedule now (after an edit's commit), so that readers' renders need not."""
    shared_cache.set(SCHEDULE_KEY, _read(), LIST_SECONDS)


def seconds_until_change(tags: set[str], rendered_at: float) -> float | None:
    """Seconds until a publication scheduled after `rendered_at` changes a page showing `tags` (None: none is)."""
    whole_cache = settings.PAGE_CACHE_INVALIDATION == "generation"
    for moment, touched in upcoming():
        if moment > rendered_at and (whole_cache or touched & tags):
            return moment - time.time()
    return None
