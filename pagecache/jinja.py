"""`fragment` and `shows` for Jinja2 templates (sitewide/jinja.py names them in settings.TEMPLATES):

    {% call fragment("arc-line", arc_pk, line.key, line.variant) %}{{ shows(line.tags) }}...{% endcall %}

keeps the block as `{% fragment %}` keeps a Django template's (pagecache/templatetags/pagecache.py), under the
same key and with the same tags, so a Jinja2 template can hold a page's repeated parts, each kept on its own.
"""

from collections.abc import Callable

from markupsafe import Markup

from pagecache.templatetags.pagecache import kept_block
from pagecache.templatetags.pagecache import shows as shows_tag


def fragment(name, *vary, caller: Callable[[], str]) -> Markup:
    """The block of a `{% call %}`, kept until what it shows changes."""
    return Markup(kept_block(name, vary, caller))


def shows(*tags) -> str:
    """Add tags (strings, iterables of them, or rows) to the part or page being rendered; writes nothing."""
    return shows_tag(*tags)
