"""Parts of public pages kept between renders, made stale by the same tags as pages (the page cache's public API).

A template keeps a block of itself with `{% fragment %}` (pagecache/templatetags/pagecache.py), which wraps
its render in `fragment(key, build)`; a view may keep a value it needs before the template runs (the page's
main row, an arc's timeline index) the same way. What a view hands a template for its blocks stays unbuilt
until a block that is not kept reads it: a lazy queryset, or `Lazy(build)` for a value several blocks share.

Inside a public page's render, what `build()` returned is kept with the tags of everything it showed,
collected while it ran exactly as a page's are (`pagecache.tags`), plus any `tags` given for what it read
without building rows; and with the moment its build began. What it read but a page does not show
(`pagecache.tags.depends_on`) makes the part stale without tagging the page. A later render reuses it while
none of those tags has been invalidated since (`pagecache.invalidation`), and adds its tags to the page: the
page is tagged, stored and purged as if it had built the part itself, so a correction reaches every part
that shows it, and an edit rebuilds only the parts showing what changed. No part outlives the next
scheduled publication that changes it (`pagecache.schedule`), nor FRAGMENT_CACHE_SECONDS.

Outside a public page's render (signed-in staff, previews), while the shared cache cannot answer, and
with FRAGMENT_CACHE_SECONDS = 0, every part is built each time. A `build()` that raises (Http404)
keeps nothing. Keys name the part and everything it depends on besides its tags (a page number, a
filter); the value must pickle.
"""

import contextvars
import pickle
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from django.conf import settings

from pagecache.cache_guard import shared_cache
from pagecache.invalidation import TOKEN_KEY, changed_since, current_token, ensure_stamps
from pagecache.schedule import seconds_until_change
from pagecache.store import LocalCopies
from pagecache.tags import collecting, collector, depending, depends_on, page_name, shows


@dataclass(frozen=True)
class Fragment:
    # Pickled: every render gets its own copy, although this process keeps one Fragment for all its threads.
    value: bytes
    tags: frozenset[str]  # what it shows: added to every page reusing it
    depends: frozenset[
        str
    ]  # what it read besides (`pagecache.tags.depends_on`): stales only the part
    built_at: float  # time.time() when its build began: changes since then make it stale
    token: str  # the changes token when it was built, or last found current
    expires: float  # epoch seconds

    @property
    def fresh(self) -> bool:
        return time.time() < self.expires

    @property
    def stale_by(self) -> frozenset[str]:
        return self.tags | self.depends


# This process's copies of the parts it used last: a part found here costs no round trip but the token's.
local_copies = LocalCopies(settings.FRAGMENT_LOCAL_COPIES)


# The changes token a page's render last read, with that render's tag set: the parts a page keeps, one
# {% fragment %} at a time, then cost one round trip for the token per render, not one each.
_render_token: contextvars.ContextVar[tuple[set, str] | None] = contextvars.ContextVar(
    "pagecache_render_token", default=None
)


def _key(key: str) -> str:
    return f"public-pages:part:{key}"


def keeping() -> bool:
    """Whether parts are kept now: inside a public page's render, with FRAGMENT_CACHE_SECONDS above 0."""
    return collector() is not None and settings.FRAGMENT_CACHE_SECONDS > 0


def fragment(key: str, build: Callable[[], Any], *, tags: Iterable[str] = ()) -> Any:
    """What `build()` returns, kept under `key` while nothing it shows changes; `tags` add to those it collects."""
    if not keeping():
        return build()
    page_tags = collector()
    token, found = _fetch(key)
    if found is not None:
        page_tags.update(found.tags)
        depends_on(*found.depends)  # of the part around this one, if any
        return pickle.loads(found.value)
    built_at = time.time()
    # Built for the same page: its rows tag as they would there.
    with collecting(page_name()) as part_tags, depending() as part_depends:
        part_tags.update(tags)
        value = build()
    page_tags.update(part_tags)
    if token is not None:
        _store(
            key,
            Fragment(
                pickle.dumps(value, pickle.HIGHEST_PROTOCOL),
                frozenset(part_tags),
                frozenset(part_depends - part_tags),
                built_at,
                token,
                0.0,
            ),
        )
    return value


class Lazy:
    """A value for a template's kept blocks, built when a block first reads it (never, when every block using it
    is kept), once per render. The tags of what it built go to each block and page that reads it, as if each had
    built it: a value shared by two blocks stales both. A template reads it as the value it wraps: its keys
    (`{{ body.updates }}`), attributes, items and truth."""

    __slots__ = ("_build", "_value", "_tags", "_depends", "_told")

    def __init__(self, build: Callable[[], Any]):
        self._build, self._tags, self._told = build, None, None

    def value(self) -> Any:
        collected = collector()
        if self._tags is None:
            if not keeping():  # no part is kept: what it builds tags the page as it is built
                self._value, self._tags, self._depends = self._build(), set(), set()
            else:
                with collecting(page_name()) as tags, depending() as depends:
                    self._value = self._build()
                self._tags, self._depends = tags, depends
        if (
            collected is not self._told
        ):  # a template reads it many times in one block: tell each once
            shows(*self._tags)
            depends_on(*self._depends)
            self._told = collected
        return self._value

    def __getitem__(self, key):
        return self.value()[key]

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.value(), name)

    def __iter__(self):
        return iter(self.value())

    def __len__(self) -> int:
        return len(self.value())

    def __contains__(self, item) -> bool:
        return item in self.value()

    def __bool__(self) -> bool:
        return bool(self.value())


def _fetch(key: str) -> tuple[str | None, Fragment | None]:
    """The changes token, and the part under `key` if it may be reused under it."""
    part = local_copies.get(_key(key))
    page, read = collector(), _render_token.get()
    if read is not None and read[0] is page:
        token = read[1]
        if part is None:
            part = shared_cache.get(_key(key))
    else:
        found = shared_cache.get_many([TOKEN_KEY] if part is not None else [TOKEN_KEY, _key(key)])
        token = found.get(TOKEN_KEY) or current_token()
        if token is not None:
            _render_token.set((page, token))
        part = part if part is not None else found.get(_key(key))
    if token is None or part is None or not part.fresh:
        return token, None
    if part.token != token:
        if changed_since(part.stale_by, part.built_at):
            return token, None
        part = replace(part, token=token)  # found current: no stamps to read until the next change
        shared_cache.set(_key(key), part, max(1, int(part.expires - time.time())))
    local_copies.put(_key(key), part)
    return token, part


def _store(key: str, part: Fragment) -> None:
    lifetime = settings.FRAGMENT_CACHE_SECONDS
    until_next = seconds_until_change(set(part.stale_by), part.built_at)
    if until_next is not None:
        lifetime = min(lifetime, int(until_next))
    if lifetime < 1:  # whole seconds, rounded down: never past a scheduled publication
        return
    part = replace(part, expires=time.time() + lifetime)
    # so that a stamp evicted later fails closed (changed_since)
    ensure_stamps(part.stale_by, rendered_at=part.built_at, token=part.token)
    shared_cache.set(_key(key), part, lifetime)
    local_copies.put(_key(key), part)
