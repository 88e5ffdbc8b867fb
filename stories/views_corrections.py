"""The public corrections page, and corrections as structured data for an article's JSON-LD."""

from django.views.generic import ListView

from .models import Article, Update


def published_corrections():
    return Update.objects.filter(kind=Update.Kind.CORRECTION, article__in=Article.objects.published())


class CorrectionListView(ListView):
    template_name = "stories/corrections.html"
    context_object_name = "corrections"
    paginate_by = 50

    def get_queryset(self):
        return published_corrections().select_related("article__outlet").order_by("-dated_on", "-pk")


def article_corrections_jsonld(article: Article) -> list[dict]:
    """schema.org CorrectionComment entries for the article's `correction` property (prefetched updates are reused)."""
    return [
        {"@type": "CorrectionComment", "text": update.text, "datePublished": update.dated_on.isoformat()}
        for update in article.updates.all()
        if update.kind == Update.Kind.CORRECTION
    ]
