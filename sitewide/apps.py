from django.apps import AppConfig


class SitewideConfig(AppConfig):
    """What every app and every request share and no content app owns: page addresses, whom the site
    trusts (proxies, the sign-in limit's key), and the middleware that applies to every answer."""

    name = "sitewide"
    verbose_name = "Site-wide"
