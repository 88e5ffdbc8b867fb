from django.contrib import admin
from django.db.models import Max
from django.utils.html import format_html

from revisions.admin import ConflictGuardForm, HistoryAdmin

from ..models import Quote
from ..permissions import may_edit_article
from ..services import quotes, reverts
from .forms import QuoteForm


class QuoteAdminForm(QuoteForm, ConflictGuardForm):
    pass


@admin.register(Quote)
class QuoteAdmin(HistoryAdmin):
    form = QuoteAdminForm
    list_display = ["words", "speaker_column", "article_column", "display_date"]
    list_display_links = ["words"]
    list_filter = ["article__status", "setting", "is_partial", "continues"]
    list_per_page = 50
    list_select_related = ["speaker", "article"]
    search_fields = ["text", "speaker__name", "speaker_description", "article__headline"]
    autocomplete_fields = ["article", "speaker", "about"]
    # Raw ids keep the form fast however many paragraphs the site holds.
    raw_id_fields = ["paragraph", "update", "embedded_post", "parent"]
    fieldsets = [
        (None, {"fields": ["text", "correction", ("speaker", "speaker_description"), "about"]}),
        (
            "Where it appears",
            {"fields": ["article", ("paragraph", "update", "embedded_post"), "parent"]},
        ),
        (
            "When and how it was said",
            {"fields": [("said_on", "said_precision"), "setting", ("is_partial", "continues")]},
        ),
    ]

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        form.editor = request.user
        form.baseline = getattr(request, "revert_baseline", None)
        return form

    # Reverts and recovery: the correction rule compares with the words readers see now.

    def revert_baseline(self, request, version):
        return quotes.stored_quotes(Quote.objects.filter(pk=version.object_id))

    def revert(self, request, version):
        reverts.restore_quote(version=version)

    # A quote is only as editable as its article.
    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and may_edit_article(
            request.user, obj and obj.article
        )

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and may_edit_article(
            request.user, obj and obj.article
        )

    def save_model(self, request, obj, form, change):
        if obj.position is None:  # a new quote comes last in its article
            obj.position = (obj.article.quotes.aggregate(last=Max("position"))["last"] or 0) + 1
        form.save_quote()

    def delete_model(self, request, obj):
        quotes.remove_quote(quote=obj)

    def delete_queryset(self, request, queryset):
        for quote in queryset:
            quotes.remove_quote(quote=quote)

    class Media:
        css = {"all": ["admin/desk/desk.css"]}

    @admin.display(description="Words", ordering="text")
    def words(self, quote):
        return f"“{quote.text}”"

    @admin.display(description="Article", ordering="article__headline")
    def article_column(self, quote):
        return format_html('<span class="two-lines">{}</span>', quote.article.headline)

    @admin.display(description="Speaker", ordering="speaker__name")
    def speaker_column(self, quote):
        return quote.speaker_name

    @admin.display(description="Date said", ordering="said_on")
    def display_date(self, quote):
        return quote.display_date
