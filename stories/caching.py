"""Full-page caching, conditional GET and CDN headers for public pages.

Apply `cache_public_page` to a public view (in urls.py: `cache_public_page(View.as_view())`).
Anonymous GET/HEAD responses are cached under the current *generation*, a token replaced
whenever editorial content is saved or deleted (`stories.receivers`) and whenever the next
scheduled `publish_at` passes, so a correction or a scheduled article is never served stale.
Signed-in users (staff previewing drafts) bypass the cache and get never-cache headers.
The CSP nonce is stored as a placeholder and replaced by a fresh one on every cached hit.
"""

import hashlib
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.urls import URLPattern
from django.utils.cache import add_never_cache_headers, get_conditional_response, patch_cache_control

from .models import Article, StoryArc

GENERATION_KEY = "public-pages:generation"
# Never occurs in rendered HTML: Django has no way to put a NUL byte in a page.
NONCE_PLACEHOLDER = b"\x00csp-nonce\x00"
NO_SCHEDULE = 0.0


def invalidate_public_pages() -> None:
    """Start a new generation: every page cached so far is unreachable from now on."""
    cache.set(GENERATION_KEY, uuid.uuid4().hex, None)


def next_publish_at() -> datetime | None:
    """The earliest future publish time of anything marked published (one query)."""
    articles = Article.objects.scheduled().order_by().values_list("publish_at", flat=True)
    arcs = StoryArc.objects.scheduled().order_by().values_list("publish_at", flat=True)
    return articles.union(arcs).order_by("publish_at").first()


def _generation() -> str:
    generation = cache.get(GENERATION_KEY)
    if generation is None:
        cache.add(GENERATION_KEY, uuid.uuid4().hex, None)
        generation = cache.get(GENERATION_KEY)
    return generation


def page_state() -> tuple[str, float | None]:
    """The current generation and the seconds until the next scheduled publication (None: none)."""
    generation = _generation()
    schedule_key = f"public-pages:next-publish:{generation}"
    when = cache.get(schedule_key)
    if when is None:
        scheduled = next_publish_at()
        when = scheduled.timestamp() if scheduled else NO_SCHEDULE
        cache.set(schedule_key, when, 86400)
    if when == NO_SCHEDULE:
        return generation, None
    remaining = when - time.time()
    if remaining <= 0:  # something scheduled has just gone public
        invalidate_public_pages()
        return page_state()
    return generation, remaining


@dataclass(frozen=True)
class CachedPage:
    status: int
    headers: tuple[tuple[str, str], ...]
    content: bytes  # with NONCE_PLACEHOLDER where the nonce was
    etag: str
    next_publish: float | None  # epoch seconds of the next scheduled publication when rendered

    @classmethod
    def from_response(cls, response: HttpResponse, nonce: str | None, until_next: float | None) -> "CachedPage":
        content = response.content
        if nonce:
            content = content.replace(nonce.encode(), NONCE_PLACEHOLDER)
        etag = f'"{hashlib.sha256(content).hexdigest()[:32]}"'
        next_publish = None if until_next is None else time.time() + until_next
        return cls(response.status_code, tuple(response.items()), content, etag, next_publish)

    @property
    def until_next(self) -> float | None:
        return None if self.next_publish is None else max(0.0, self.next_publish - time.time())

    def to_response(self, request: HttpRequest) -> HttpResponse:
        content = self.content
        if NONCE_PLACEHOLDER in content:
            content = content.replace(NONCE_PLACEHOLDER, str(request.csp_nonce).encode())
        response = HttpResponse(content, status=self.status)
        for name, value in self.headers:
            response[name] = value
        return response


def _is_cacheable(response: HttpResponse) -> bool:
    # A view that sets its own Cache-Control (a preview, never_cache) or a cookie keeps control.
    return (
        response.status_code == 200
        and not response.streaming
        and not response.has_header("Cache-Control")
        and not response.cookies
    )


def _cache_key(request: HttpRequest, generation: str) -> str:
    url = hashlib.sha256(request.build_absolute_uri().encode()).hexdigest()
    return f"public-pages:page:{generation}:{url}"


def _render(view: Callable[..., HttpResponse], request: HttpRequest, args, kwargs) -> HttpResponse:
    response = view(request, *args, **kwargs)
    if hasattr(response, "render") and not getattr(response, "is_rendered", True):
        response.render()
    return response


def _cached_or_rendered(view, request: HttpRequest, args, kwargs) -> tuple[CachedPage | None, HttpResponse, float | None]:
    """The page (None when the response may not be shared), its response, seconds to the next schedule.

    A hit needs no schedule check: entries expire no later than the next publish time known when
    they were stored, and scheduling anything new starts a new generation.
    """
    caching = settings.PAGE_CACHE_SECONDS > 0
    if caching:
        page = cache.get(_cache_key(request, _generation()))
        if page is not None:
            return page, page.to_response(request), page.until_next
    generation, until_next = page_state() if caching else ("", None)
    response = _render(view, request, args, kwargs)
    if not _is_cacheable(response):
        return None, response, until_next
    page = CachedPage.from_response(response, getattr(request, "_csp_nonce", None), until_next)
    lifetime = int(min(settings.PAGE_CACHE_SECONDS, settings.PAGE_CACHE_SECONDS if until_next is None else until_next))
    if caching and lifetime >= 1:  # whole seconds, rounded down: never past a scheduled publication
        cache.set(_cache_key(request, generation), page, lifetime)
    return page, response, until_next


def cache_public_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Serve anonymous readers from the page cache, with ETag, 304s and public Cache-Control."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            response = view(request, *args, **kwargs)
            add_never_cache_headers(response)
            return response
        page, response, until_next = _cached_or_rendered(view, request, args, kwargs)
        if page is None:
            return response
        response["ETag"] = page.etag
        max_age, s_maxage = settings.PUBLIC_MAX_AGE, settings.PUBLIC_S_MAXAGE
        if until_next is not None:  # browsers and CDNs must come back when the schedule fires
            max_age, s_maxage = min(max_age, int(until_next)), min(s_maxage, int(until_next))
        patch_cache_control(response, public=True, max_age=max_age, s_maxage=s_maxage)
        return get_conditional_response(request, etag=page.etag, response=response)

    return wrapper


def cached_urls(patterns: list) -> list:
    """URL patterns with every view behind `cache_public_page`, for `include((patterns, app_name))`.

    config/urls.py wraps the public URLconfs with it, so new public views are cached without
    touching their urls.py. Nested include()s are left as they are.
    """
    return [
        URLPattern(entry.pattern, cache_public_page(entry.callback), entry.default_args, entry.name)
        if isinstance(entry, URLPattern)
        else entry
        for entry in patterns
    ]
