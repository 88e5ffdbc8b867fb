"""Parts of a page kept between renders, composed in its template: `{% fragment %}` and `{% shows %}`.

    {% load pagecache %}
    {% fragment "arc-line" storyarc.pk entry.key %}
      {% shows line.tags %}{% include "stories/timeline_line.html" with item=line.item %}
    {% endfragment %}

What the block renders is kept under its name and the values after it (everything it depends on besides
its tags), with the tags of everything it showed: the rows built while it rendered (a lazy queryset the
view handed the template is evaluated inside it) and those `{% shows %}` names. A later render reuses it
while none of those tags has been invalidated since, as Django's `{% cache %}` reuses a block until its
time is up (`pagecache.fragments` keeps it; outside a public page's render the block is rendered each time).
"""

from collections.abc import Callable, Iterable

from django import template
from django.db.models import Model
from django.utils.safestring import mark_safe

from pagecache.fragments import fragment as kept
from pagecache.fragments import keeping
from pagecache.registry import tag_of
from pagecache.tags import shows as shows_tags

register = template.Library()


class FragmentNode(template.Node):
    def __init__(self, nodelist: template.NodeList, name, vary: list):
        self.nodelist, self.name, self.vary = nodelist, name, vary

    def render(self, context) -> str:
        if not keeping():  # nothing is kept: no key to build
            return self.nodelist.render(context)
        return kept_block(
            self.name.resolve(context),
            [v.resolve(context) for v in self.vary],
            lambda: self.nodelist.render(context),
        )


def kept_block(name, vary: Iterable, render: Callable[[], str]) -> str:
    """What `render()` gives, kept under `name` and `vary` as `{% fragment %}` keeps its block (pagecache/jinja.py
    keeps a Jinja2 template's block the same way, under the same key)."""
    if not keeping():
        return render()
    key = ":".join(["tpl", str(name), *(str(v) for v in vary)])
    return mark_safe(kept(key, lambda: str(render())))


@register.tag
def fragment(parser, token):
    """`{% fragment name value... %}...{% endfragment %}`: the block, kept until what it shows changes."""
    bits = token.split_contents()
    if len(bits) < 2:
        raise template.TemplateSyntaxError(
            "{% fragment %} takes a name, then what the block varies by"
        )
    nodelist = parser.parse(("endfragment",))
    parser.delete_first_token()
    return FragmentNode(
        nodelist, parser.compile_filter(bits[1]), [parser.compile_filter(b) for b in bits[2:]]
    )


@register.simple_tag
def shows(*tags: str | Model | Iterable[str] | None) -> str:
    """Add tags (strings, iterables of them, or rows: the tag each tags pages with) to the part or page being
    rendered; renders nothing. A row the view loaded outside the block (the page's own) tags it this way."""
    for tag in tags:
        if tag is None:  # a row the page may lack (an article's outlet)
            continue
        if isinstance(tag, Model):
            tag = tag_of(tag) or ()
        shows_tags(*([tag] if isinstance(tag, str) else tag))
    return ""
