"""The front page and robots.txt."""

from django.views.generic import TemplateView

from ..models import ArcEntry, Article
from .mixins import PublishedQuerysetMixin

LATEST_ARTICLES = 10
FEATURED_ARCS = 12
# The front page features the arcs of the newest this-many articles in arcs. Reading a fixed number of the
# newest entries (down the newest-first article index) keeps the page's cost the same at any archive size,
# where ranking every arc by its latest article reads every article of every arc. Quieter arcs are one
# click away in the arc index.
RECENT_ARC_ARTICLES = 500


class HomeView(PublishedQuerysetMixin, TemplateView):
    template_name = "stories/home.html"
    cache_tags = ("home",)  # the page cache: what moves in or out of the front page changes it

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["arcs"] = self.active_arcs()
        context["articles"] = self.visible(Article).select_related("outlet")[:LATEST_ARTICLES]
        return context

    def active_arcs(self) -> list:
        """Up to FEATURED_ARCS visible arcs, most recently active first, each with its latest visible article."""
        recent = (
            ArcEntry.objects.filter(
                self.visible_through("article"), self.visible_through("arc"), article__isnull=False
            )
            .order_by("-article__published_on", "article__headline")
            .values_list("pk", "arc_id")[:RECENT_ARC_ARTICLES]
        )
        latest_entry = {}
        for entry_id, arc_id in recent:
            latest_entry.setdefault(arc_id, entry_id)
            if len(latest_entry) == FEATURED_ARCS:
                break
        entries = ArcEntry.objects.filter(pk__in=latest_entry.values()).select_related(
            "arc", "article"
        )
        arcs = []
        for entry in entries:
            entry.arc.latest_article = entry.article
            arcs.append(entry.arc)
        arcs.sort(key=lambda arc: arc.title)
        arcs.sort(key=lambda arc: arc.latest_article.published_on, reverse=True)
        return arcs


class RobotsView(TemplateView):
    template_name = "robots.txt"
    content_type = "text/plain; charset=utf-8"
