"""Full-page caching, conditional GET, CDN headers and surrogate keys for public pages.

Apply `cache_public_page` to a public view (in urls.py: `cache_public_page(View.as_view())`);
`PageCacheMiddleware` answers repeat requests for those pages before sessions, CSRF, auth and
URL routing run. Anonymous GET/HEAD responses are stored with the tags of what they show,
collected while they render (`pagecache.tags`), and sent with `Surrogate-Key: <tags>` for the HTTP
cache in front (deploy/varnish/). A page is never served once anything it shows has changed since
its render started (`pagecache.invalidation`), nor past the next scheduled publication that changes
it (`pagecache.schedule`). Signed-in users (staff previewing drafts) bypass the cache and get
never-cache headers.
"""

import functools
import logging
import time
from collections.abc import Callable, Iterable
from functools import wraps

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, URLPattern, resolve
from django.utils.cache import add_never_cache_headers

from pagecache.cache_guard import shared_cache
from pagecache.changes import changes_log
from pagecache.schedule import seconds_until_change
from pagecache.store import (
    CachedPage,
    accepts_gzip,
    fetch,
    page_key,
    public_headers,
    store,
)
from pagecache.tags import collecting, shows

logger = logging.getLogger("throughline.cache")
# After an edit the pages showing what changed go stale at once, when a story breaks and readers
# crowd in. The first reader of a stale page renders it; readers asking meanwhile wait for that
# render (up to RENDER_WAIT seconds) instead of each rendering the same page.
RENDER_WAIT = 3.0
RENDER_LOCK_SECONDS = (
    10  # a render that dies without releasing its lock holds others back this long at most
)
# Varnish refuses a response with a header line over 8 KB (http_resp_hdr_len), and CDNs cap their
# key lists too: a page showing more than this names (an arc of 5,000 articles) is not shared with
# HTTP caches, which could not purge it by what it shows; the page cache still keeps it.
SURROGATE_KEY_BYTES = 6000


def lookup(request: HttpRequest) -> tuple[str | None, CachedPage | None]:
    """The current changes token, and the page cached for this URL if it is current."""
    return fetch(page_key(request))


def _cached_view(request: HttpRequest) -> Callable | None:
    """The `cache_public_page` view that will answer, if this request may be served from the cache."""
    # A session cookie may mean a signed-in editor: those requests go through the view, which checks.
    if not (
        settings.PAGE_CACHE_SECONDS > 0
        and request.method in ("GET", "HEAD")
        and settings.SESSION_COOKIE_NAME not in request.COOKIES
    ):
        return None
    return _public_view(settings.ROOT_URLCONF, request.path_info)


@functools.lru_cache(maxsize=4096)
def _public_view(urlconf: str, path: str) -> Callable | None:
    """The `cache_public_page` view at `path`, if any: only public pages are looked up, the admin and
    the health check never touch the cache. Remembered per path: routing never changes while serving."""
    try:
        view = resolve(path, urlconf).func
    except Resolver404:
        return None
    return view if getattr(view, "public_page", False) else None


class PageCacheMiddleware:
    """Serves cached public pages to anonymous readers with the least work per request.

    It sits after the security, CSP and framing middleware (their headers still apply to every
    hit) and before sessions, CSRF, authentication and routing, which a cached page never needs.
    A miss continues to the view; `cache_public_page` renders and stores it.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        view = _cached_view(request)
        if view is not None:
            token, page = lookup(request)
            if page is not None:
                request.page_cache_hit = True  # for the benchmarks' Server-Timing
                return page.to_response(request)
            request.page_cache_token = token  # saves the view a second look-up
        return self.get_response(request)


def _is_cacheable(response: HttpResponse) -> bool:
    # A view that sets its own Cache-Control (a preview, never_cache) or a cookie keeps control.
    return (
        response.status_code == 200
        and not response.streaming
        and not response.has_header("Cache-Control")
        and not response.cookies
    )


def _render(
    view: Callable[..., HttpResponse], request: HttpRequest, args, kwargs
) -> tuple[HttpResponse, frozenset[str]]:
    """The response, and the tags of everything it shows (collected while the view and its template run)."""
    match = getattr(request, "resolver_match", None)
    with collecting(match.view_name if match else None) as tags:
        shows(*request.page_cache_tags)
        response = view(request, *args, **kwargs)
        if hasattr(response, "render") and not getattr(response, "is_rendered", True):
            response.render()
    return response, frozenset(tags)


def _render_and_store(view, request: HttpRequest, args, kwargs) -> HttpResponse:
    """Render the page and, when it may be shared, store it; the response a hit would give."""
    if settings.PAGE_CACHE_SECONDS <= 0:
        return _store_render(view, request, args, kwargs, None)
    token = getattr(request, "page_cache_token", None)
    if token is None:  # no middleware in front (a bare view in tests)
        token, page = lookup(request)
        if page is not None:
            return page.to_response(request)
        if token is None:  # the shared cache is out of reach: render, store nothing
            return _store_render(view, request, args, kwargs, None)
    render_lock = f"public-pages:rendering:{token}:{page_key(request)}"
    if not shared_cache.add(render_lock, True, RENDER_LOCK_SECONDS, default=True):
        page = _await_render(request, render_lock)
        if page is not None:
            return page.to_response(request)
        return _store_render(view, request, args, kwargs, token)  # waited in vain
    try:
        return _store_render(view, request, args, kwargs, token)
    finally:
        shared_cache.delete(render_lock)


def _await_render(request: HttpRequest, render_lock: str) -> CachedPage | None:
    """The page another request is rendering, once stored; None if it is not stored in time
    (its render was not cacheable, or failed)."""
    deadline, pause = time.monotonic() + RENDER_WAIT, 0.005
    while time.monotonic() < deadline:
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
        _, page = lookup(request)
        if page is not None:
            return page
        if not shared_cache.get(render_lock):  # the render is over and left nothing for this reader
            break
    return None


def _store_render(view, request: HttpRequest, args, kwargs, token: str | None) -> HttpResponse:
    """Render the page, tag it, and store it under `token` when it may be shared (never without a token)."""
    caching = settings.PAGE_CACHE_SECONDS > 0 and token is not None
    seq = changes_log.position(token) if caching else None  # read before the render, as the time is
    rendered_at = time.time()
    response, tags = _render(view, request, args, kwargs)
    if not _is_cacheable(response):
        return response
    keys = " ".join(sorted(tags))
    if len(keys) <= SURROGATE_KEY_BYTES:
        response["Surrogate-Key"] = keys
    until_next = seconds_until_change(tags, rendered_at) if caching else None
    lifetime = int(
        min(
            settings.PAGE_CACHE_SECONDS,
            settings.PAGE_CACHE_SECONDS if until_next is None else until_next,
        )
    )
    # Compressing pays once per stored page; without the page cache, only for a reader who takes gzip.
    page = CachedPage.from_response(
        response,
        token=token,
        tags=tags,
        rendered_at=rendered_at,
        seq=seq,
        nonce=getattr(request, "_csp_nonce", None),
        until_next=until_next,
        lifetime=lifetime,
        compress=caching or accepts_gzip(request),
    )
    if caching and lifetime >= 1:  # whole seconds, rounded down: never past a scheduled publication
        store(page_key(request), page, lifetime)
    return public_headers(
        request,
        response,
        page.encode(request, response),
        until_next,
        shared=page.keyed,
    )


def declared_tags(view: Callable) -> tuple[str, ...]:
    """The tags a view says its pages show besides their rows: `cache_tags` on the view's class or on the callable."""
    view_class = getattr(view, "view_class", None)
    return tuple(getattr(view_class, "cache_tags", ())) + tuple(getattr(view, "cache_tags", ()))


def cache_public_page(
    view: Callable[..., HttpResponse], tags: Iterable[str] = ()
) -> Callable[..., HttpResponse]:
    """Serve anonymous readers from the page cache, with ETag, 304s, public Cache-Control and Surrogate-Key.

    `tags`: what every page of this view shows besides the rows it loads (a list's key: "home").
    """

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            response = view(request, *args, **kwargs)
            add_never_cache_headers(response)
        else:
            request.page_cache_tags = wrapper.cache_tags
            response = _render_and_store(view, request, args, kwargs)
        return response

    wrapper.public_page = True  # PageCacheMiddleware answers for this view
    wrapper.cache_tags = (*declared_tags(view), *tags)
    return wrapper


def cached_urls(patterns: list, tags: Iterable[str] = ()) -> list:
    """URL patterns with every view behind `cache_public_page`, for `include((patterns, app_name))`.

    config/urls.py wraps the public URLconfs with it, so new public views are cached without
    touching their urls.py. `tags` apply to every page of them. Nested include()s are left as they are.
    """
    return [
        URLPattern(
            entry.pattern, cache_public_page(entry.callback, tags), entry.default_args, entry.name
        )
        if isinstance(entry, URLPattern)
        else entry
        for entry in patterns
    ]
