"""The error-report queue: new reports first; an editor closes each with the correction it led to
or the reply sent (reports.services.triage)."""

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.utils.html import format_html

from stories.models import Update

from . import services
from .models import ErrorReport


class TriageForm(forms.ModelForm):
    class Meta:
        model = ErrorReport
        fields = ("correction", "reply")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk and "correction" in self.fields:
            # Only the reported article's corrections: made first on the article's own form.
            self.fields["correction"].queryset = Update.objects.filter(
                article_id=self.instance.article_id, kind=Update.Kind.CORRECTION
            )

    def clean(self):
        data = super().clean()
        if not data.get("correction") and not (data.get("reply") or "").strip():
            raise ValidationError(
                "Triage into a correction (publish it on the article first, then choose it here) "
                "or a reply to the reader."
            )
        return data


@admin.register(ErrorReport)
class ErrorReportAdmin(admin.ModelAdmin):
    form = TriageForm
    list_display = ("created_at", "reported", "excerpt", "status", "can_reply")
    list_filter = ("status",)
    list_select_related = ("article", "quote")
    date_hierarchy = "created_at"
    search_fields = ("text", "article__headline")
    readonly_fields = (
        "reported",
        "text",
        "email",
        "created_at",
        "status",
        "triaged_at",
        "triaged_by",
    )
    fieldsets = (
        ("The report", {"fields": ("reported", "text", "email", "created_at")}),
        ("Triage", {"fields": ("status", "correction", "reply", "triaged_at", "triaged_by")}),
    )

    @admin.display(description="reported")
    def reported(self, report):
        what = f"Quote: “{report.quote.text[:60]}”" if report.quote_id else report.article.headline
        return format_html('<a href="{}">{}</a>', report.get_reported_url(), what)

    @admin.display(description="what the reader says")
    def excerpt(self, report):
        return report.text[:120]

    @admin.display(description="can be answered", boolean=True)
    def can_reply(self, report):
        return bool(report.email)

    def has_add_permission(self, request):
        return False  # reports come from readers only

    def save_model(self, request, obj, form, change):
        services.triage(
            report=obj,
            by=request.user,
            correction=form.cleaned_data.get("correction"),
            reply=form.cleaned_data.get("reply", ""),
        )
