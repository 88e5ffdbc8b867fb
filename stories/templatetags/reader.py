"""Template helpers for the public pages."""

import datetime
import json
from urllib.parse import urlencode

from django import template
from django.core.serializers.json import DjangoJSONEncoder
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from people.partial_dates import format_partial_date, iso_partial_date

from ..quote_markup import mark_up_quotes
from ..text import marked_once, nested_in_quotes

register = template.Library()

# The same escapes as django.utils.html.json_script: the JSON can never close its <script> element.
_SCRIPT_SAFE = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


@register.filter
def mark_quotes(text: str, quotes) -> str:
    """`{{ paragraph.text|mark_quotes:quotes }}`: escaped text with each stored quote as a linked <q>, each
    quotation mark the source typed twice shown once."""
    return mark_up_quotes(marked_once(text), list(quotes or []))


register.filter("marked_once", marked_once)


@register.filter
def quoted(text: str) -> str:
    """`{{ quote.text|quoted }}`: a quote in curly marks, the marks inside it turned single (“… ‘betrayed’ …”)."""
    return nested_in_quotes(text)


@register.filter
def partial_date(value, precision: str) -> str:
    return format_partial_date(value, precision)


@register.filter
def iso_date(value, precision: str) -> str:
    return iso_partial_date(value, precision)


@register.simple_tag
def json_ld(data) -> str:
    """A schema.org block, without a CSP nonce: browsers never run a data block, so script-src does not
    govern it (tests/browser/test_serving.py checks this in Chromium)."""
    # Safe inside <script> once <, > and & are escaped; HTML-escaping it would corrupt the JSON.
    payload = mark_safe(
        json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False).translate(_SCRIPT_SAFE)
    )
    return format_html('<script type="application/ld+json">{}</script>', payload)


@register.simple_tag(takes_context=True)
def canonical_url(context) -> str:
    """This page's address without its query string: filters and preview flags are not separate pages.

    A view whose pages are (page 2 of an arc's timeline) names the query that keeps them apart in `canonical_query`.
    """
    request = context["request"]
    return request.build_absolute_uri(request.path + context.get("canonical_query", ""))


@register.simple_tag(takes_context=True)
def page_url(context, number: int) -> str:
    """This address at page `number` of its list, other parameters (a filter) kept; page 1 has no `page`."""
    return _with(context["request"], ("page",), {"page": number} if number != 1 else {})


@register.simple_tag(takes_context=True)
def show_url(context, value: str) -> str:
    """This address showing kind `value` of its timeline ("" for every kind), from the first page, other
    parameters (a person) kept: the links above an arc's timeline (`stories.timeline.kinds`)."""
    return _with(context["request"], ("page", "show"), {"show": value} if value else {})


def _with(request, dropped: tuple[str, ...], added: dict) -> str:
    """The request's address with its query less `dropped`, then `added`: as `request.GET.copy()` with those
    popped and set. The query less `dropped` is encoded once per request: an arc page links to a dozen pages
    and kinds of its timeline, and copying the query for each was most of each link's cost."""
    kept = request.__dict__.setdefault("_reader_queries", {})
    if dropped not in kept:
        query = request.GET.copy()
        for name in dropped:
            query.pop(name, None)
        kept[dropped] = query.urlencode()
    query = "&".join(part for part in (kept[dropped], added and urlencode(added)) if part)
    return f"{request.path}?{query}" if query else request.path


@register.simple_tag
def active_filters(form, skip: str = "") -> list[str]:
    """What a filter form narrows by, as readers read it ("Said by: Wally Backman"): a folded form's
    summary. `skip` names a field shown elsewhere (the search words). A field in error narrows nothing
    (the lists leave it out), so only the valid ones are named."""
    if not form.is_bound:
        return []
    form.is_valid()
    active = []
    for name, field in form.fields.items():
        value = form.cleaned_data.get(name)
        if name == skip or name in form.errors or value in (None, "", []):
            continue
        if isinstance(value, list):  # the people a name matched
            text = ", ".join(str(item) for item in value)
        elif isinstance(value, datetime.date):
            text = format_partial_date(value, "day")
        elif isinstance(value, str) and getattr(field, "choices", None):
            text = str(dict(field.choices).get(value, value))
        else:
            text = str(value)
        active.append(f"{field.label}: {text}")
    return active


@register.simple_tag
def unapplied_filters(form) -> list[str]:
    """The labels of the filters a reader set that could not be applied (an unknown name, a bad date):
    the list shows its results without them, and says so."""
    if not form.is_bound or form.is_valid():
        return []
    return [str(form.fields[name].label) for name in form.errors if name in form.fields]
