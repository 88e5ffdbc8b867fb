"""The parts edited on an article's page. Each follows the article's edit rule (stories.permissions)."""

from adminsortable2.admin import SortableTabularInline
from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.db import models

from ..models import Byline, EmbeddedPost, Paragraph, Quote, RoleSource, Update
from ..permissions import may_edit_article
from ..services import corrections
from .forms import QuoteForm
from .ordering import DateOrderedFormSet, DateOrderedInlineMixin, DraggableInlineMixin
from .shared_choices import (
    KnownLabelsFormSetMixin,
    KnownLabelsSelect,
    KnownLabelsSelectMultiple,
    SharedModelChoiceField,
)


class ArticlePartInline(admin.StackedInline):
    """Shared options for the parts edited on an article's page."""

    extra = 0
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}

    # Every row's choices are read once for the whole inline, and its autocompletes name what the row
    # was read with (stories/admin/shared_choices.py): the same queries however many rows there are.

    def get_formset(self, request, obj=None, **kwargs):
        formset = super().get_formset(request, obj, **kwargs)
        return type(formset.__name__, (KnownLabelsFormSetMixin, formset), {})

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        # A quote can only point into the article being edited; on a new article there is nothing yet.
        if db_field.name in {"paragraph", "update", "embedded_post", "parent"}:
            article_id = getattr(request, "editing_article_id", None)
            queryset = db_field.related_model.objects.filter(article_id=article_id)
            # A quote is named by its speaker (the parent's options).
            kwargs["queryset"] = (
                queryset.select_related("speaker") if db_field.related_model is Quote else queryset
            )
            kwargs["form_class"] = SharedModelChoiceField
        elif db_field.name in self.get_autocomplete_fields(request):
            kwargs["widget"] = KnownLabelsSelect(db_field, self.admin_site)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        if db_field.name in self.get_autocomplete_fields(request):
            kwargs["widget"] = KnownLabelsSelectMultiple(db_field, self.admin_site)
        return super().formfield_for_manytomany(db_field, request, **kwargs)

    # `obj` is the article. A part is only as editable as its article, whatever the model permission says.
    def has_add_permission(self, request, obj=None):
        return super().has_add_permission(request, obj) and may_edit_article(request.user, obj)

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and may_edit_article(request.user, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and may_edit_article(request.user, obj)


# ArticlePartInline is stacked; bylines read better as a table, dragged into order.
class BylineInline(DraggableInlineMixin, ArticlePartInline):
    model = Byline
    template = SortableTabularInline.template
    autocomplete_fields = ["person"]
    fields = ["person"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("person")


class UpdateFormSet(DateOrderedFormSet):
    """A published correction is never deleted or reworded: shown here, enforced by the corrections
    service, which saves the updates (ArticleAdmin.save_formset)."""

    def clean(self):
        super().clean()
        errors = [
            corrections.update_change_error(
                update=form.instance, deleting=form in self.deleted_forms
            )
            for form in self.forms
            if form.instance.pk and (form in self.deleted_forms or form.has_changed())
        ]
        errors = [error for error in errors if error]
        if errors:
            raise ValidationError(errors)


class UpdateInline(DateOrderedInlineMixin, ArticlePartInline):
    model = Update
    formset = UpdateFormSet
    fields = [("kind", "dated_on"), "text"]


class EmbeddedPostInline(ArticlePartInline):
    model = EmbeddedPost
    fields = [("author_name", "handle", "posted_on"), "text", ("url", "position")]
    classes = ["collapse"]

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if db_field.name != "position":
            return super().formfield_for_dbfield(db_field, request, **kwargs)
        # A place in the body, chosen among its paragraphs; empty puts the post after the last one.
        article = getattr(request, "editing_article", None)
        paragraphs = (
            article.paragraphs.all()
            if article is not None
            else Paragraph.objects.filter(
                article_id=getattr(request, "editing_article_id", None)
            ).order_by("position")
        )
        choices = [("", "After the last paragraph"), (0, "Before the first paragraph")]
        choices += [
            (p.position, f"After paragraph {p.position}: {p.text[:50]}…") for p in paragraphs
        ]
        return forms.TypedChoiceField(
            label="Shown",
            choices=choices,
            coerce=int,
            required=False,
            empty_value=None,
            help_text="Where readers see the post in the body. It stays after that paragraph when paragraphs move.",
        )


class QuoteInline(ArticlePartInline):
    model = Quote
    form = QuoteForm
    fk_name = "article"
    autocomplete_fields = ["speaker", "about"]
    readonly_fields = ["where"]
    # What editors check on every quote stays open; the rest of each row is one click away (collapsed).
    fieldsets = [
        (None, {"fields": ["text", "correction", ("speaker", "speaker_description"), "where"]}),
        (
            "Where else, when, and about whom",
            {
                "fields": [
                    ("update", "embedded_post"),
                    ("said_on", "said_precision", "setting"),
                    ("is_partial", "continues", "parent"),
                    "about",
                ],
                "classes": ["collapse"],
            },
        ),
    ]

    def get_queryset(self, request):
        # What each row shows: its paragraph ("where"), its name (by its speaker) and the people it is about.
        return (
            super()
            .get_queryset(request)
            .select_related("paragraph", "speaker")
            .prefetch_related("about")
        )

    @admin.display(description="In the body")
    def where(self, quote):
        if quote.paragraph_id:
            text = quote.paragraph.text
            return (
                f"Paragraph {quote.paragraph.position}: {text[:80]}{'…' if len(text) > 80 else ''}"
            )
        if quote.update_id or quote.embedded_post_id:
            return "No: in the update or post chosen here"
        return "Found by its words when you save (or choose an update or post)"


class RoleSourceInline(ArticlePartInline):
    """The roles this article states (“general manager of the Mets”): shown "as of" its date on the
    person's page and the arc's cast. A role is a person's own record (People > Roles); this is the
    citation, one article per role."""

    model = RoleSource
    autocomplete_fields = ["role"]
    fields = ["role"]
    classes = ["collapse"]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .select_related("role__person", "role__organisation", "article")
        )
