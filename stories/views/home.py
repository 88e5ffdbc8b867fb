"""The front page and robots.txt."""

from django.db.models import OuterRef, Subquery
from django.views.generic import TemplateView

from ..models import ArcEntry, Article, StoryArc
from .mixins import PublishedQuerysetMixin

LATEST_ARTICLES = 10


class HomeView(PublishedQuerysetMixin, TemplateView):
    template_name = "stories/home.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        latest = (
            ArcEntry.objects.filter(self.visible_through("article"), arc=OuterRef("pk"), article__isnull=False)
            .order_by("-article__published_on", "-position")
        )
        arcs = self.visible(StoryArc).annotate(
            latest_headline=Subquery(latest.values("article__headline")[:1]),
            latest_slug=Subquery(latest.values("article__slug")[:1]),
            latest_on=Subquery(latest.values("article__published_on")[:1]),
            latest_precision=Subquery(latest.values("article__published_precision")[:1]),
        ).order_by("-latest_on", "title")
        context["arcs"] = arcs
        context["articles"] = self.visible(Article).select_related("outlet")[:LATEST_ARTICLES]
        return context


class RobotsView(TemplateView):
    template_name = "robots.txt"
    content_type = "text/plain; charset=utf-8"
