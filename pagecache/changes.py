"""The changes log: each process learns what an edit made stale once, not once for every page it serves.

Every invalidation (`pagecache.invalidation.invalidate`) takes the next number from a shared counter
(an atomic `incr`) and stores its tags under that number, before it replaces the changes token. A
process that finds the token changed reads the entries it has not seen (one round trip), and keeps
the recent ones in memory. A stored page remembers how far the log was complete when its render
started (`CachedPage.seq`), so whether anything it shows changed since is a set intersection in the
process: no read of each of its tags' stamps (hundreds for an arc page) and no storing the page
again under the new token, for every page, after every edit.

Where the log cannot say, the tag stamps decide, as they always did: a page rendered before this
process's log begins, an entry missing for longer than a write takes (lost: the log starts over),
a counter that went back or jumped (the cache was emptied), or a cache whose `incr` is not atomic
(the file cache processes share without Redis: two edits could take the same number).
"""

import random
import threading
import time
from collections import OrderedDict

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache

from pagecache.cache_guard import shared_cache

SEQ_KEY = "public-pages:changes:seq"
# An entry is written right after its number is taken; one still missing this long after is lost.
MISSING_SECONDS = 2.0
# Further behind than this and reading the log costs more than starting it over.
MOST_ENTRIES_READ = 1000


def entry_key(seq: int) -> str:
    return f"public-pages:changes:{seq}"


def kept_seconds() -> int:
    """How long entries (and tag stamps) matter: no stored page, nor part of one (pagecache.fragments), lives longer."""
    return max(settings.PAGE_CACHE_SECONDS, settings.FRAGMENT_CACHE_SECONDS, 60) + 60


def supported() -> bool:
    """Whether the cache numbers edits atomically: Redis does, and a process's own memory."""
    return isinstance(caches["default"], (RedisCache, LocMemCache))


def record(tags: frozenset[str]) -> bool:
    """Number this change and store its tags (before its new token is set); False when the cache failed."""
    if not supported():
        return True
    seq = shared_cache.next_number(SEQ_KEY, start=_new_counter())
    return seq is not None and shared_cache.set(
        entry_key(seq), tags, kept_seconds(), always_try=True
    )


def _new_counter() -> int:
    # A counter that is missing (a new or emptied cache) starts at a random number, so that pages
    # numbered by an earlier counter are never read against this one's entries.
    return random.randrange(2**52)


class ChangesLog:
    """This process's copy of the recent entries, read when the changes token it last saw is replaced."""

    def __init__(self):
        self.lock = threading.Lock()
        self.token: str | None = None  # the changes token the log was last read under
        self.base: int | None = (
            None  # entries after this number are known (None: the log has not begun)
        )
        self.complete = 0  # every entry up to this number is known
        self.newest = (
            0  # the counter when last read: more than `complete` while an entry is missing
        )
        self.entries: OrderedDict[int, tuple[frozenset[str], float]] = (
            OrderedDict()
        )  # number -> tags, when read
        self.missing_since: float | None = None

    def position(self, token: str | None) -> int | None:
        """How far the log is complete under `token` (a page rendered now is numbered so); None: unknown."""
        if token is None or not supported():
            return None
        with self.lock:
            self._read(token)
            return None if self.base is None else self.complete

    def changed(
        self, seq: int | None, tags: frozenset[str], token: str
    ) -> tuple[bool | None, int | None]:
        """Whether an entry after `seq` (a page's number) names one of `tags` (None: the log cannot say),
        and the number the page takes if it is still current.

        When the log cannot say, the number is how far it is complete now, read before the caller
        reads the stamps: every entry up to it was written after its stamps, so stamps found
        unchanged afterwards cover it.
        """
        if not supported():
            return None, None
        with self.lock:
            self._read(token)
            if self.base is None:
                return None, None
            if (
                self.newest > self.complete
                or seq is None
                or not self.base <= seq <= self.complete + MOST_ENTRIES_READ
            ):
                return None, self.complete  # an entry not read yet, or a page from before this log
            for number, (changed, _) in reversed(self.entries.items()):
                if number <= seq:
                    break
                if not changed.isdisjoint(tags):
                    return True, None
            return False, max(seq, self.complete)

    def _read(self, token: str) -> None:
        if token == self.token:
            return
        newest = shared_cache.get(SEQ_KEY)
        if newest is None:  # no edit since the cache was emptied: begin the counter
            shared_cache.add(SEQ_KEY, _new_counter(), None)
            newest = shared_cache.get(SEQ_KEY)
        if newest is None:  # the cache cannot say
            return self._start_over(None, None)
        if self.base is None or not self.complete <= newest <= self.complete + MOST_ENTRIES_READ:
            return self._start_over(token, newest)
        self.newest = newest
        wanted = [
            number for number in range(self.complete + 1, newest + 1) if number not in self.entries
        ]
        found = shared_cache.get_many([entry_key(number) for number in wanted]) if wanted else {}
        now = time.time()
        for number in wanted:
            if entry_key(number) in found:
                self.entries[number] = (found[entry_key(number)], now)
        self.entries = OrderedDict(sorted(self.entries.items()))
        while self.complete + 1 in self.entries:
            self.complete += 1
        if (
            self.complete < newest
        ):  # an edit between taking its number and writing its entry, or a lost entry
            self.missing_since = self.missing_since or now
            if now - self.missing_since > MISSING_SECONDS:
                return self._start_over(token, newest)
            return  # meanwhile the stamps decide; read again on the next request
        self.missing_since = None
        self.token = token
        self._forget_older_than(now - kept_seconds())

    def _start_over(self, token: str | None, newest: int | None) -> None:
        """Pages numbered before `newest` are checked by their stamps from now on."""
        self.token, self.base, self.complete, self.newest = token, newest, newest or 0, newest or 0
        self.entries, self.missing_since = OrderedDict(), None

    def _forget_older_than(self, moment: float) -> None:
        while self.entries:
            number, (_, read_at) = next(iter(self.entries.items()))
            if read_at >= moment:
                break
            del self.entries[number]
            self.base = number


changes_log = ChangesLog()
