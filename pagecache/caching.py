"""Full-page caching, conditional GET and CDN headers for public pages.

Apply `cache_public_page` to a public view (in urls.py: `cache_public_page(View.as_view())`);
`PageCacheMiddleware` answers repeat requests for those pages before sessions, CSRF, auth and
URL routing run. Anonymous GET/HEAD responses are stored with the *generation* they were
rendered under, a token replaced whenever editorial content is saved or deleted
(`stories.receivers`) and whenever the next scheduled `publish_at` passes; an entry from an
older generation is never served, so a correction or a scheduled article is never stale.
Signed-in users (staff previewing drafts) bypass the cache and get never-cache headers.
The CSP nonce is stored as a placeholder and replaced by a fresh one on every cached hit.
Pages are compressed once, when stored, for browsers that accept gzip.
"""

import functools
import gzip
import hashlib
import logging
import re
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import wraps

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, URLPattern, resolve
from django.utils.cache import add_never_cache_headers, get_conditional_response, patch_vary_headers

from pagecache.cache_guard import shared_cache
from stories.models import Article, StoryArc

GENERATION_KEY = "public-pages:generation"
# Never occurs in rendered HTML: Django has no way to put a NUL byte in a page.
NONCE_PLACEHOLDER = b"\x00csp-nonce\x00"
NO_SCHEDULE = 0.0
logger = logging.getLogger("throughline.cache")
# Every edit makes every page stale at once, when a story breaks and readers crowd in. The first
# reader of a stale page renders it; readers asking meanwhile wait for that render (up to
# RENDER_WAIT seconds) instead of each rendering the same page.
RENDER_WAIT = 3.0
RENDER_LOCK_SECONDS = 10  # a render that dies without releasing its lock holds others back this long at most
# Smaller pages gain too little from compression to be worth a reader's decompressing.
COMPRESS_FROM_BYTES = 1024
ACCEPTS_GZIP = re.compile(r"\bgzip\b")


def invalidate_public_pages() -> None:
    """Start a new generation: every page cached so far is unreachable from now on."""
    if not shared_cache.set(GENERATION_KEY, uuid.uuid4().hex, None, always_try=True):
        # The save goes through. Should the cache come back with its data, pages cached before this
        # edit could be served until they expire: whoever restores it should clear it.
        logger.error("An edit could not invalidate the page cache: clear the cache once it is back.")


def next_publish_at() -> datetime | None:
    """The earliest future publish time of anything marked published (one query)."""
    articles = Article.objects.scheduled().order_by().values_list("publish_at", flat=True)
    arcs = StoryArc.objects.scheduled().order_by().values_list("publish_at", flat=True)
    return articles.union(arcs).order_by("publish_at").first()


def _generation() -> str | None:
    """The current generation; None while the shared cache cannot say (nothing is served or stored then)."""
    generation = shared_cache.get(GENERATION_KEY)
    if generation is None and shared_cache.available:
        shared_cache.add(GENERATION_KEY, uuid.uuid4().hex, None)
        generation = shared_cache.get(GENERATION_KEY)
    return generation


def _until_next_publication(generation: str) -> float | None:
    """Seconds until the next scheduled publication (None: nothing is scheduled).

    Looked up once per generation; when the moment has passed, a new generation starts.
    """
    schedule_key = f"public-pages:next-publish:{generation}"
    when = shared_cache.get(schedule_key)
    if when is None:
        scheduled = next_publish_at()
        when = scheduled.timestamp() if scheduled else NO_SCHEDULE
        shared_cache.set(schedule_key, when, 86400)
    if when == NO_SCHEDULE:
        return None
    return when - time.time()


def page_state() -> tuple[str | None, float | None]:
    """The current generation and the seconds until the next scheduled publication (None: none)."""
    generation = _generation()
    remaining = _until_next_publication(generation) if generation else None
    if remaining is not None and remaining <= 0:  # something scheduled has just gone public
        invalidate_public_pages()
        return page_state()
    return generation, remaining


def _page_key(request: HttpRequest) -> str:
    # The host is validated against ALLOWED_HOSTS here, before anything is served.
    url = f"{request.scheme}://{request.get_host()}{request.get_full_path()}"
    return "public-pages:page:" + hashlib.sha256(url.encode()).hexdigest()


@dataclass(frozen=True)
class CachedPage:
    generation: str  # read before rendering: an edit committed meanwhile makes the entry stale
    status: int
    headers: tuple[tuple[str, str], ...]
    content: bytes  # with NONCE_PLACEHOLDER where the nonce was (a variant index: the view's value)
    etag: str
    next_publish: float | None  # epoch seconds of the next scheduled publication when rendered
    expires: float  # epoch seconds: copies outside the shared cache must not outlive its entry
    # Whether `content` holds NONCE_PLACEHOLDER: most pages use no nonce, and looking for it in a
    # 50 KB page on every hit cost more than the rest of a hit's own work. (An entry stored before
    # this field existed reads the default, and is searched.)
    nonced: bool = True
    compressed: bytes | None = None  # gzip of `content`; None for small or nonced pages

    @property
    def fresh(self) -> bool:
        return time.time() < self.expires

    @classmethod
    def from_response(cls, response: HttpResponse, generation: str, nonce: str | None,
                      until_next: float | None, lifetime: int, compress: bool = True) -> "CachedPage":
        """The page as stored; `compress` false leaves it uncompressed (nobody will be sent gzip)."""
        content = response.content
        nonced = bool(nonce) and nonce.encode() in content
        if nonced:
            content = content.replace(nonce.encode(), NONCE_PLACEHOLDER)
        etag = f'"{hashlib.sha256(content).hexdigest()[:32]}"'
        next_publish = None if until_next is None else time.time() + until_next
        return cls(generation, response.status_code, tuple(response.items()), content, etag, next_publish,
                   time.time() + lifetime, nonced, _compressed(response, content) if compress and not nonced else None)

    @property
    def until_next(self) -> float | None:
        return None if self.next_publish is None else max(0.0, self.next_publish - time.time())

    def to_response(self, request: HttpRequest, shared: bool = True) -> HttpResponse:
        """A fresh response for this request: its own nonce, gzip if it takes it, the reader-facing cache headers, or a 304."""
        content = self.content
        if self.nonced:
            content = content.replace(NONCE_PLACEHOLDER, str(request.csp_nonce).encode())
        response = HttpResponse(content, status=self.status)
        for name, value in self.headers:
            response[name] = value
        response["Content-Length"] = str(len(content))
        return public_headers(request, response, self.encode(request, response), self.until_next, shared)

    def encode(self, request: HttpRequest, response: HttpResponse) -> str:
        """Send the compressed page to a browser that accepts gzip; the ETag of what is sent.

        The compressed page's ETag is the weak form of the page's (as Django's GZipMiddleware does),
        so either copy a browser holds revalidates with a 304.
        """
        if self.compressed is None or not accepts_gzip(request):
            return self.etag
        response.content = self.compressed
        response["Content-Length"] = str(len(self.compressed))
        response["Content-Encoding"] = "gzip"
        return f"W/{self.etag}"


def accepts_gzip(request: HttpRequest) -> bool:
    return bool(ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", "")))


def _compressed(response: HttpResponse, content: bytes) -> bytes | None:
    """gzip of a text page worth compressing, else None. mtime 0: the same page gives the same bytes."""
    kind = response.get("Content-Type", "")
    if len(content) < COMPRESS_FROM_BYTES or response.has_header("Content-Encoding") or not (
        kind.startswith("text/") or "xml" in kind or "json" in kind
    ):
        return None
    compressed = gzip.compress(content, compresslevel=6, mtime=0)
    return compressed if len(compressed) < len(content) else None


def public_headers(request: HttpRequest, response: HttpResponse, etag: str, until_next: float | None,
                   shared: bool = True) -> HttpResponse:
    """ETag, 304 and lifetimes: for browsers and CDNs, or (`shared` false) for the reader's browser only."""
    response["ETag"] = etag
    max_age, s_maxage = settings.PUBLIC_MAX_AGE, settings.PUBLIC_S_MAXAGE
    if until_next is not None:  # browsers and CDNs must come back when the schedule fires
        max_age, s_maxage = min(max_age, int(until_next)), min(s_maxage, int(until_next))
    # Cacheable responses carry no Cache-Control of their own (`_is_cacheable`): set it whole, which
    # is cheaper on every cached hit than parsing and patching.
    if shared:
        response["Cache-Control"] = f"public, max-age={max_age}, s-maxage={s_maxage}"
    else:
        response["Cache-Control"] = f"private, max-age={max_age}"
    # Signed-in staff get the same URL uncached and marked private, and browsers that take no gzip
    # the page uncompressed: shared caches must tell them apart.
    patch_vary_headers(response, ["Cookie", "Accept-Encoding"])
    return get_conditional_response(request, etag=etag, response=response)


class LocalCopies:
    """This process's copies of recently served pages, least recently used dropped first.

    A copy is only served when the shared cache's current generation is the one it was rendered
    under, so keeping copies never delays a correction; it saves moving and unpickling the page.
    """

    def __init__(self, size: int):
        self.size = size
        self.pages: OrderedDict[str, CachedPage] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: str) -> CachedPage | None:
        with self.lock:
            page = self.pages.get(key)
            if page is not None:
                self.pages.move_to_end(key)
            return page

    def put(self, key: str, page: CachedPage) -> None:
        if self.size <= 0 or isinstance(caches["default"], LocMemCache):  # the shared cache is this process's memory
            return
        with self.lock:
            self.pages[key] = page
            self.pages.move_to_end(key)
            while len(self.pages) > self.size:
                self.pages.popitem(last=False)


local_copies = LocalCopies(settings.PAGE_CACHE_LOCAL_COPIES)


def _current(page: CachedPage | None, generation: str) -> CachedPage | None:
    return page if page is not None and page.generation == generation and page.fresh else None


def _fetch(key: str) -> tuple[str, CachedPage | None]:
    """The current generation and the entry under `key` if it is current: one shared-cache round trip."""
    copy = local_copies.get(key)
    if copy is not None:
        generation = shared_cache.get(GENERATION_KEY) or _generation()
        if _current(copy, generation):
            return generation, copy
    found = shared_cache.get_many([GENERATION_KEY, key])
    generation = found.get(GENERATION_KEY) or _generation()
    page = _current(found.get(key), generation)
    if page is not None:
        local_copies.put(key, page)
    return generation, page


def _fetch_variant(key: str, generation: str) -> CachedPage | None:
    """A variant page under the generation already read: this process's copy, else the shared one."""
    copy = _current(local_copies.get(key), generation)
    if copy is not None:
        return copy
    page = _current(shared_cache.get(key), generation)
    if page is not None:
        local_copies.put(key, page)
    return page


def lookup(request: HttpRequest, variants: "type[ReaderVariants] | None" = None) -> tuple[str, CachedPage | None, object]:
    """The current generation, the page cached for this URL (this reader's variant of it), the variant index."""
    key = _page_key(request)
    if variants is None:
        return *_fetch(key), None
    generation, index = _fetch(key + ":index")
    if index is None:
        return generation, None, None
    return generation, _fetch_variant(f"{key}:{variants.variant_for(request, index.content)}", generation), index.content


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


class ReaderVariants:
    """What a public view provides when its page differs between readers in a few known ways.

    The arc page marks entries "new since your last visit" from a cookie. The cache keeps one
    copy per variant, so the view says how to tell a reader's variant without rendering:
    a render sets `response.reader_variant = (variant, index)`, where `index` (any picklable
    value) is what `variant_for` needs later (e.g. the entries' timestamps); `personalise` then
    adds the reader's own headers (the cookie) to every response, cached or rendered. Such
    pages are marked private: no shared cache may hand one reader's variant to another.
    """

    @classmethod
    def variant_for(cls, request: HttpRequest, index) -> str:
        raise NotImplementedError

    @classmethod
    def personalise(cls, request: HttpRequest, response: HttpResponse, index) -> None:
        raise NotImplementedError


def _variants_of(view: Callable) -> type[ReaderVariants] | None:
    view_class = getattr(view, "view_class", None)
    return view_class if isinstance(view_class, type) and issubclass(view_class, ReaderVariants) else None


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
            variants = view.reader_variants
            generation, page, index = lookup(request, variants)
            if page is not None:
                response = page.to_response(request, shared=variants is None)
                if variants is not None:
                    variants.personalise(request, response, index)
                return response
            request.page_cache_generation = generation  # saves the view a second look-up
        return self.get_response(request)


def _is_cacheable(response: HttpResponse) -> bool:
    # A view that sets its own Cache-Control (a preview, never_cache) or a cookie keeps control.
    return (
        response.status_code == 200
        and not response.streaming
        and not response.has_header("Cache-Control")
        and not response.cookies
    )


def _render(view: Callable[..., HttpResponse], request: HttpRequest, args, kwargs) -> HttpResponse:
    response = view(request, *args, **kwargs)
    if hasattr(response, "render") and not getattr(response, "is_rendered", True):
        response.render()
    return response


def _render_and_store(view, request: HttpRequest, args, kwargs, variants: type[ReaderVariants] | None) -> HttpResponse:
    """Render the page and, when it may be shared, store it; the response a hit would give."""
    if settings.PAGE_CACHE_SECONDS <= 0:
        return _store_render(view, request, args, kwargs, variants, None, None)
    generation = getattr(request, "page_cache_generation", None)
    if generation is None:  # no middleware in front (a bare view in tests)
        generation, page, index = lookup(request, variants)
        if page is not None:
            request.page_cache_index = index
            return page.to_response(request, shared=variants is None)
        if generation is None:  # the shared cache is out of reach: render, store nothing
            return _store_render(view, request, args, kwargs, variants, None, None)
    until_next = _until_next_publication(generation)
    if until_next is not None and until_next <= 0:  # something scheduled has just gone public
        invalidate_public_pages()
        generation, until_next = page_state()
    render_lock = f"public-pages:rendering:{generation}:{_page_key(request)}"
    if not shared_cache.add(render_lock, True, RENDER_LOCK_SECONDS, default=True):
        page, index = _await_render(request, render_lock, variants)
        if page is not None:
            request.page_cache_index = index
            return page.to_response(request, shared=variants is None)
        return _store_render(view, request, args, kwargs, variants, generation, until_next)  # waited in vain
    try:
        return _store_render(view, request, args, kwargs, variants, generation, until_next)
    finally:
        shared_cache.delete(render_lock)


def _await_render(request: HttpRequest, render_lock: str, variants) -> tuple[CachedPage | None, object]:
    """The page another request is rendering, once stored; (None, None) if it is not stored in time
    (its render was not cacheable, failed, or is another reader's variant)."""
    deadline, pause = time.monotonic() + RENDER_WAIT, 0.005
    while time.monotonic() < deadline:
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
        _, page, index = lookup(request, variants)
        if page is not None:
            return page, index
        if not shared_cache.get(render_lock):  # the render is over and left nothing for this reader
            break
    return None, None


def _store_render(view, request: HttpRequest, args, kwargs, variants, generation: str | None,
                  until_next: float | None) -> HttpResponse:
    """Render the page; store it under `generation` when it may be shared (never without a generation)."""
    caching = settings.PAGE_CACHE_SECONDS > 0 and generation is not None
    response = _render(view, request, args, kwargs)
    if not _is_cacheable(response):
        return response
    lifetime = int(min(settings.PAGE_CACHE_SECONDS, settings.PAGE_CACHE_SECONDS if until_next is None else until_next))
    # Compressing pays once per stored page; without the page cache, only for a reader who takes gzip.
    page = CachedPage.from_response(response, generation, getattr(request, "_csp_nonce", None), until_next, lifetime,
                                    compress=caching or accepts_gzip(request))
    if caching and lifetime >= 1:  # whole seconds, rounded down: never past a scheduled publication
        key = _page_key(request)
        if variants is not None:
            variant, index = response.reader_variant
            _store(key + ":index", CachedPage(generation, 200, (), index, "", None, page.expires), lifetime)
            key = f"{key}:{variant}"
        _store(key, page, lifetime)
    return public_headers(request, response, page.encode(request, response), until_next, shared=variants is None)


def _store(key: str, page: CachedPage, lifetime: int) -> None:
    shared_cache.set(key, page, lifetime)
    local_copies.put(key, page)


def cache_public_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Serve anonymous readers from the page cache, with ETag, 304s and public Cache-Control."""
    variants = _variants_of(view)

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            response = view(request, *args, **kwargs)
            add_never_cache_headers(response)
        else:
            response = _render_and_store(view, request, args, kwargs, variants)
        if variants is not None and response.status_code == 200:
            index = getattr(response, "reader_variant", (None, getattr(request, "page_cache_index", None)))[1]
            variants.personalise(request, response, index)
        return response

    wrapper.public_page = True  # PageCacheMiddleware answers for this view
    wrapper.reader_variants = variants
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
