"""The API's rate limits: requests per client address (counted before the page cache, so cached answers
count too), and imports per token's account. Both count on sitewide.ratelimits' atomic counters, so they
hold under concurrency and across app servers where DRF's own throttles (a list of timestamps read and
written back) let concurrent requests through: 2,428 answers in 10 s against 600 a minute. Every request
counts, refused ones too, so a client hammering past the limit stays refused until it slows down. If the
cache cannot be reached the request is let through (and logged): a limit must not take the API down with
the cache.
"""

import math
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle

from sitewide.ratelimits import WindowCounter
from sitewide.trust import client_address

from .errors import API_PREFIX, error


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
