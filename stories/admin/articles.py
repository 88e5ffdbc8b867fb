from adminsortable2.admin import SortableAdminBase
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.db import models
from django.db.models import Count, Max, Prefetch, prefetch_related_objects
from django.urls import reverse

from imaging.forms import IMAGE_UPLOAD_FIELD
from revisions.admin import HistoryAdmin

from ..models import ArcEntry, Article, Byline, EmbeddedPost, Paragraph, Quote, RoleSource, Update
from ..permissions import may_edit_article
from ..preview import preview_link_expiry, preview_url
from ..quote_cards import ensure_quote_card
from ..services import articles, bylines, corrections, publishing, quotes, reverts
from ..services.arcs import set_article_arcs
from ..services.body import place_posts, remove_post, stored_paragraphs
from ..services.body_edits import save_body_edit
from ..text import occurs_verbatim
from .disputes import start_dispute_links
from .extensions import ExtensibleArticleAdminMixin
from .forms import ArticleAdminForm, submitted_location_texts
from .inlines import (
    BylineInline,
    EmbeddedPostInline,
    QuoteInline,
    RoleSourceInline,
    UpdateInline,
)
from .preview_links import PreviewLinksAdminMixin
from .publishing import PublicationStateFilter, PublishingAdminMixin
from .shared_choices import KnownLabelsSelectMultiple


@admin.register(Article)
class ArticleAdmin(
    ExtensibleArticleAdminMixin,
    SortableAdminBase,
    PreviewLinksAdminMixin,
    PublishingAdminMixin,
    HistoryAdmin,
):
    form = ArticleAdminForm
    # The importer's template (its "Import articles" button), which extends the history one (its "Recover" link).
    change_list_template = "admin/stories/article/change_list.html"
    list_display = [
        "headline_column",
        "publication_state",
        "display_date",
        "arc_list",
        "quote_count",
    ]
    list_display_links = ["headline_column"]
    list_filter = [
        PublicationStateFilter,
        ("arc_entries__arc", admin.RelatedOnlyFieldListFilter),
        "outlet",
        "published_precision",
    ]
    list_select_related = ["outlet"]
    date_hierarchy = "published_on"
    list_per_page = 50
    search_fields = ["headline", "dek", "paragraphs__text"]
    prepopulated_fields = {"slug": ["headline"]}
    autocomplete_fields = ["outlet"]
    formfield_overrides = {
        models.URLField: {"assume_scheme": "https"},
        models.ImageField: IMAGE_UPLOAD_FIELD,
    }
    inlines = [BylineInline, UpdateInline, EmbeddedPostInline, QuoteInline, RoleSourceInline]
    fieldsets = [
        (
            None,
            {
                "fields": [
                    "headline",
                    "slug",
                    "dek",
                    "body",
                    "body_correction",
                    "arcs",
                    "loaded_arcs",
                    "outlet",
                    "original_url",
                ]
            },
        ),
        (
            "Publication",
            {"fields": [("published_on", "published_precision"), ("status", "publish_at")]},
        ),
        (
            "Lead image",
            {
                "fields": [
                    "lead_image",
                    "lead_image_alt",
                    "lead_image_caption",
                    "lead_image_credit",
                ],
                "classes": ["collapse"],
            },
        ),
        ("Source notes", {"fields": ["source_notes"], "classes": ["collapse"]}),
    ]

    class Media:
        css = {"all": ["admin/desk/desk.css"]}
        js = ["admin/desk/word_count.js"]

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        form.editor = request.user
        form.body_baseline = getattr(request, "body_before_revert", None)
        form.base_fields["arcs"].widget = KnownLabelsSelectMultiple(
            ArcEntry._meta.get_field("arc"), self.admin_site
        )
        return form

    readonly_fields = ["start_dispute"]

    def get_fieldsets(self, request, obj=None):
        fieldsets = super().get_fieldsets(request, obj)
        if obj is not None and request.user.has_perm("stories.add_dispute"):
            # Each paragraph can start a dispute (stories/admin/disputes.py); collapsed, it costs the form nothing.
            fieldsets = [
                *fieldsets,
                ("Conflicting accounts", {"fields": ["start_dispute"], "classes": ["collapse"]}),
            ]
        if obj is not None and obj.is_published:
            return fieldsets
        # Only words readers have seen need a correction note.
        return [
            (name, {**options, "fields": [f for f in options["fields"] if f != "body_correction"]})
            for name, options in fieldsets
        ]

    def get_queryset(self, request):
        arcs = Prefetch(
            "arc_entries", queryset=ArcEntry.objects.select_related("arc").order_by("arc__title")
        )
        return (
            super()
            .get_queryset(request)
            .annotate(quote_total=Count("quotes", distinct=True))
            .prefetch_related(arcs)
            .order_by(*Article._meta.ordering)
        )

    # Permissions: model permissions first, then the article rule (drafts and one's own articles).

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and may_edit_article(request.user, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and may_edit_article(request.user, obj)

    # Reverts: the quotes' correction rule compares with the words readers see now; corrections stay.

    def parts(self, request, obj):
        # The body field writes the paragraphs: the edit-conflict check covers them like an inline's rows.
        return (*super().parts(request, obj), (Paragraph, "article"))

    def revert_baseline(self, request, version):
        return quotes.stored_quotes(Quote.objects.filter(article_id=version.object_id))

    def revert(self, request, version):
        # The body the revert restores is judged against the body readers see now.
        request.body_before_revert = stored_paragraphs(
            Article.objects.filter(pk=version.object_id).first()
        )
        # Quotes the revert takes off are tombstoned once it is saved, naming its correction (save_related).
        request.quotes_before_revert = list(Quote.objects.filter(article_id=version.object_id))
        reverts.restore_article(version=version)

    # Publishing goes through the services, like management commands do.

    def publish_one(self, article, *, by):
        publishing.publish_article(article=article, by=by)

    def schedule_one(self, article, *, by, at):
        publishing.schedule_article(article=article, by=by, at=at)

    def unpublish_one(self, article, *, by):
        publishing.unpublish_article(article=article, by=by)

    # Views.

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        # Change, revert and recover pages all come through here; quote inlines point into this article only.
        request.editing_article_id = object_id
        return super().changeform_view(request, object_id, form_url, extra_context)

    def get_object(self, request, object_id, from_field=None):
        # change_view has just read it for its preview links: Django's view takes that one.
        shown = request.__dict__.pop("article_just_read", None)
        if shown is not None and shown[0] == (object_id, from_field):
            return shown[1]
        article = super().get_object(request, object_id, from_field)
        if article is not None and request.method == "GET":
            # Read once for everything the page shows of them (body, post places, dispute links, notes).
            prefetch_related_objects([article], "paragraphs")
            request.editing_article = article
        return article

    def change_view(self, request, object_id, form_url="", extra_context=None):
        article = self.get_object(request, object_id)
        request.article_just_read = ((unquote(object_id), None), article)
        extra_context = dict(extra_context or {})
        if article is not None and article.publication_state != "published":
            extra_context.update(
                preview_link=preview_url(article),
                preview_link_expires=preview_link_expiry(),
                revoke_preview_links=reverse(
                    "admin:stories_article_revoke_preview_links", args=[article.pk]
                ),
            )
        return super().change_view(request, object_id, form_url, extra_context)

    def view_on_site(self, article):
        # "View on site" of an article readers cannot see yet opens the staff preview instead of a 404.
        return (
            article.get_absolute_url()
            if article.is_published
            else f"{article.get_absolute_url()}?preview"
        )

    def get_formset_kwargs(self, request, obj, inline, prefix):
        kwargs = super().get_formset_kwargs(request, obj, inline, prefix)
        if isinstance(inline, QuoteInline) and request.method == "POST":
            baseline = getattr(request, "revert_baseline", None)
            kwargs["form_kwargs"] = {
                "submitted_texts": submitted_location_texts(request.POST),
                "article": obj,
                "baseline": baseline,
            }
        return kwargs

    # Saving.

    def save_model(self, request, obj, form, change):
        articles.save_article(article=obj, by=request.user, seen=form.seen)

    def delete_model(self, request, obj):
        articles.delete_article(article=obj, by=request.user)

    def delete_queryset(self, request, queryset):
        for article in queryset:
            articles.delete_article(article=article, by=request.user)

    def save_formset(self, request, form, formset, change):
        article = form.instance
        if formset.model is RoleSource:
            # A role's citation, not the record: the formset writes it as Django's admin does.
            return super().save_formset(request, form, formset, change)
        # Every other part is written by its service; the formset only reads the form.
        formset.save(commit=False)
        if formset.model is Byline:
            bylines.save_bylines(
                article=article,
                bylines=formset.ordered_rows(),
                deleted=formset.deleted_objects,
            )
        elif formset.model is Update:
            corrections.save_updates(
                article=article,
                updates=formset.ordered_rows(),
                deleted=formset.deleted_objects,
            )
        elif formset.model is EmbeddedPost:
            self._save_posts(article, formset)
        elif formset.model is Quote:
            for quote in formset.deleted_objects:
                quotes.remove_quote(quote=quote, correction=article.body_correction_made)
            self._place_quotes(article, [quote_form.instance for quote_form in formset.saved_forms])
            for quote_form in formset.saved_forms:
                quote_form.save_quote()
        else:
            raise TypeError(
                f"No service saves {formset.model.__name__} rows from the article form."
            )
        formset.save_m2m()

    def _save_posts(self, article, formset):
        """Posts go where the editor chose among the paragraphs as shown, wherever this save moved those."""
        posts = [post for post, _ in formset.changed_objects] + formset.new_objects
        for post in formset.deleted_objects:
            remove_post(post)
        if not posts:
            return
        others = article.embedded_posts.exclude(pk__in=[post.pk for post in posts if post.pk])
        place_posts(
            article,
            [
                *((post, post.position) for post in others),
                *((post, article.applied_body.new_place(post.position)) for post in posts),
            ],
        )

    def _place_quotes(self, article, quotes):
        """Quotes in the body sit where the body's save put them; a new one goes where its words are, last in order."""
        placed = dict(
            Quote.objects.filter(pk__in=[q.pk for q in quotes if q.pk]).values_list(
                "pk", "paragraph_id"
            )
        )
        last = article.quotes.aggregate(last=Max("position"))["last"] or 0
        for quote in quotes:
            if quote.pk:
                quote.paragraph_id = placed.get(quote.pk, quote.paragraph_id)
            else:
                last += 1
                quote.position = last
                if not (quote.update_id or quote.embedded_post_id):
                    quote.paragraph = next(
                        p
                        for p in article.applied_body.paragraphs
                        if occurs_verbatim(quote.text, p.text)
                    )

    def save_related(self, request, form, formsets, change):
        article = form.instance
        form.save_m2m()
        # The body first: the quote inline's changes apply to quotes already in their new paragraphs.
        article.applied_body, article.body_correction_made = save_body_edit(
            article=article, edit=article.body_edit, note=article.body_note
        )
        set_article_arcs(
            article=article,
            arcs=form.cleaned_data["arcs"],
            by=request.user,
            shown=form.shown_arcs(),
        )
        for formset in formsets:
            self.save_formset(request, form, formset, change=change)
        if (before := getattr(request, "quotes_before_revert", None)) is not None:
            quotes.reconcile_after_revert(
                before=before, article_id=article.pk, correction=article.body_correction_made
            )
        for quote in article.quotes.select_related("speaker", "article__outlet"):
            ensure_quote_card(quote)
        self.extensions_after_save_related(request, form, formsets, change)

    @admin.display(description="Start a dispute from a paragraph")
    def start_dispute(self, article):
        return start_dispute_links(article)

    @admin.display(description="Date", ordering="published_on")
    def display_date(self, article):
        return article.display_date

    @admin.display(description="Headline", ordering="headline")
    def headline_column(self, article):
        return article.headline

    @admin.display(description="Story arcs")
    def arc_list(self, article):
        return ", ".join(entry.arc.title for entry in article.arc_entries.all()) or "—"

    @admin.display(description="Quotes", ordering="quote_total")
    def quote_count(self, article):
        return article.quote_total
