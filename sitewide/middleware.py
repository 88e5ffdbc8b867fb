"""Middleware that applies to every answer the site gives, whatever app answers it.

QueryGuardMiddleware: query parameters no reader could have typed never reach a view.

Every view validates its own parameters (forms, filters, `pagination.page_number`); this is the floor
beneath them, so a new parameter cannot be the one that answers 500: NUL and other control
characters (PostgreSQL refuses NUL in any string, SQLite's full-text syntax chokes on it), bytes that
are not UTF-8 (Django decodes them to U+FFFD), and values longer than any form field takes.
Such a request is answered 404 before the page cache or a view sees it, so no cache entry is made
for it either.

PermissionsPolicyMiddleware and ServerTimingMiddleware: site-wide response headers that Django and
django-csp do not set.
"""

import re
import time
from collections.abc import Callable

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse

# Longer than every form field and search box (200 characters) with room to spare.
MAX_VALUE_LENGTH = 1000
# C0 controls but tab, newline and carriage return (which pasted text may hold), DEL, and the
# replacement character Django substitutes for undecodable bytes.
UNTYPEABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]")


def hostile_parameter(request: HttpRequest) -> str | None:
    """The name of the first query parameter no page accepts, or None."""
    for name, values in request.GET.lists():
        for text in (name, *values):
            if len(text) > MAX_VALUE_LENGTH or UNTYPEABLE.search(text):
                return name
    return None


class QueryGuardMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        # The path too: a `str` segment (a report's key, a follow token) reaches its view as typed, and
        # PostgreSQL refuses a NUL in any string (/report/article/%00/ answered 500).
        if UNTYPEABLE.search(request.path_info) or (
            request.META.get("QUERY_STRING") and hostile_parameter(request) is not None
        ):
            raise Http404("This address has a character or a query parameter no page accepts.")
        return self.get_response(request)


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
