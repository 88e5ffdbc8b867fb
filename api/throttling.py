"""The API's rate limit: requests per client address, counted before the page cache, so cached answers count too."""

import math
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from rest_framework.settings import api_settings
from rest_framework.throttling import SimpleRateThrottle, UserRateThrottle

from sitewide.trust import client_address

from .errors import API_PREFIX, error


class CurrentRates:
    """DRF reads the rates once, when its module is imported; these read them when a request is counted."""

    def get_rate(self):
        return api_settings.DEFAULT_THROTTLE_RATES[self.scope]


class AddressRateThrottle(CurrentRates, SimpleRateThrottle):
    """DRF's sliding window, keyed by the client's address as the trusted proxies report it (never a
    client's own X-Forwarded-For): the rate is REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["api"]."""

    scope = "api"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": client_address(request)}


class ImportRateThrottle(CurrentRates, UserRateThrottle):
    """Imports per token's account: REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["imports"]."""

    scope = "imports"


class RateLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.startswith(API_PREFIX):
            throttle = AddressRateThrottle()
            if not throttle.allow_request(request, None):
                wait = max(1, math.ceil(throttle.wait() or 1))
                response = error(
                    429, f"Too many requests from your address: try again in {wait} s."
                )
                response["Retry-After"] = str(wait)
                return response
        return self.get_response(request)
