"""An event's own address: its place on the timeline of a story that holds it. Search and dispute pages
link here; it answers with a redirect to the timeline page showing the event, at its anchor, wherever
the arc's growth has moved it."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.views import View

from ..models import StoryArc
from ..timeline.index import Kind, entry_key, timeline_index
from ..timeline.page import ENTRIES_PER_PAGE
from .mixins import PublishedQuerysetMixin


class ArcEventView(PublishedQuerysetMixin, View):
    def get(self, request, slug, event):
        arc = get_object_or_404(self.visible(StoryArc), slug=slug)
        entries = [entry.key for entry in timeline_index(arc, self.visible_through).entries]
        key = next(
            (
                entry_key(Kind.EVENT, pk)
                for pk in arc.entries.filter(event__slug=event).values_list("event_id", flat=True)
            ),
            None,
        )
        if key not in entries:
            raise Http404("This story has no such event.")
        page = entries.index(key) // ENTRIES_PER_PAGE + 1
        query = f"?page={page}" if page > 1 else ""
        if self.is_preview():
            query += ("&" if query else "?") + self.preview_parameter
        return redirect(f"{arc.get_absolute_url()}{query}#{key}")
