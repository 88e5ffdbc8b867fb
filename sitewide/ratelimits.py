"""Rate limits counted atomically in the shared cache, for every part of the site that limits clients.

Each request is one atomic increment (Redis INCR, or locmem's under its lock; a file cache, which has no
atomic increment, under a file lock) of a counter per client and fixed window, and the limit is applied to
a sliding estimate: the previous window's count weighted by how much of it the last `duration` seconds
still cover, plus this window's. So a limit holds under concurrency and across app servers, where a list
of timestamps read and written back (DRF's throttles) lets concurrent requests through. The API
(api/throttling.py), follow sign-ups (following/) and error reports (reports/) count on it.
"""

import fcntl
import logging
import tempfile
import time
from contextlib import contextmanager, nullcontext
from pathlib import Path

from django.core.cache import cache, caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache

logger = logging.getLogger("throughline.limits")

PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_rate(rate: str) -> tuple[int, int]:
    """ "600/minute" -> (600, 60), as DRF reads its rates."""
    number, period = rate.split("/")
    return int(number), PERIODS[period[0]]


@contextmanager
def _file_lock():
    with open(Path(tempfile.gettempdir()) / "throughline-throttle.lock", "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _atomic_increment(key: str, timeout: int) -> int:
    atomic = isinstance(caches["default"], RedisCache | LocMemCache)
    with nullcontext() if atomic else _file_lock():
        cache.add(key, 0, timeout)
        try:
            return cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, timeout)
            return 1


class WindowCounter:
    """A limit of `number` requests per `duration` seconds for one scope."""

    def __init__(self, scope: str, rate: str):
        self.scope = scope
        self.number, self.duration = parse_rate(rate)

    def _key(self, ident: str, window: int) -> str:
        return f"throttle:{self.scope}:{ident}:{window}"

    def hit(self, ident: str, now: float | None = None) -> float | None:
        """Count one request; None when it is allowed, else the seconds to wait."""
        now = time.time() if now is None else now
        window, into = divmod(now, self.duration)
        window = int(window)
        try:
            current = _atomic_increment(self._key(ident, window), 2 * self.duration + 1)
            previous = cache.get(self._key(ident, window - 1)) or 0
        except Exception:
            logger.exception("The rate limit's counter failed: the request is let through.")
            return None
        weight = 1 - into / self.duration
        if previous * weight + current <= self.number:
            return None
        # Until the previous window's share has decayed enough, or this window ends.
        if previous and current <= self.number:
            needed = 1 - (self.number - current) / previous
            return max(1.0, (needed - (1 - weight)) * self.duration)
        return max(1.0, self.duration - into)
