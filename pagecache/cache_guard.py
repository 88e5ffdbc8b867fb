"""The shared cache as the page cache and the sign-in limit use it: an outage slows the site, never breaks it.

Both sit on top of the site (one saves renders, the other slows password guessing), so when Redis or
the cache directory fails, readers still get pages rendered for them and editors can still sign in
and save. After a failure this process leaves the cache alone for PAUSE seconds, so an outage does
not add a connection time-out to every request, and logs it once per pause.
"""

import logging
import time

from django.core.cache import cache

logger = logging.getLogger("throughline.cache")
PAUSE = 5.0


_FAILED = object()


class TolerantCache:
    def __init__(self):
        self.down_until = 0.0

    @property
    def available(self) -> bool:
        return time.monotonic() >= self.down_until

    def _failed(self, operation: str) -> None:
        if self.available:
            logger.exception(
                "The shared cache failed (%s): pages are rendered uncached for %.0f s.",
                operation,
                PAUSE,
            )
        self.down_until = time.monotonic() + PAUSE

    def _call(self, default, operation: str, *args, always_try: bool = False):
        if not (always_try or self.available):
            return default
        try:
            return getattr(cache, operation)(*args)
        except Exception:  # whatever the backend raises: connection refused, time-out, disk full
            self._failed(operation)
            return default

    def get(self, key: str, default=None):
        return self._call(default, "get", key, default)

    def get_many(self, keys: list[str]) -> dict:
        return self._call({}, "get_many", keys)

    def add(self, key: str, value, timeout: float | None, *, default: bool = False) -> bool:
        """As cache.add(); `default` when the cache cannot answer."""
        return self._call(default, "add", key, value, timeout)

    def set(self, key: str, value, timeout: float | None, *, always_try: bool = False) -> bool:
        """True once stored. `always_try`: even during a pause (an edit's invalidation must not be skipped)."""
        return self._call(_FAILED, "set", key, value, timeout, always_try=always_try) is not _FAILED

    def set_many(self, values: dict, timeout: float | None, *, always_try: bool = False) -> bool:
        """True once all are stored; `always_try` as for set()."""
        return (
            self._call(_FAILED, "set_many", values, timeout, always_try=always_try) is not _FAILED
        )

    def delete(self, key: str) -> None:
        self._call(None, "delete", key)

    def next_number(self, key: str, *, start: int) -> int | None:
        """The number after the one under `key` (which begins at `start` + 1), taken atomically where the
        backend's `incr` is; None when the cache cannot say. Tried even during a pause: edits number themselves."""
        for _ in range(2):
            try:
                return cache.incr(key)
            except (
                ValueError
            ):  # missing: begin it (add: another process may have begun it meanwhile)
                self._call(None, "add", key, start, None, always_try=True)
            except Exception:
                self._failed("incr")
                return None
        return None

    def count(self, key: str, timeout: float) -> None:
        """Add one to the number under `key`, which lives `timeout` seconds from its first count."""
        if not self.available:
            return
        self.add(key, 0, timeout)
        try:
            cache.incr(key)
        except ValueError:  # expired between the two calls
            self.set(key, 1, timeout)
        except Exception:
            self._failed("incr")


shared_cache = TolerantCache()
