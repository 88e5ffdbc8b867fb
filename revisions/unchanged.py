"""A change form posted as it was shown writes nothing and records no revision.

Without this, every save made a revision and a log entry ("Changed body and loaded_parts.") even
when the editor changed nothing. The check runs in save_form, before anything is written, and
ends the save by an exception that the change view turns into a message and the usual redirect.
"""

from django.contrib import messages
from django.shortcuts import redirect
from django.urls import reverse


class _Unchanged(Exception):
    pass


def refuse_unchanged(request, form) -> None:
    """Ends the save if neither the form nor any inline formset of the page changed."""
    if hasattr(request, "revert_baseline"):
        return  # a revert's form shows the old version: saving it is the change
    formsets = getattr(request, "_history_formsets", [])
    if not form.has_changed() and not any(formset.has_changed() for formset in formsets):
        raise _Unchanged


class UnchangedSaveMixin:
    """For a ModelAdmin whose save_form calls refuse_unchanged()."""

    def _create_formsets(self, request, obj, change):
        formsets, inlines = super()._create_formsets(request, obj, change)
        request._history_formsets = formsets  # read by refuse_unchanged before anything is saved
        return formsets, inlines

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except _Unchanged:
            # Raised inside the save's transaction and revision: both end with nothing written.
            messages.info(request, "You changed nothing, so nothing was saved.")
            opts = self.model._meta
            return redirect(
                request.path
                if "_continue" in request.POST
                else reverse(
                    f"{self.admin_site.name}:{opts.app_label}_{opts.model_name}_changelist"
                )
            )
