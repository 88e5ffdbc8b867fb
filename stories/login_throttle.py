"""Rate limit on the admin sign-in: failed attempts are counted in the cache per username and address.

Counting failures (not requests) keeps editors who sign in normally unaffected; keying on the
username *and* the address stops one attacker from locking every editor out. The address is
REMOTE_ADDR: behind a proxy that is the proxy's, so the limit then applies per username.
With the local-memory cache each server process counts on its own; set REDIS_URL to share counts.
While the cache is out of reach nothing is counted: editors can still sign in (pagecache.cache_guard).
"""

import hashlib
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from pagecache.cache_guard import shared_cache


def _failure_key(request: HttpRequest) -> str:
    username = request.POST.get("username", "").strip().lower()
    digest = hashlib.sha256(f"{request.META.get('REMOTE_ADDR', '')}|{username}".encode()).hexdigest()
    return f"login-failures:{digest}"


def throttle_login(login_view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Wrap a login view: refuse with 429 once LOGIN_FAILURE_LIMIT failures fall in the window."""

    @wraps(login_view)
    def view(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method != "POST":
            return login_view(request, *args, **kwargs)
        key = _failure_key(request)
        if shared_cache.get(key, 0) >= settings.LOGIN_FAILURE_LIMIT:
            minutes = max(1, settings.LOGIN_FAILURE_WINDOW // 60)
            return HttpResponse(
                f"Too many failed sign-in attempts. Try again in {minutes} minutes.",
                status=429,
                content_type="text/plain; charset=utf-8",
                headers={"Retry-After": str(settings.LOGIN_FAILURE_WINDOW)},
            )
        response = login_view(request, *args, **kwargs)
        if response.status_code == 302:  # signed in: forget earlier mistakes
            shared_cache.delete(key)
        elif response.status_code == 200:  # the form came back with an error
            shared_cache.count(key, settings.LOGIN_FAILURE_WINDOW)
        return response

    return view
