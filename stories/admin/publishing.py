"""Publication state column, filter and actions shared by the article and arc admins."""

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import model_ngettext
from django.core.exceptions import ValidationError
from django.template.response import TemplateResponse
from django.utils import timezone

from ..models import PublicationState
from ..permissions import can_publish


class PublicationStateFilter(admin.SimpleListFilter):
    title = "publication"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return PublicationState.choices

    def queryset(self, request, queryset):
        return {
            PublicationState.DRAFT: queryset.drafts,
            PublicationState.SCHEDULED: queryset.scheduled,
            PublicationState.PUBLISHED: queryset.published,
        }.get(self.value(), queryset.all)()


class ScheduleForm(forms.Form):
    publish_at = forms.SplitDateTimeField(
        label="Publish at",
        widget=admin.widgets.AdminSplitDateTime,
        help_text="Readers see it from this time on (newsroom time).",
    )

    def clean_publish_at(self):
        value = self.cleaned_data["publish_at"]
        if value <= timezone.now():
            raise ValidationError("Choose a time in the future.")
        return value


class PublishingAdminMixin:
    """Subclasses name their service functions in `publish_one`, `schedule_one` and `unpublish_one`."""

    publication_fields = ("status", "publish_at")
    actions = ["publish_selected", "schedule_selected", "unpublish_selected"]

    def has_publish_permission(self, request) -> bool:
        return can_publish(request.user, self.model)

    def may_revert(self, request, current, version) -> bool:
        """Reverting may change the publication status; only those who may publish can do that."""
        fields = version.field_dict
        same_state = (
            fields.get("status") == current.status
            and fields.get("publish_at") == current.publish_at
        )
        return same_state or self.has_publish_permission(request)

    def get_readonly_fields(self, request, obj=None):
        readonly = super().get_readonly_fields(request, obj)
        if self.has_publish_permission(request):
            return readonly
        return [*readonly, *self.publication_fields]

    @admin.display(description="Publication")
    def publication_state(self, obj):
        state = obj.publication_state
        if state == PublicationState.SCHEDULED:
            return f"Scheduled for {timezone.localtime(obj.publish_at):%Y-%m-%d %H:%M}"
        return PublicationState(state).label

    def _run(self, request, queryset, service, verb, **kwargs):
        objects = list(queryset)
        for obj in objects:
            service(obj, by=request.user, **kwargs)
        self.message_user(
            request,
            f"{verb} {len(objects)} {model_ngettext(self.model, len(objects))}.",
            messages.SUCCESS,
        )

    @admin.action(description="Publish now", permissions=["publish"])
    def publish_selected(self, request, queryset):
        self._run(request, queryset, self.publish_one, "Published")

    @admin.action(description="Unpublish (back to draft)", permissions=["publish"])
    def unpublish_selected(self, request, queryset):
        self._run(request, queryset, self.unpublish_one, "Unpublished")

    @admin.action(description="Schedule…", permissions=["publish"])
    def schedule_selected(self, request, queryset):
        form = ScheduleForm(request.POST if "apply" in request.POST else None)
        if form.is_bound and form.is_valid():
            self._run(
                request,
                queryset,
                self.schedule_one,
                "Scheduled",
                at=form.cleaned_data["publish_at"],
            )
            return None
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Schedule {queryset.count()} {model_ngettext(queryset)}",
            "form": form,
            "media": self.media + form.media,
            "queryset": queryset,
            "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        }
        return TemplateResponse(request, "admin/stories/schedule.html", context)
