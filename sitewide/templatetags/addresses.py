"""`{% address "stories:home" %}`: `{% url %}` for a route that takes no value, reversed once per process; and
`{% address "stories:arc-feed" slug=arc.slug %}` for one that takes a single value (sitewide.addresses.address).

Every public page's masthead and footer link to eight such routes; see sitewide/addresses.py.
"""

from django import template

from sitewide.addresses import address, fixed_address

register = template.Library()


@register.simple_tag(name="address")
def address_tag(viewname: str, **value) -> str:
    if value:
        ((kwarg, given),) = value.items()
        return address(viewname, kwarg, given)
    return fixed_address(viewname)  # looked up on each call, so bench/addresses.py can swap it
