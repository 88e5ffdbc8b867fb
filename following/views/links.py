"""The signed links in followers' mail: confirming (a button, so mail scanners that open links
confirm nothing) and unsubscribing (RFC 8058 one-click POST, no login, no CSRF token)."""

from django.shortcuts import render
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt

from .. import services, tokens


@method_decorator(never_cache, name="dispatch")
class ConfirmView(View):
    def get(self, request, token):
        follow = tokens.read(token, tokens.CONFIRM_SALT, tokens.CONFIRM_MAX_AGE)
        if follow is None:
            return render(request, "following/link_invalid.html", status=404)
        return render(request, "following/confirm.html", {"follow": follow})

    def post(self, request, token):
        follow = tokens.read(token, tokens.CONFIRM_SALT, tokens.CONFIRM_MAX_AGE)
        if follow is None:
            return render(request, "following/link_invalid.html", status=404)
        services.confirm(follow)
        return render(request, "following/confirmed.html", {"follow": follow})


# Mail clients POST "List-Unsubscribe=One-Click" here with no cookie or token: the signed link is
# the authority. The POST is idempotent: unsubscribing twice answers the same.
@method_decorator([csrf_exempt, never_cache], name="dispatch")
class UnsubscribeView(View):
    def get(self, request, token):
        follow = tokens.read(token, tokens.UNSUBSCRIBE_SALT)
        return render(request, "following/unsubscribe.html", {"follow": follow})

    def post(self, request, token):
        follow = tokens.read(token, tokens.UNSUBSCRIBE_SALT)
        target = follow.target if follow else None
        if follow is not None:
            services.unsubscribe(follow)
        return render(request, "following/unsubscribed.html", {"target": target})
