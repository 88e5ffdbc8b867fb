"""Stored pages: what is kept of a response, where, and when it may still be served.

A page is stored under a hash of its URL with the tags it shows, the moment its render started, the
changes token of the time and how far the changes log was complete (`pagecache.invalidation`,
`pagecache.changes`). The CSP nonce is stored as a placeholder
and replaced by a fresh one on every hit. Pages are compressed once, when stored, for browsers that
accept gzip. Each process also keeps copies of the pages it served last (`LocalCopies`).
"""

import dataclasses
import gzip
import hashlib
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.http import HttpRequest, HttpResponse
from django.utils.cache import get_conditional_response, patch_vary_headers

from pagecache.cache_guard import shared_cache
from pagecache.changes import changes_log
from pagecache.invalidation import TOKEN_KEY, changed_since, current_token, ensure_stamps

# Never occurs in rendered HTML: Django has no way to put a NUL byte in a page.
NONCE_PLACEHOLDER = b"\x00csp-nonce\x00"
# Smaller pages gain too little from compression to be worth a reader's decompressing.
COMPRESS_FROM_BYTES = 1024
ACCEPTS_GZIP = re.compile(r"\bgzip\b")


def page_key(request: HttpRequest) -> str:
    # The host is validated against ALLOWED_HOSTS here, before anything is served.
    url = f"{request.scheme}://{request.get_host()}{request.get_full_path()}"
    return "public-pages:page:" + hashlib.sha256(url.encode()).hexdigest()


@dataclass(frozen=True)
class CachedPage:
    token: str  # the changes token when its render started, or when it was last found current
    status: int
    headers: tuple[tuple[str, str], ...]
    content: bytes  # with NONCE_PLACEHOLDER where the nonce was
    etag: str
    next_publish: float | None  # epoch seconds of the next scheduled publication that changes it
    expires: float  # epoch seconds: copies outside the shared cache must not outlive its entry
    # Whether `content` holds NONCE_PLACEHOLDER: most pages use no nonce, and looking for it in a
    # 50 KB page on every hit cost more than the rest of a hit's own work.
    nonced: bool
    compressed: bytes | None = None  # gzip of `content`; None for small or nonced pages
    tags: frozenset[str] = frozenset()
    rendered_at: float = (
        0.0  # time.time() when its render started: changes since then make it stale
    )
    seq: int | None = None  # how far the changes log was complete then (or when last found current)
    keyed: bool = (
        True  # it names what it shows in Surrogate-Key; if not, HTTP caches must not keep it
    )

    @property
    def fresh(self) -> bool:
        return time.time() < self.expires

    @classmethod
    def from_response(
        cls,
        response: HttpResponse,
        *,
        token: str | None,
        tags: frozenset[str],
        rendered_at: float,
        seq: int | None,
        nonce: str | None,
        until_next: float | None,
        lifetime: int,
        compress: bool = True,
    ) -> "CachedPage":
        """The page as stored; `compress` false leaves it uncompressed (nobody will be sent gzip)."""
        content = response.content
        nonced = bool(nonce) and nonce.encode() in content
        if nonced:
            content = content.replace(nonce.encode(), NONCE_PLACEHOLDER)
        etag = f'"{hashlib.sha256(content).hexdigest()[:32]}"'
        next_publish = None if until_next is None else time.time() + until_next
        compressed = _compressed(response, content) if compress and not nonced else None
        return cls(
            token,
            response.status_code,
            tuple(response.items()),
            content,
            etag,
            next_publish,
            time.time() + lifetime,
            nonced,
            compressed,
            tags,
            rendered_at,
            seq,
            response.has_header("Surrogate-Key"),
        )

    @property
    def until_next(self) -> float | None:
        return None if self.next_publish is None else max(0.0, self.next_publish - time.time())

    def to_response(self, request: HttpRequest) -> HttpResponse:
        """A fresh response for this request: its own nonce, gzip if it takes it, the reader-facing cache headers, or a 304."""
        content = self.content
        if self.nonced:
            content = content.replace(NONCE_PLACEHOLDER, str(request.csp_nonce).encode())
        response = HttpResponse(content, status=self.status)
        for name, value in self.headers:
            response[name] = value
        response["Content-Length"] = str(len(content))
        return public_headers(
            request,
            response,
            self.encode(request, response),
            self.until_next,
            self.keyed,
        )

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
    if (
        len(content) < COMPRESS_FROM_BYTES
        or response.has_header("Content-Encoding")
        or not (kind.startswith("text/") or "xml" in kind or "json" in kind)
    ):
        return None
    compressed = gzip.compress(content, compresslevel=6, mtime=0)
    return compressed if len(compressed) < len(content) else None


def public_headers(
    request: HttpRequest,
    response: HttpResponse,
    etag: str,
    until_next: float | None,
    shared: bool = True,
) -> HttpResponse:
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

    A copy is only served when it is current by the shared cache's changes token and tag stamps,
    so keeping copies never delays a correction; it saves moving and unpickling the page.
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
        if self.size <= 0 or isinstance(
            caches["default"], LocMemCache
        ):  # the shared cache is this process's memory
            return
        with self.lock:
            self.pages[key] = page
            self.pages.move_to_end(key)
            while len(self.pages) > self.size:
                self.pages.popitem(last=False)


local_copies = LocalCopies(settings.PAGE_CACHE_LOCAL_COPIES)


def _current(page: CachedPage | None, token: str | None) -> tuple[CachedPage | None, bool]:
    """`page` if it may be served under `token` (the same token, or none of its tags changed since its
    render), and whether it was found current by its stamps, which is worth storing for the other processes."""
    if page is None or token is None or not page.fresh:
        return None, False
    if page.token == token:
        return page, False
    changed, seq = changes_log.changed(page.seq, page.tags, token)
    if (
        changed is None
    ):  # the log cannot say: the stamps do (read after the log, see ChangesLog.changed)
        changed, by_stamps = changed_since(page.tags, page.rendered_at), True
    else:
        by_stamps = False
    if changed:
        return None, False
    # Found current: nothing to check until the next change.
    return dataclasses.replace(page, token=token, seq=seq), by_stamps


def _keep(key: str, page: CachedPage | None, store_again: bool) -> CachedPage | None:
    if (
        store_again
    ):  # re-validated by its stamps under a new token: spare the other processes the same reads
        shared_cache.set(key, page, max(1, int(page.expires - time.time())))
    if page is not None:
        local_copies.put(key, page)
    return page


def fetch(key: str) -> tuple[str | None, CachedPage | None]:
    """The current changes token and the entry under `key` if it is current: usually one round trip."""
    copy = local_copies.get(key)
    if copy is not None:
        token = shared_cache.get(TOKEN_KEY) or current_token()
        page, store_again = _current(copy, token)
        if page is not None:
            return token, (_keep(key, page, store_again) if page is not copy else page)
    found = shared_cache.get_many([TOKEN_KEY, key])
    token = found.get(TOKEN_KEY) or current_token()
    return token, _keep(key, *_current(found.get(key), token))


def store(key: str, page: CachedPage, lifetime: int) -> None:
    # so that a stamp evicted later fails closed (changed_since)
    ensure_stamps(page.tags, rendered_at=page.rendered_at, token=page.token)
    shared_cache.set(key, page, lifetime)
    local_copies.put(key, page)
