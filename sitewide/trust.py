"""Whom a request came from, as far as the trusted proxies (settings.TRUSTED_PROXIES, from
DJANGO_TRUSTED_PROXIES: config/settings/trust.py) let us believe, and the name a sign-in attempt counts
against. Read by the sign-in limit (django-axes) and the API's rate limit."""

import ipaddress
import unicodedata

from django.conf import settings


def client_address(request) -> str:
    """The address a request came from: REMOTE_ADDR, or what a trusted proxy says it saw.

    From a trusted proxy, the right-most X-Forwarded-For entry that is not itself a trusted proxy:
    entries to its left were written by the client and prove nothing.
    """
    address = request.META.get("REMOTE_ADDR", "")
    if not is_trusted(address, settings.TRUSTED_PROXIES):
        return address
    forwarded = [
        hop.strip()
        for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
        if hop.strip()
    ]
    for hop in reversed(forwarded):
        if not is_trusted(hop, settings.TRUSTED_PROXIES):
            return hop
    return address


def is_trusted(address: str, proxies: list[str]) -> bool:
    """Whether `address` is one of `proxies` (addresses or networks, as gunicorn reads them)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(proxy, strict=False) for proxy in proxies)


def sign_in_username(request, credentials: dict) -> str:
    """The name a sign-in attempt counts against: "EDITOR２" and "editor2" are one person's attempts."""
    username = (credentials or {}).get("username") or request.POST.get("username", "")
    return unicodedata.normalize("NFKC", username).casefold()
