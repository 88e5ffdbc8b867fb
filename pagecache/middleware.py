"""Site-wide response headers that Django and django-csp do not set."""

import time
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse


class PermissionsPolicyMiddleware:
    """Turns off browser features the site never uses, so injected content cannot ask for them."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        return response


class ServerTimingMiddleware:
    """Reports the time spent in Django as `Server-Timing: app;dur=<ms>`, and `, page-cache;desc=hit` for
    a page-cache hit (on only for benchmarks)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        response = self.get_response(request)
        timing = f"app;dur={(time.perf_counter() - started) * 1000:.3f}"
        response["Server-Timing"] = (
            timing + ", page-cache;desc=hit"
            if getattr(request, "page_cache_hit", False)
            else timing
        )
        return response
