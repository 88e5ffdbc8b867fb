"""`{% address "stories:home" %}`: `{% url %}` for a route that takes no value, reversed once per process.

Every public page's masthead and footer link to eight such routes; see sitewide/addresses.py.
"""

from django import template

from sitewide.addresses import fixed_address

register = template.Library()


@register.simple_tag(name="address")
def address_tag(viewname: str) -> str:
    return fixed_address(viewname)  # looked up on each call, so bench/addresses.py can swap it
