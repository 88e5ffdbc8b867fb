"""The API's rate limits, counted atomically in the shared cache, so they hold under concurrency and across
app servers: requests per client address (counted before the page cache, so cached answers count too), and
imports per token's account.

DRF's own throttles keep a list of timestamps per client and write it back after reading it: concurrent
requests each read the same list, and each is let through (2,428 answers in 10 s against 600 a minute). Here
each request is one atomic increment (Redis INCR, or locmem's under its lock; a file cache, which has no
atomic increment, under a file lock) of a counter per client and fixed window, and the limit is applied to a
sliding estimate: the previous window's count weighted by how much of it the last `duration` seconds still
cover, plus this window's. Every request counts, refused ones too, so a client hammering past the limit
stays refused until it slows down; across a window boundary the estimate never lets through more than the
rate. If the cache cannot be reached the request is let through (and logged): a limit must not take the
API down with the cache.
"""

import fcntl
import logging
import math
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager, nullcontext
from pathlib import Path

from django.core.cache import cache, caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.cache.backends.redis import RedisCache
from django.http import HttpRequest, HttpResponse
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle

from sitewide.trust import client_address

from .errors import API_PREFIX, error

logger = logging.getLogger("throughline.api")
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


def current_rate(scope: str) -> str:
    """Read at each request (DRF reads its rates once, when imported), so settings can change them."""
    return api_settings.DEFAULT_THROTTLE_RATES[scope]


class ImportRateThrottle(BaseThrottle):
    """Imports per token's account: REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["imports"]."""

    scope = "imports"
    wait_seconds = None

    def allow_request(self, request, view):
        counter = WindowCounter(self.scope, current_rate(self.scope))
        self.wait_seconds = counter.hit(f"user-{request.user.pk}")
        return self.wait_seconds is None

    def wait(self):
        return self.wait_seconds


class RateLimitMiddleware:
    """Every /api/ request per client address, as the trusted proxies report it (never a client's own
    X-Forwarded-For): REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["api"]."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.startswith(API_PREFIX):
            wait = WindowCounter("api", current_rate("api")).hit(client_address(request))
            if wait is not None:
                seconds = max(1, math.ceil(wait))
                response = error(
                    429, f"Too many requests from your address: try again in {seconds} s."
                )
                response["Retry-After"] = str(seconds)
                return response
        return self.get_response(request)
