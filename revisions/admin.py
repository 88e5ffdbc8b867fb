"""A VersionAdmin with a compare page, guarded reverts and recovery, edit-conflict refusal and a save comment."""

from contextlib import nullcontext

import reversion
from django import forms
from django.contrib import admin, messages
from django.contrib.admin.utils import quote, unquote
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import ProtectedError, RestrictedError
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete, pre_save
from django.forms.models import _get_foreign_key
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.formats import localize
from django.utils.text import capfirst
from django.utils.timezone import template_localtime
from reversion.admin import VersionAdmin
from reversion.errors import RevertError
from reversion.models import Version
from reversion.utils import mute_signals

from .diff import diff_revisions
from .merge import MergeFormMixin
from .parts import Part, newest_part_change, parts_changed, parts_fingerprint
from .refused import REFUSED_ATTRIBUTE, SAVING_ATTRIBUTE, RefusableFormMixin, RefusedSaveMixin
from .stale import Seen
from .unchanged import UnchangedSaveMixin, refuse_unchanged


def latest_version(obj) -> Version | None:
    return (
        Version.objects.get_for_object(obj).select_related("revision__user").order_by("-pk").first()
    )


class _ShownOnly(Exception):
    """Carries the rendered form of a revert (its one argument) out of its transaction, which is then
    rolled back."""


class ConflictGuardForm(MergeFormMixin, RefusableFormMixin, forms.ModelForm):
    """Refuses to save over a revision that was made after this form was opened, or over a change to
    any inline row the page saves with the object (its `parts`).

    The form carries the id of the object's latest version when it was rendered, and a fingerprint of
    its parts as stored; on save the row is locked (PostgreSQL) and both compared. The ModelAdmin
    shows `conflict` as a diff.
    """

    loaded_version = forms.CharField(widget=forms.HiddenInput, required=False)
    loaded_parts = forms.CharField(widget=forms.HiddenInput, required=False)
    parts: tuple[Part, ...] = ()  # set by HistoryAdmin.get_form: the inline rows its page saves
    seen: Seen | None = None  # set by clean() on a change form
    # Set during a revert, which has changed the rows by the time the form is built: the parts'
    # fingerprint, and whether the posted one still matched, both taken before the revert began.
    parts_before_revert: tuple[str, bool] | None = None
    revision_comment = forms.CharField(
        label="Note for the history",
        required=False,
        max_length=500,
        help_text="Optional: why you made this change. It is shown on the history page.",
    )
    guard_field_names = ("loaded_version", "loaded_parts", "revision_comment")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.conflict = None
        self.merged = None  # (the version merged with, labels of the fields taken from it)
        if self.instance.pk:
            latest = latest_version(self.instance)
            self.fields["loaded_version"].initial = str(latest.pk) if latest else "0"
            if not self.is_bound:
                before = self.parts_before_revert
                self.fields["loaded_parts"].initial = (
                    before[0] if before else parts_fingerprint(self.instance, self.parts)
                )

    def clean(self):
        cleaned = super().clean()
        if not self.instance.pk:
            return cleaned
        type(self.instance)._default_manager.select_for_update().filter(pk=self.instance.pk).first()
        latest = latest_version(self.instance)
        loaded = cleaned.get("loaded_version") or "0"
        merged_parts = False
        if latest is not None and loaded != str(latest.pk):
            base = (
                Version.objects.filter(pk=loaded).select_related("revision").first()
                if loaded.isdigit()
                else None
            )
            merge = self._merge(base, cleaned)
            if merge is not None and not merge.clashes:
                # Their changes to fields this form left alone are kept; this form's own go over them.
                cleaned.update(merge.taken)
                self.merged = (latest, [self.fields[name].label or name for name in merge.taken])
                merged_parts = True
        if latest is not None and loaded != str(latest.pk) and not merged_parts:
            self.conflict = {
                "latest": latest,
                "changes": diff_revisions(
                    base.revision if base else None, latest.revision, primary=latest
                ),
                "clashes": merge.clashes if merge else (),
            }
            who = capfirst(str(latest.revision.user or "someone"))
            when = timezone.localtime(latest.revision.date_created)
            both = ", ".join(clash.label for clash in merge.clashes) if merge else ""
            raise ValidationError(
                f"{who} saved this {self.instance._meta.verbose_name} at {when:%H:%M} on {when:%b %-d} while you "
                + (
                    f"were editing it, changing the same field{'s' if len(merge.clashes) > 1 else ''} as "
                    f"you: {both}. Nothing was saved. Both versions are shown above; "
                    if both
                    else "were editing it. Nothing was saved. Their changes are listed above; "
                )
                + "reopen the page to edit the current version (copy your edits from this page first).",
                code="edit_conflict",
            )
        if self.parts_before_revert is not None:
            # The revert has changed the parts: they were compared before it began.
            changed, parts, loaded_parts = self.parts_before_revert[1], (), ""
        else:
            parts, loaded_parts = self.parts, cleaned.get("loaded_parts", "")
            if merged_parts:
                # Rows a merged field writes (an article's paragraphs, from its body) were merged above.
                kept = [i for i, part in enumerate(parts) if part[0] not in self.merged_part_models]
                entries = loaded_parts.split("|")
                if len(entries) == len(parts):
                    parts = tuple(parts[i] for i in kept)
                    loaded_parts = "|".join(entries[i] for i in kept)
            changed = bool(parts) and parts_changed(self.instance, parts, loaded_parts)
        if changed:
            self._refuse_changed_parts(loaded)
        # What this form showed, for the service that writes the save to check again (revisions.stale).
        self.seen = Seen(str(latest.pk) if merged_parts else loaded, tuple(parts), loaded_parts)
        return cleaned

    def _refuse_changed_parts(self, loaded: str) -> None:
        latest, changes = newest_part_change(
            self.instance, self.parts, after=int(loaded) if loaded.isdigit() else 0
        )
        self.conflict = {"latest": latest, "changes": changes}
        if latest is None:
            who, row, when = "Someone", "one of its rows", ""
        else:
            at = timezone.localtime(latest.revision.date_created)
            who, row, when = (
                capfirst(str(latest.revision.user or "someone")),
                f"“{latest.object_repr}”",
                f" at {at:%H:%M} on {at:%b %-d}",
            )
        raise ValidationError(
            f"{who} changed {row}{when}, part of this {self.instance._meta.verbose_name}, while you were editing it. "
            "Nothing was saved. Reopen the page to edit the current version (copy your edits from this page first).",
            code="edit_conflict",
        )


class HistoryAdmin(RefusedSaveMixin, UnchangedSaveMixin, VersionAdmin):
    form = ConflictGuardForm
    change_form_template = "admin/revisions/change_form.html"
    change_list_template = "admin/revisions/change_list.html"
    object_history_template = "admin/revisions/object_history.html"
    history_latest_first = True
    guard_fields = ("loaded_version", "loaded_parts", "revision_comment")

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        if issubclass(form, ConflictGuardForm):
            form.parts = self.parts(request, obj)
            form.parts_before_revert = getattr(request, "parts_before_revert", None)
            form.refused = getattr(request, REFUSED_ATTRIBUTE, None)
        return form

    def parts(self, request, obj) -> tuple[Part, ...]:
        """The rows the page's inlines save with `obj`: each inline's model and its key to `obj`."""
        return tuple(
            (inline.model, _get_foreign_key(self.model, inline.model, fk_name=inline.fk_name).name)
            for inline in self.get_inline_instances(request, obj)
        )

    def get_fieldsets(self, request, obj=None):
        fieldsets = [
            (
                name,
                {**options, "fields": [f for f in options["fields"] if f not in self.guard_fields]},
            )
            for name, options in super().get_fieldsets(request, obj)
        ]
        # View-only users get no form fields at all; the guard fields would have nothing to show.
        if not self.has_change_permission(request, obj) or (
            obj is None and not self.has_add_permission(request)
        ):
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
        if change:
            refuse_unchanged(request, form)
        # Here rather than in save_model, which subclasses may hand to a service instead of calling super().
        request._revision_comment = form.cleaned_data.get("revision_comment", "")
        if getattr(form, "merged", None):
            latest, labels = form.merged
            messages.info(
                request,
                f"{capfirst(str(latest.revision.user or 'someone'))} saved this while you were "
                "editing it: your changes were merged with theirs"
                + (f" (kept their {', '.join(map(str, labels))})." if labels else "."),
            )
        # From here on an error a service raises refuses the save, shown on the form (revisions.refused).
        setattr(request, SAVING_ATTRIBUTE, True)
        return super().save_form(request, form, change)

    def _prepend_editor_comment(self, request):
        note = getattr(request, "_revision_comment", "")
        if note and reversion.is_active():
            reversion.set_comment(
                f"{note} ({reversion.get_comment()})" if reversion.get_comment() else note
            )

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
        versions = (
            Version.objects.get_for_object(obj).select_related("revision__user").order_by("-pk")
        )
        action_list = [
            {
                "revision": version.revision,
                "version_id": version.pk,
                "url": reverse(
                    f"{self.admin_site.name}:{opts.app_label}_{opts.model_name}_revision",
                    args=(quote(obj.pk), version.pk),
                ),
            }
            for version in versions
        ]
        # Skip VersionAdmin's own history_view: this list carries the version ids the compare form needs.
        return admin.ModelAdmin.history_view(
            self, request, object_id, {"action_list": action_list, **(extra_context or {})}
        )

    # Reverts and recovery are edits like any other: the form's rules and the conflict check apply,
    # judged against the objects as they are before the revert, not the older version being restored.

    def may_revert(self, request, current, version: Version) -> bool:
        """Hook: whether this user may turn `current` back into `version` (beyond change permission)."""
        return True

    def revert_baseline(self, request, version: Version):
        """Hook: what this admin's forms compare a revert with, read before anything changes.

        Kept as `request.revert_baseline` while the revert's form is shown or saved; None by default.
        """
        return None

    def revert(self, request, version: Version) -> None:
        """Hook: store `version` again before its form is shown or saved (inside a transaction that a
        refused or merely shown form rolls back). By default, as django-reversion does, the whole
        revision comes back and what was added to the object's parts since is deleted."""
        version.revision.revert(delete=True)

    def revision_view(self, request, object_id, version_id, extra_context=None):
        current = self.get_object(request, unquote(object_id))
        if current is None:
            raise PermissionDenied
        version = get_object_or_404(Version.objects.get_for_object(current), pk=version_id)
        if not self.has_change_permission(request, current) or not self.may_revert(
            request, current, version
        ):
            raise PermissionDenied
        context = {
            "title": f"Revert {version.object_repr}",
            "revert": True,
            **(extra_context or {}),
        }
        return self._revert_form_view(request, version, "revision_form.html", context)

    def recover_view(self, request, version_id, extra_context=None):
        # Restoring a deleted object undoes a deletion: only those who may delete (and add) may restore.
        if not self.has_delete_permission(request) or not self.has_add_permission(request):
            raise PermissionDenied
        version = get_object_or_404(Version.objects.get_deleted(self.model), pk=version_id)
        context = {
            "title": f"Recover {version.object_repr}",
            "recover": True,
            **(extra_context or {}),
        }
        return self._revert_form_view(request, version, "recover_form.html", context)

    def _revert_form_view(self, request, version: Version, template: str, context: dict):
        """django-reversion's revert-then-show-the-change-form, with `revert_baseline` and `revert` as hooks."""
        request.revert_baseline = self.revert_baseline(request, version)
        current = self.model._default_manager.filter(pk=version.object_id).first()
        if current is not None:
            parts = self.parts(request, current)
            loaded = request.POST.get("loaded_parts", "")
            changed = (
                request.method == "POST" and bool(parts) and parts_changed(current, parts, loaded)
            )
            request.parts_before_revert = (parts_fingerprint(current, parts), changed)
        # Showing a version changes nothing for good: no signal may start cache or other work for it.
        quiet = (
            mute_signals(pre_save, post_save, pre_delete, post_delete, m2m_changed)
            if request.method == "GET"
            else nullcontext()
        )
        try:
            with transaction.atomic(using=version.db), quiet:
                self.revert(request, version)
                with self.create_revision(request):
                    response = self.changeform_view(
                        request, quote(version.object_id), request.path, context
                    )
                    if request.method == "POST" and response.status_code == 302:
                        when = localize(template_localtime(version.revision.date_created))
                        note = getattr(request, "_revision_comment", "")
                        reverted = f"Reverted to the version saved on {when}."
                        reversion.set_comment(f"{note} ({reverted})" if note else reverted)
                    elif response.status_code == 200:
                        response.template_name = self._reversion_get_template_list(template)
                        response.render()  # while the reverted rows are still there
                        raise _ShownOnly(response)
                    else:
                        raise RevertError(f"Could not load {version.object_repr}.")
        except (RevertError, ProtectedError, RestrictedError) as error:
            messages.error(request, str(error))
            opts = self.model._meta
            return redirect(f"{self.admin_site.name}:{opts.app_label}_{opts.model_name}_changelist")
        except _ShownOnly as shown:
            return shown.args[0]
        return response

    def changelist_view(self, request, extra_context=None):
        # "Articles", not "Select article to change".
        context = {
            "title": capfirst(self.model._meta.verbose_name_plural),
            "may_recover": self.has_delete_permission(request),
            **(extra_context or {}),
        }
        return super().changelist_view(request, context)

    def recoverlist_view(self, request, extra_context=None):
        # Restoring a deleted object undoes a deletion: only those who may delete may restore.
        if not self.has_delete_permission(request):
            raise PermissionDenied
        return super().recoverlist_view(request, extra_context)
