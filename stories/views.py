from django.db.models import Prefetch
from django.views.generic import DetailView, TemplateView

from .models import Article, ArcEntry, Quote, StoryArc


class HomeView(TemplateView):
    template_name = "stories/home.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["arcs"] = StoryArc.objects.published()
        context["articles"] = Article.objects.published().select_related("outlet")[:10]
        return context


class StoryArcDetailView(DetailView):
    model = StoryArc

    def get_queryset(self):
        entries = ArcEntry.objects.filter(article__isnull=True) | ArcEntry.objects.filter(
            article__in=Article.objects.published()
        )
        return StoryArc.objects.published().prefetch_related(
            Prefetch("entries", queryset=entries.select_related("article__outlet", "event"))
        )


class ArticleDetailView(DetailView):
    model = Article

    def get_queryset(self):
        return Article.objects.published().select_related("outlet").prefetch_related(
            "paragraphs", "updates", "embedded_posts", "bylines__person", "quotes__speaker"
        )


class QuoteDetailView(DetailView):
    model = Quote

    def get_queryset(self):
        return Quote.objects.published().select_related("article__outlet", "speaker", "paragraph", "update", "embedded_post")
