"""What a public page shows, as tags: collected while the page is built (the page cache's public API).

Registered rows tag the pages they are loaded for (`pagecache.registry`); views add what no row
carries (a list's key, rows read with `values()` or raw SQL) with `shows("home")`, or declare it as
a `cache_tags` attribute on the view class or callable.
"""

import contextvars
from collections.abc import Iterator
from contextlib import contextmanager

# Every page carries it: invalidating it is the generation-wide mode, and the widened purge.
EVERYTHING = "all"

_collected: contextvars.ContextVar[set[str] | None] = contextvars.ContextVar(
    "pagecache_tags", default=None
)
_page: contextvars.ContextVar[str | None] = contextvars.ContextVar("pagecache_page", default=None)
_depending: contextvars.ContextVar[set[str] | None] = contextvars.ContextVar(
    "pagecache_depends", default=None
)


def shows(*tags: str) -> None:
    """Add `tags` to the page being built (nothing happens outside a public page's render)."""
    collected = _collected.get()
    if collected is not None:
        collected.update(tags)


def depends_on(*tags: str) -> None:
    """Add `tags` to the part being built (`pagecache.fragments`) but not to its page: what the part read
    that the page does not show (an arc's index reads every entry's dek, for the lines of whichever
    page asks; one page shows a few). A change to them makes the part stale, never the page. Outside a
    part's build, nothing happens."""
    depending = _depending.get()
    if depending is not None:
        depending.update(tags)


@contextmanager
def depending() -> Iterator[set[str]]:
    """Collect what the part built inside the block `depends_on`; what it collects is added to the part
    around it, if any (that part read it too)."""
    tags: set[str] = set()
    outer, token = _depending.get(), _depending.set(tags)
    try:
        yield tags
    finally:
        _depending.reset(token)
        if outer is not None:
            outer.update(tags)


def collector() -> set[str] | None:
    """The tags of the page being built, or None outside a public page's render."""
    return _collected.get()


def page_name() -> str | None:
    """The URL name ("people:person") of the page being built, when it has one."""
    return _page.get()


@contextmanager
def collecting(page: str | None = None) -> Iterator[set[str]]:
    """Collect the tags of what is built inside the block (the page cache wraps each render in it);
    `page`: the URL name of the page built."""
    tags = {EVERYTHING}
    token, named = _collected.set(tags), _page.set(page)
    try:
        yield tags
    finally:
        _collected.reset(token)
        _page.reset(named)


@contextmanager
def not_collecting() -> Iterator[None]:
    """Build inside the block as outside a public page's render: no tags, every kept part built afresh (a
    preview, which is never stored, renders so that a draft neither reads nor fills the kept parts)."""
    token = _collected.set(None)
    try:
        yield
    finally:
        _collected.reset(token)
