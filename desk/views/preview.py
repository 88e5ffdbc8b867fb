"""Live preview: the public article page as the unsaved form would make it, for staff who may edit it.

Built on the signed preview (stories.preview.SignedPreviewView): the same rule for what else the page
shows (published items and this one article), marked noindex and never cached. The form's text is
applied in memory only: nothing is written, and no page cache sees the result.
"""

from django.utils.cache import add_never_cache_headers

from stories.models import Article, Paragraph, Quote
from stories.preview import SignedPreviewView
from stories.services.body import plan_article_body

from .access import article_to_write

SHOWN_FIELDS = ("headline", "dek", "lead_image_alt", "lead_image_caption")


class LivePreviewView(SignedPreviewView):
    http_method_names = ["post"]

    def dispatch(self, request, *args, pk: str = "", **kwargs):
        self.article = article_to_write(request, pk)
        self.article_pk = self.article.pk if self.article else None
        # Past the token check of the signed link: admin_view and the edit rule stand in for it.
        response = super(SignedPreviewView, self).dispatch(request, *args, **kwargs)
        response["X-Robots-Tag"] = "noindex, nofollow"
        add_never_cache_headers(response)
        return response

    def post(self, request, *args, **kwargs):
        return self.get(request, *args, **kwargs)

    def get_object(self, queryset=None):
        if self.article_pk is None:
            # Key 0, which no row has: its related lists read as empty (and are filled in below).
            article = Article(pk=0, slug=self.request.POST.get("slug") or "new-article")
            article.byline_rows = "[]"
        else:
            article = super().get_object(queryset)
        for name in SHOWN_FIELDS:
            if name in self.request.POST:
                setattr(article, name, self.request.POST[name].strip())
        self.apply_typed_body(article)
        return article

    def apply_typed_body(self, article: Article) -> None:
        """The stored body replaced by the typed one; each quote marked in the paragraph its words
        are planned to go to, as the save would place it. The page reads the article's rows through `parts()`,
        so the typed ones go there and nothing is read from the database instead."""
        text = self.request.POST.get("body")
        if text is None:
            return
        plan = plan_article_body(article if article.pk else None, text.replace("\r\n", "\n"))
        paragraphs = [
            Paragraph(pk=planned.keeps or -index, text=planned.text, position=index)
            for index, planned in enumerate(plan.paragraphs, start=1)
        ]
        quotes = []
        if article.pk:
            quotes = list(
                Quote.objects.filter(article=article).select_related("speaker").order_by("position")
            )
            for quote in quotes:
                if quote.pk in plan.quote_targets:
                    quote.paragraph_id = paragraphs[plan.quote_targets[quote.pk]].pk
        self.typed_parts = {"paragraphs": paragraphs, "quotes": quotes}

    def parts(self, article: Article) -> dict:
        # A new article's key (0) has no stored rows: its other parts read as empty.
        return super().parts(article) | getattr(self, "typed_parts", {})
