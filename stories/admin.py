from django.contrib import admin
from django.db import models
from django.db.models import Count

from .models import ArcEntry, Article, Byline, EmbeddedPost, Event, Paragraph, Quote, StoryArc, Update


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


class BylineInline(ArticlePartInline, admin.TabularInline):
    model = Byline
    autocomplete_fields = ["person"]


class ParagraphInline(ArticlePartInline, admin.TabularInline):
    model = Paragraph
    fields = ["position", "text"]


class UpdateInline(ArticlePartInline):
    model = Update
    fields = [("kind", "dated_on", "position"), "text"]


class EmbeddedPostInline(ArticlePartInline):
    model = EmbeddedPost
    fields = [("author_name", "handle", "posted_on"), "text", ("url", "position")]
    classes = ["collapse"]


class QuoteInline(ArticlePartInline):
    model = Quote
    fk_name = "article"
    autocomplete_fields = ["speaker", "about"]
    fields = [
        ("position", "text"),
        ("speaker", "speaker_description"),
        ("paragraph", "update", "embedded_post"),
        ("said_on", "said_precision", "setting"),
        ("is_partial", "continues", "parent"),
        "about",
    ]


@admin.register(Article)
class ArticleAdmin(admin.ModelAdmin):
    list_display = ["headline", "display_date", "outlet", "status", "paragraph_count", "quote_count", "updated_at"]
    list_filter = ["status", "published_precision", "outlet"]
    list_select_related = ["outlet"]
    date_hierarchy = "published_on"
    search_fields = ["headline", "dek", "paragraphs__text"]
    prepopulated_fields = {"slug": ["headline"]}
    autocomplete_fields = ["outlet"]
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    inlines = [BylineInline, UpdateInline, ParagraphInline, EmbeddedPostInline, QuoteInline]
    fieldsets = [
        (None, {"fields": ["headline", "slug", "dek", "outlet", "original_url"]}),
        ("Publication", {"fields": [("published_on", "published_precision"), ("status", "publish_at")]}),
        ("Source notes", {"fields": ["source_notes"], "classes": ["collapse"]}),
    ]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(
            paragraph_total=Count("paragraphs", distinct=True), quote_total=Count("quotes", distinct=True)
        ).order_by(*Article._meta.ordering)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        request.editing_article_id = object_id
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.display(description="Date", ordering="published_on")
    def display_date(self, article):
        return article.display_date

    @admin.display(description="Paragraphs", ordering="paragraph_total")
    def paragraph_count(self, article):
        return article.paragraph_total

    @admin.display(description="Quotes", ordering="quote_total")
    def quote_count(self, article):
        return article.quote_total


@admin.register(Quote)
class QuoteAdmin(admin.ModelAdmin):
    list_display = ["__str__", "speaker_column", "article", "display_date", "setting", "is_partial"]
    list_filter = ["setting", "is_partial", "continues", "article__status"]
    list_select_related = ["speaker", "article"]
    search_fields = ["text", "speaker__name", "speaker_description", "article__headline"]
    autocomplete_fields = ["article", "speaker", "about"]
    # Raw ids keep the form fast however many paragraphs the site holds.
    raw_id_fields = ["paragraph", "update", "embedded_post", "parent"]
    fieldsets = [
        (None, {"fields": ["text", ("speaker", "speaker_description"), "about"]}),
        ("Where it appears", {"fields": ["article", "position", ("paragraph", "update", "embedded_post"), "parent"]}),
        ("When and how it was said", {"fields": [("said_on", "said_precision"), "setting", ("is_partial", "continues")]}),
    ]

    @admin.display(description="Speaker", ordering="speaker__name")
    def speaker_column(self, quote):
        return quote.speaker_name

    @admin.display(description="Date said", ordering="said_on")
    def display_date(self, quote):
        return quote.display_date


class ArcEntryInline(admin.TabularInline):
    model = ArcEntry
    extra = 0
    autocomplete_fields = ["article", "event"]
    fields = ["position", "article", "event"]


@admin.register(StoryArc)
class StoryArcAdmin(admin.ModelAdmin):
    list_display = ["title", "status", "entry_count", "updated_at"]
    list_filter = ["status"]
    search_fields = ["title", "summary"]
    prepopulated_fields = {"slug": ["title"]}
    inlines = [ArcEntryInline]
    fields = ["title", "slug", "summary", ("status", "publish_at")]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(entry_total=Count("entries")).order_by("title")

    @admin.display(description="Entries", ordering="entry_total")
    def entry_count(self, arc):
        return arc.entry_total


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = ["title", "display_date", "happened_precision"]
    list_filter = ["happened_precision"]
    date_hierarchy = "happened_on"
    search_fields = ["title", "description"]
    prepopulated_fields = {"slug": ["title"]}
    autocomplete_fields = ["persons", "sources"]
    fields = ["title", "slug", ("happened_on", "happened_precision"), "description", "persons", "sources"]

    @admin.display(description="Date", ordering="happened_on")
    def display_date(self, event):
        return event.display_date
