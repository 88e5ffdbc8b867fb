"""A VersionAdmin with a compare page, guarded reverts and recovery, edit-conflict refusal and a save comment."""

import reversion
from django import forms
from django.contrib import admin
from django.contrib.admin.utils import quote, unquote
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.text import capfirst
from reversion.admin import VersionAdmin
from reversion.models import Version

from .diff import diff_revisions


def latest_version(obj) -> Version | None:
    return Version.objects.get_for_object(obj).select_related("revision__user").order_by("-pk").first()


class ConflictGuardForm(forms.ModelForm):
    """Refuses to save over a revision that was made after this form was opened.

    The form carries the id of the object's latest version when it was rendered; on save the row is
    locked (PostgreSQL) and the id compared. The ModelAdmin shows `conflict` as a diff.
    """

    loaded_version = forms.CharField(widget=forms.HiddenInput, required=False)
    revision_comment = forms.CharField(
        label="Note for the history",
        required=False,
        max_length=500,
        help_text="Optional: why you made this change. It is shown on the history page.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.conflict = None
        if self.instance.pk:
            latest = latest_version(self.instance)
            self.fields["loaded_version"].initial = str(latest.pk) if latest else "0"

    def clean(self):
        cleaned = super().clean()
        if not self.instance.pk:
            return cleaned
        type(self.instance)._default_manager.select_for_update().filter(pk=self.instance.pk).first()
        latest = latest_version(self.instance)
        loaded = cleaned.get("loaded_version") or "0"
        if latest is not None and loaded != str(latest.pk):
            base = Version.objects.filter(pk=loaded).select_related("revision").first() if loaded.isdigit() else None
            self.conflict = {
                "latest": latest,
                "changes": diff_revisions(base.revision if base else None, latest.revision, primary=latest),
            }
            who = capfirst(str(latest.revision.user or "someone"))
            when = timezone.localtime(latest.revision.date_created)
            raise ValidationError(
                f"{who} saved this {self.instance._meta.verbose_name} at {when:%H:%M} on {when:%b %-d} while you "
                "were editing it. Nothing was saved. Their changes are listed above; reopen the page to edit the "
                "current version (copy your edits from this page first).",
                code="edit_conflict",
            )
        return cleaned


class HistoryAdmin(VersionAdmin):
    form = ConflictGuardForm
    change_form_template = "admin/revisions/change_form.html"
    change_list_template = "admin/revisions/change_list.html"
    object_history_template = "admin/revisions/object_history.html"
    history_latest_first = True
    guard_fields = ("loaded_version", "revision_comment")

    def get_fieldsets(self, request, obj=None):
        fieldsets = [
            (name, {**options, "fields": [f for f in options["fields"] if f not in self.guard_fields]})
            for name, options in super().get_fieldsets(request, obj)
        ]
        # View-only users get no form fields at all; the guard fields would have nothing to show.
        if not self.has_change_permission(request, obj) or (obj is None and not self.has_add_permission(request)):
            return fieldsets
        fields = ["revision_comment"] if obj is None else list(self.guard_fields)
        return [*fieldsets, ("History", {"fields": fields})]

    def log_change(self, request, object, message):
        entry = super().log_change(request, object, message)
        self._prepend_editor_comment(request)
        return entry

    def log_addition(self, request, object, message):
        entry = super().log_addition(request, object, message)
        self._prepend_editor_comment(request)
        return entry

    def save_form(self, request, form, change):
        # Here rather than in save_model, which subclasses may hand to a service instead of calling super().
        request._revision_comment = form.cleaned_data.get("revision_comment", "")
        return super().save_form(request, form, change)

    def _prepend_editor_comment(self, request):
        note = getattr(request, "_revision_comment", "")
        if note and reversion.is_active():
            reversion.set_comment(f"{note} ({reversion.get_comment()})" if reversion.get_comment() else note)

    # Compare two revisions.

    def get_urls(self):
        opts = self.model._meta
        compare = path(
            "<path:object_id>/history/compare/",
            self.admin_site.admin_view(self.compare_view),
            name=f"{opts.app_label}_{opts.model_name}_compare",
        )
        return [compare, *super().get_urls()]

    def compare_view(self, request, object_id):
        obj = self.get_object(request, unquote(object_id))
        if obj is None or not self.has_view_or_change_permission(request, obj):
            raise PermissionDenied
        versions = Version.objects.get_for_object(obj).select_related("revision__user")
        try:
            old = get_object_or_404(versions, pk=int(request.GET.get("old", "")))
            new = get_object_or_404(versions, pk=int(request.GET.get("new", "")))
        except ValueError:
            raise PermissionDenied from None
        if old.pk > new.pk:
            old, new = new, old
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "object": obj,
            "title": f"Changes to {obj}",
            "old": old,
            "new": new,
            "changes": diff_revisions(old.revision, new.revision, primary=new),
        }
        return TemplateResponse(request, "admin/revisions/compare.html", context)

    def history_view(self, request, object_id, extra_context=None):
        obj = self.get_object(request, unquote(object_id))
        if obj is None or not self.has_view_or_change_permission(request, obj):
            raise PermissionDenied
        opts = self.model._meta
        versions = Version.objects.get_for_object(obj).select_related("revision__user").order_by("-pk")
        action_list = [
            {
                "revision": version.revision,
                "version_id": version.pk,
                "url": reverse(
                    f"{self.admin_site.name}:{opts.app_label}_{opts.model_name}_revision", args=(quote(obj.pk), version.pk)
                ),
            }
            for version in versions
        ]
        # Skip VersionAdmin's own history_view: this list carries the version ids the compare form needs.
        return admin.ModelAdmin.history_view(self, request, object_id, {"action_list": action_list, **(extra_context or {})})

    # Reverts and recovery go through the same rules as a normal save, judged on the current object.

    def may_revert(self, request, current, version: Version) -> bool:
        """Hook: whether this user may turn `current` back into `version` (beyond change permission)."""
        return True

    def revision_view(self, request, object_id, version_id, extra_context=None):
        current = self.get_object(request, unquote(object_id))
        if current is None:
            raise PermissionDenied
        version = get_object_or_404(Version.objects.get_for_object(current), pk=version_id)
        if not self.has_change_permission(request, current) or not self.may_revert(request, current, version):
            raise PermissionDenied
        return super().revision_view(request, object_id, version_id, extra_context)

    def changelist_view(self, request, extra_context=None):
        # "Articles", not "Select article to change".
        context = {"title": capfirst(self.model._meta.verbose_name_plural), "may_recover": self.has_delete_permission(request),
                   **(extra_context or {})}
        return super().changelist_view(request, context)

    def recoverlist_view(self, request, extra_context=None):
        # Restoring a deleted object undoes a deletion: only those who may delete may restore.
        if not self.has_delete_permission(request):
            raise PermissionDenied
        return super().recoverlist_view(request, extra_context)

    def recover_view(self, request, version_id, extra_context=None):
        if not self.has_delete_permission(request):
            raise PermissionDenied
        return super().recover_view(request, version_id, extra_context)
