"""`{% jinja "stories/timeline_lines.html" lines=... %}`: a Jinja2 template (sitewide/jinja.py says why)
rendered inside a Django template with the values given, and nothing else of the Django template's context."""

from django import template
from django.template import engines
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def jinja(name: str, **values) -> str:
    """The Jinja2 template `name` rendered with `values`."""
    return mark_safe(engines["jinja2"].get_template(name).render(values))
