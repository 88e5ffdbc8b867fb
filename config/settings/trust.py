"""Whom the site trusts: the proxies in front of it, for Django, gunicorn and the sign-in limit alike.

DJANGO_TRUSTED_PROXIES lists the addresses of the proxy that terminates TLS (127.0.0.1 for one on
this machine); empty, the default, trusts no one. gunicorn (scripts/gunicorn.conf.py) takes the
scheme (X-Forwarded-Proto) only from these addresses, so Django sees https, and sends HSTS, only
for requests that really came through the proxy; and the sign-in limit counts the address the
proxy forwarded (X-Forwarded-For) only when the request came from it (sitewide/trust.py). Read by
the settings and by gunicorn's config before Django is set up.
"""

from .env import env_bool, env_list


def trusted_proxies() -> list[str]:
    if env_bool("DJANGO_BEHIND_TLS_PROXY", False):
        from django.core.exceptions import ImproperlyConfigured

        raise ImproperlyConfigured(
            "DJANGO_BEHIND_TLS_PROXY is replaced by DJANGO_TRUSTED_PROXIES: set it to the proxy's addresses "
            "(127.0.0.1 for a proxy on this machine) and unset DJANGO_BEHIND_TLS_PROXY."
        )
    return env_list("DJANGO_TRUSTED_PROXIES")
