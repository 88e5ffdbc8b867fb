"""Browse and filter every visible quote and article; the filter state lives in the URL."""

from django_filters.views import FilterView

from ..filters import ArticleFilter, QuoteFilter
from ..models import Article, Quote
from ..pagination import CappedPaginator
from .mixins import PublishedQuerysetMixin

PAGE_SIZE = 20


class QuoteListView(PublishedQuerysetMixin, FilterView):
    filterset_class = QuoteFilter
    strict = False  # a filter in error is left out (the page says so), not an empty list
    paginate_by = PAGE_SIZE
    paginator_class = CappedPaginator
    template_name = "stories/quote_list.html"
    cache_tags = ("quotes",)

    def get_queryset(self):
        return (
            self.visible(Quote)
            .select_related("speaker", "article__outlet")
            .order_by("-article__published_on", "article_id", "position")
        )


class ArticleListView(PublishedQuerysetMixin, FilterView):
    filterset_class = ArticleFilter
    strict = False
    paginate_by = PAGE_SIZE
    paginator_class = CappedPaginator
    template_name = "stories/article_list.html"
    cache_tags = ("articles",)

    def get_queryset(self):
        return self.visible(Article).select_related("outlet").order_by("-published_on", "headline")
