"""Presence: who else has this article's form open, and whether someone saved it since this form
was loaded (so the editor is told before a save that would clash)."""

import datetime

from django.http import JsonResponse
from django.utils import timezone
from django.views import View

from revisions.admin import latest_version

from .. import presence
from .access import article_to_read


def _clock(epoch: float) -> str:
    return f"{timezone.localtime(datetime.datetime.fromtimestamp(epoch, datetime.UTC)):%H:%M}"


class PresenceView(View):
    def post(self, request, pk):
        article = article_to_read(request, pk)
        others = presence.beat(article.pk, request.user)
        latest = latest_version(article)
        loaded = request.POST.get("loaded_version", "")
        saved_since = None
        if latest is not None and loaded and loaded != str(latest.pk):
            when = timezone.localtime(latest.revision.date_created)
            saved_since = {"by": str(latest.revision.user or "someone"), "at": f"{when:%H:%M}"}
        return JsonResponse(
            {
                "others": [
                    {"name": other["name"], "since": _clock(other["since"])} for other in others
                ],
                "saved_since": saved_since,
                "heartbeat": presence.heartbeat(),
            }
        )


class LeaveView(View):
    def post(self, request, pk):
        presence.leave(article_to_read(request, pk).pk, request.user)
        return JsonResponse({"left": True})
