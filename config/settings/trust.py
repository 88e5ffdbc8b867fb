"""Whom the site trusts: the proxies in front of it, for Django, gunicorn and the sign-in limit alike.

DJANGO_TRUSTED_PROXIES lists the addresses of the proxy that terminates TLS (127.0.0.1 for one on
this machine); empty, the default, trusts no one. gunicorn (scripts/gunicorn.conf.py) takes the
scheme (X-Forwarded-Proto) only from these addresses, so Django sees https, and sends HSTS, only
for requests that really came through the proxy; and the sign-in limit counts the address the
proxy forwarded (X-Forwarded-For) only when the request came from it. Plain-Python helpers read by
the settings and by gunicorn's config before Django is set up.
"""

import ipaddress
import unicodedata

from .env import env_bool, env_list


def trusted_proxies() -> list[str]:
    if env_bool("DJANGO_BEHIND_TLS_PROXY", False):
        from django.core.exceptions import ImproperlyConfigured

        raise ImproperlyConfigured(
            "DJANGO_BEHIND_TLS_PROXY is replaced by DJANGO_TRUSTED_PROXIES: set it to the proxy's addresses "
            "(127.0.0.1 for a proxy on this machine) and unset DJANGO_BEHIND_TLS_PROXY."
        )
    return env_list("DJANGO_TRUSTED_PROXIES")


def client_address(request) -> str:
    """The address a request came from: REMOTE_ADDR, or what a trusted proxy says it saw.

    From a trusted proxy, the right-most X-Forwarded-For entry that is not itself a trusted proxy:
    entries to its left were written by the client and prove nothing.
    """
    from django.conf import settings

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
