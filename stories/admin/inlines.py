"""The parts edited on an article's page. Each follows the article's edit rule (stories.permissions)."""

from django.contrib import admin
from django.db import models

from ..models import Byline, EmbeddedPost, Quote, Update
from ..permissions import may_edit_article
from .forms import QuoteForm


class ArticlePartInline(admin.StackedInline):
    """Shared options for the parts edited on an article's page."""

    extra = 0
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        # A quote can only point into the article being edited; on a new article there is nothing yet.
        if db_field.name in {"paragraph", "update", "embedded_post", "parent"}:
            article_id = getattr(request, "editing_article_id", None)
            kwargs["queryset"] = db_field.related_model.objects.filter(article_id=article_id)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    # `obj` is the article. A part is only as editable as its article, whatever the model permission says.
    def has_add_permission(self, request, obj=None):
        return super().has_add_permission(request, obj) and may_edit_article(request.user, obj)

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and may_edit_article(request.user, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and may_edit_article(request.user, obj)


# ArticlePartInline is stacked; these short rows read better as a table, so they name the template.
class BylineInline(ArticlePartInline):
    model = Byline
    template = admin.TabularInline.template
    autocomplete_fields = ["person"]


class UpdateInline(ArticlePartInline):
    model = Update
    fields = [("kind", "dated_on", "position"), "text"]


class EmbeddedPostInline(ArticlePartInline):
    model = EmbeddedPost
    fields = [("author_name", "handle", "posted_on"), "text", ("url", "position")]
    classes = ["collapse"]


class QuoteInline(ArticlePartInline):
    model = Quote
    form = QuoteForm
    fk_name = "article"
    autocomplete_fields = ["speaker", "about"]
    readonly_fields = ["where"]
    fields = [
        "text",
        "correction",
        ("speaker", "speaker_description"),
        ("where", "update", "embedded_post"),
        ("said_on", "said_precision", "setting"),
        ("is_partial", "continues", "parent"),
        "about",
    ]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("paragraph")

    @admin.display(description="In the body")
    def where(self, quote):
        if quote.paragraph_id:
            text = quote.paragraph.text
            return f"Paragraph {quote.paragraph.position}: {text[:80]}{'…' if len(text) > 80 else ''}"
        if quote.update_id or quote.embedded_post_id:
            return "No: in the update or post chosen here"
        return "Found by its words when you save (or choose an update or post)"
