"""Addresses of pages that take one slug or id, without the cost of `reverse()` on every call.

A timeline or person page links to a hundred or more articles, quotes and people. Django's
`reverse()` matches the route against its argument on each call (50–90 µs on the bench machine,
about a tenth of such a page's render), yet all those addresses differ only in that one value.
So each route is reversed once per URLconf and script prefix, with a placeholder, and the value
is put in its place. A value that is not plain slug characters goes through `reverse()` itself,
which validates and quotes it: the result is always what `reverse()` would give.

Routes that take no value (the masthead's and footer's links on every page) are reversed once
per URLconf and script prefix too, through `fixed_address()` and the `{% address %}` tag
(sitewide/templatetags/addresses.py) that base.html uses in place of `{% url %}`.

Reading the URLconf and script prefix, two thread-locals, took about half of each call once the route was
reversed; `AddressesPerRequest` (a middleware) keeps, for the request being answered, what each route gives
before and after its value, so they are read once per route and request. That holds because Django sets both
before any view runs, and nothing here changes them while a request is answered.

It stays because `make bench-addresses` (bench/addresses.py) measures what it saves on real pages:
an arc page builds about 150 addresses and a person page about 180; see that benchmark's output.
"""

import re
from collections.abc import Callable
from contextvars import ContextVar
from functools import lru_cache

from django.http import HttpRequest, HttpResponse
from django.urls import get_resolver, get_script_prefix, get_urlconf, reverse
from django.urls.resolvers import URLResolver

_PLACEHOLDER = "7654321"  # matches both the int and the slug converters
_PLAIN = re.compile(r"[-a-zA-Z0-9_]+")
_DIGITS = re.compile(r"[0-9]+")
# Each route's (before, after), or fixed address, for the request being answered; None outside a request.
_this_request: ContextVar[dict | None] = ContextVar("addresses_this_request", default=None)


@lru_cache(maxsize=128)
def _around(resolver: URLResolver, prefix: str, viewname: str, kwarg: str) -> tuple[str, str]:
    """What comes before and after the value in the route's address. Keyed by the resolver object,
    which Django replaces whenever the URLconf changes (override_settings, clear_url_caches)."""
    before, _, after = reverse(
        viewname, urlconf=resolver.urlconf_name, kwargs={kwarg: _PLACEHOLDER}
    ).rpartition(_PLACEHOLDER)
    return before, after


def address(viewname: str, kwarg: str, value: int | str) -> str:
    """`reverse(viewname, kwargs={kwarg: value})` for a route whose only argument is `kwarg`."""
    text = str(value)
    plain = (
        _PLAIN.fullmatch(text)
        if isinstance(value, str)
        else isinstance(value, int) and _DIGITS.fullmatch(text)
    )
    if not plain:  # None (an unsaved row), a negative id, characters to quote: as reverse() does it
        return reverse(viewname, kwargs={kwarg: value})
    known = _this_request.get()
    found = None if known is None else known.get((viewname, kwarg))
    if found is None:
        found = _around(get_resolver(get_urlconf()), get_script_prefix(), viewname, kwarg)
        if known is not None:
            known[viewname, kwarg] = found
    before, after = found
    return f"{before}{text}{after}"


@lru_cache(maxsize=64)
def _fixed(resolver: URLResolver, prefix: str, viewname: str) -> str:
    return reverse(viewname, urlconf=resolver.urlconf_name)


def fixed_address(viewname: str) -> str:
    """`reverse(viewname)` for a route that takes no value."""
    known = _this_request.get()
    found = None if known is None else known.get(viewname)
    if found is None:
        found = _fixed(get_resolver(get_urlconf()), get_script_prefix(), viewname)
        if known is not None:
            known[viewname] = found
    return found


class AddressesPerRequest:
    """Middleware: the addresses built while a request is answered read the URLconf and script prefix once per
    route. Below the page cache, so that a cached answer does not pay for it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        token = _this_request.set({})
        try:
            return self.get_response(request)
        finally:
            _this_request.reset(token)
