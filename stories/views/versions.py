"""An article's versions page: every version readers saw, the note that made it, and what it changed."""

from django.views.generic import DetailView

from ..models import Article
from ..versions import published_versions
from .mixins import PublishedQuerysetMixin


class ArticleVersionsView(PublishedQuerysetMixin, DetailView):
    """Four queries: the article, its paragraphs and updates (as readers read it now), and its revisions'
    stored rows (stories/versions.py). Newest version first, as readers look for what changed last."""

    model = Article
    template_name = "stories/article_versions.html"

    def get_queryset(self):
        return (
            self.visible(Article).select_related("outlet").prefetch_related("paragraphs", "updates")
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["versions"] = published_versions(self.object)[::-1]
        return context
