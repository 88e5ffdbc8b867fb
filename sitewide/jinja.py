"""Jinja2 for the parts of reader pages rendered most often: an arc's timeline lines and its cast, and the
person page's lists of quotes.

An arc page's cold render (every part built) was about 70 % Django template rendering, most of it in the
timeline's lines: each `{{ a.b.c }}` is looked up bit by bit at render time, trying a dict key before the
attribute, and each variable is escaped through Django's lazy-aware helpers. Jinja2 compiles a template to
Python once, so the same markup costs a fraction of that (README, "How fast the reader pages render").
The person page's fifty quotes were, likewise, about half of its cold render's Python calls. Everything else
stays in Django templates: those parts are rendered from the Django templates around them through
Django's documented Jinja2 backend (`settings.TEMPLATES`, templates in templates/jinja2/), inside the same
`{% fragment %}` blocks, so what is kept, and the tags that make it stale, are unchanged.

The bridge is this module and one tag:
- `environment()`, the backend's Jinja2 environment: it escapes every `{{ }}` exactly as Django does
  (`&#x27;` and `&quot;` where markupsafe writes `&#39;` and `&#34;`), keeps a template's trailing newline
  as Django does, and offers the Django filters those templates use (and the apps' own, which settings
  names), so their HTML is byte for byte what the Django templates gave;
- `{% jinja "name" key=value... %}` (`{% load jinja %}`, sitewide/templatetags/jinja.py), rendering one of
  those templates with the values given, and nothing else of the Django template's context.
"""

from django.contrib.humanize.templatetags.humanize import intcomma
from django.template.defaultfilters import capfirst, pluralize, truncatewords, urlencode
from django.utils.module_loading import import_string
from jinja2 import Environment

# What django.utils.html.escape replaces, and with what.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def _escaped(value) -> str:
    """What a Django template writes for `{{ value }}`."""
    if hasattr(value, "__html__"):  # marked safe: Markup, or Django's SafeString
        return value.__html__()
    return str(value).translate(_ESCAPES)


def _truncatewords(value, length: int) -> str:
    """Django's `truncatewords`, without building its Truncator (a lazy object) for a text that fits: an arc page
    shows some forty key quotes, nearly all shorter than their 40 words."""
    if type(value) is str and length > 0:
        words = value.split()
        if len(words) <= length:
            return " ".join(words)  # newlines and runs of spaces made single spaces, as Django does
    return truncatewords(value, length)


def environment(
    filters: dict[str, str] | None = None, globals: dict[str, str] | None = None, **options
) -> Environment:
    """The environment, with the apps' own filters and functions that settings.TEMPLATES names in its `filters`
    and `globals` options (name: dotted path), so that this module imports no app."""
    # Every `{{ }}` goes through `finalize`, which escapes as Django does: Jinja2's own autoescape (markupsafe's
    # escape) would then only see values already escaped, and cost as much again. A macro's or block's output
    # written with `{{ }}` is escaped once more: a template mistake shows as `&amp;lt;`, never as live markup.
    options.update(autoescape=False, keep_trailing_newline=True, finalize=_escaped)
    env = Environment(**options)
    env.filters.update(
        capfirst=capfirst,
        intcomma=intcomma,
        pluralize=pluralize,
        truncatewords=_truncatewords,
        urlencode=urlencode,
    )
    env.filters.update({name: import_string(path) for name, path in (filters or {}).items()})
    env.globals.update({name: import_string(path) for name, path in (globals or {}).items()})
    return env
