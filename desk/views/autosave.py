"""Autosave: the article form's unsaved state, kept per (user, article) while the editor types."""

from django.http import JsonResponse
from django.utils import timezone
from django.views import View

from ..models import Snapshot
from ..services import discard_snapshot, save_snapshot
from .access import article_to_write


class AutosaveView(View):
    """POST: keep the posted form as the user's snapshot. GET: that snapshot, to restore."""

    def post(self, request, pk):
        article = article_to_write(request, pk)
        snapshot = save_snapshot(user=request.user, article=article, data=request.POST)
        return JsonResponse({"saved_at": f"{timezone.localtime(snapshot.saved_at):%H:%M:%S}"})

    def get(self, request, pk):
        article = article_to_write(request, pk)
        snapshot = Snapshot.objects.of(request.user, article.pk if article else None).first()
        if snapshot is None:
            return JsonResponse({"fields": None})
        return JsonResponse(
            {
                "fields": snapshot.fields,
                "saved_at": f"{timezone.localtime(snapshot.saved_at):%H:%M}",
            }
        )


class DiscardView(View):
    def post(self, request, pk):
        discard_snapshot(user=request.user, article=article_to_write(request, pk))
        return JsonResponse({"discarded": True})
