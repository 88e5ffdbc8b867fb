"""Purging HTTP caches in front of the site (Varnish with xkey; a CDN's cache-tag purge fits the same interface).

Configured by environment (config/settings/base.py: DJANGO_PURGE_BACKEND, DJANGO_PURGE_URLS,
DJANGO_PURGE_TIMEOUT_MS). A purge runs after the edit's commit, with a short time-out, and never makes
a save fail: when it fails it is logged, and its tags wait for a background retry (every few seconds,
for every address that failed); while retries fail, the pending tags widen to EVERYTHING, the key
every page carries, so the cache is emptied once it answers again rather than kept stale. After a
failure, saves during the next few seconds do not wait on the cache at all: their tags join the retry.
"""

import http.client
import logging
import threading
import time
from collections.abc import Iterable
from urllib.parse import urlsplit

from django.conf import settings
from django.utils.module_loading import import_string

from pagecache.tags import EVERYTHING

logger = logging.getLogger("throughline.cache")
RETRY_SECONDS = 2.0
# More pending tags than this (or this many failed retries) and the retry purges everything instead.
WIDEN_AFTER_TAGS = 500
WIDEN_AFTER_RETRIES = 3
# Varnish's default limit on one request header line is 8 KB: purge long tag lists in pieces.
HEADER_BYTES = 6000


class PurgeFailed(Exception):
    pass


class PurgeBackend:
    """One HTTP cache (or a CDN). `purge` drops every object carrying any of `tags`, or raises PurgeFailed."""

    def __init__(self, urls: Iterable[str] = (), timeout: float = 0.5):
        self.urls, self.timeout = list(urls), timeout

    def purge(self, url: str, tags: set[str]) -> None:
        raise NotImplementedError


class NoPurge(PurgeBackend):
    """No HTTP cache in front: nothing to purge."""

    def purge(self, url: str, tags: set[str]) -> None:
        pass


class VarnishXkey(PurgeBackend):
    """`PURGE /` with an `xkey-purge: <tags>` header, as deploy/varnish/throughline.vcl accepts from trusted addresses."""

    def purge(self, url: str, tags: set[str]) -> None:
        parts = urlsplit(url)
        for chunk in _chunks(sorted(tags)):
            connection = http.client.HTTPConnection(
                parts.hostname, parts.port or 80, timeout=self.timeout
            )
            try:
                connection.request("PURGE", parts.path or "/", headers={"xkey-purge": chunk})
                response = connection.getresponse()
                response.read()
            except (OSError, http.client.HTTPException) as error:
                raise PurgeFailed(f"{url}: {error}") from error
            finally:
                connection.close()
            if response.status != 200:
                raise PurgeFailed(f"{url}: {response.status} {response.reason}")


def _chunks(tags: list[str]) -> Iterable[str]:
    chunk: list[str] = []
    for tag in tags:
        if chunk and sum(len(t) + 1 for t in chunk) + len(tag) > HEADER_BYTES:
            yield " ".join(chunk)
            chunk = []
        chunk.append(tag)
    if chunk:
        yield " ".join(chunk)


BACKENDS = {"": NoPurge, "none": NoPurge, "varnish": VarnishXkey}


class Purger:
    """Sends purges to every configured address; keeps what failed for the retry thread."""

    def __init__(self):
        self.lock = threading.Lock()
        self.pending: dict[str, set[str]] = {}  # address -> tags still to purge there
        self.retries: dict[str, int] = {}
        self.quiet_until: dict[str, float] = {}
        self.thread: threading.Thread | None = None
        self._backend: tuple | None = None

    @property
    def backend(self) -> PurgeBackend:
        config = settings.PAGE_CACHE_PURGE
        if self._backend is None or self._backend[0] != config:
            name = config.get("BACKEND", "")
            backend_class = BACKENDS[name] if name in BACKENDS else import_string(name)
            self._backend = (
                config,
                backend_class(config.get("URLS", ()), config.get("TIMEOUT", 0.5)),
            )
        return self._backend[1]

    def purge(self, tags: set[str]) -> None:
        """Purge `tags` everywhere now (each address at most TIMEOUT seconds); never raises."""
        backend = self.backend
        for url in backend.urls:
            if time.monotonic() < self.quiet_until.get(
                url, 0.0
            ):  # it failed moments ago: do not wait on it
                self._defer(url, tags)
                continue
            try:
                backend.purge(url, tags)
            except Exception as error:  # whatever the cache or network does, the save has happened
                logger.warning(
                    "Purging %d tags from %s failed (%s): retrying in the background.",
                    len(tags),
                    url,
                    error,
                )
                self.quiet_until[url] = time.monotonic() + RETRY_SECONDS
                self._defer(url, tags)

    def _defer(self, url: str, tags: set[str]) -> None:
        with self.lock:
            pending = self.pending.setdefault(url, set())
            pending |= tags
            if len(pending) > WIDEN_AFTER_TAGS:
                self.pending[url] = {EVERYTHING}
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(
                    target=self._retry_loop, name="pagecache-purge-retry", daemon=True
                )
                self.thread.start()

    def _retry_loop(self) -> None:
        while True:
            time.sleep(RETRY_SECONDS)
            with self.lock:
                work, self.pending = self.pending, {}
            if not work:
                with self.lock:
                    if not self.pending:
                        self.thread = None
                        return
                continue
            for url, tags in work.items():
                self.retry(url, tags)

    def retry(self, url: str, tags: set[str]) -> bool:
        """One retry of what failed at `url` (True once purged); widened to EVERYTHING after repeated failures."""
        if self.retries.get(url, 0) >= WIDEN_AFTER_RETRIES:
            tags = {EVERYTHING}
        try:
            self.backend.purge(url, tags)
        except Exception as error:
            self.retries[url] = self.retries.get(url, 0) + 1
            logger.warning(
                "Retrying the purge of %d tags from %s failed (%s).", len(tags), url, error
            )
            with self.lock:
                self.pending.setdefault(url, set()).update(tags)
            return False
        if self.retries.pop(url, 0):
            logger.warning(
                "Purged %s again after failures (%s).",
                url,
                "everything" if EVERYTHING in tags else f"{len(tags)} tags",
            )
        self.quiet_until.pop(url, None)
        return True


purger = Purger()
