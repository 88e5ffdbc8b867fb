"""The front page and robots.txt."""

import datetime

from django.db.models import F, Window
from django.db.models.functions import RowNumber
from django.views.generic import TemplateView

from ..models import ArcEntry, Article, StoryArc
from .mixins import PublishedQuerysetMixin

LATEST_ARTICLES = 10


class HomeView(PublishedQuerysetMixin, TemplateView):
    template_name = "stories/home.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        arcs = list(self.visible(StoryArc))
        latest = self.latest_articles(arcs)
        for arc in arcs:
            arc.latest_article = latest.get(arc.pk)
        # Arcs with the most recent article first; arcs with none yet last.
        arcs.sort(key=lambda arc: arc.title)
        arcs.sort(key=lambda arc: arc.latest_article.published_on if arc.latest_article else datetime.date.min, reverse=True)
        context["arcs"] = arcs
        context["articles"] = self.visible(Article).select_related("outlet")[:LATEST_ARTICLES]
        return context

    def latest_articles(self, arcs: list[StoryArc]) -> dict[int, Article]:
        """Each arc's most recent visible article, in one pass over the arcs' entries."""
        newest_first = Window(
            RowNumber(), partition_by=F("arc_id"), order_by=[F("article__published_on").desc(), F("position").desc()]
        )
        entries = (
            ArcEntry.objects.filter(self.visible_through("article"), arc__in=arcs, article__isnull=False)
            .annotate(rank=newest_first)
            .filter(rank=1)
            .select_related("article")
        )
        return {entry.arc_id: entry.article for entry in entries}


class RobotsView(TemplateView):
    template_name = "robots.txt"
    content_type = "text/plain; charset=utf-8"
