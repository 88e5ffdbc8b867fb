"""An event's own address: its place on the timeline of a story that holds it. Search and dispute pages
link here; it answers with a redirect to the timeline page showing the event, at its anchor, wherever
the arc's growth has moved it (at the article reporting it as its news, whose line it is there)."""

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect
from django.views import View

from ..models import StoryArc
from ..timeline.index import Kind, entry_key, reported_in_arc, timeline_index
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
        if key is not None and key not in entries:
            # An event one of the arc's articles reports as its news is shown as that article's line.
            reporter = (
                reported_in_arc(arc, self.visible_through)
                .filter(event__slug=event)
                .order_by("article_id")
                .values_list("article_id", flat=True)
                .first()
            )
            key = entry_key(Kind.ARTICLE, reporter) if reporter else key
        if key not in entries:
            raise Http404("This story has no such event.")
        page = entries.index(key) // ENTRIES_PER_PAGE + 1
        query = f"?page={page}" if page > 1 else ""
        if self.is_preview():
            query += ("&" if query else "?") + self.preview_parameter
        return redirect(f"{arc.get_absolute_url()}{query}#{key}")
