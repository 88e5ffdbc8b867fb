"""Every visible story arc, A to Z: the front page features only the most recently active ones."""

from django.views.generic import ListView

from ..models import StoryArc
from .mixins import PublishedQuerysetMixin


class ArcIndexView(PublishedQuerysetMixin, ListView):
    template_name = "stories/arc_index.html"
    cache_tags = ("arcs",)
    context_object_name = "arcs"
    paginate_by = 50

    def get_queryset(self):
        return self.visible(StoryArc).only("title", "slug", "summary").order_by("title", "pk")
