"""A save the services refuse is shown on the form, not answered with an error page.

The rules live in the services the admin saves through (stories/services): a form checks what it
can before saving, but the service has the last word, inside the save's transaction (a colleague's
row saved meanwhile, a role's permission). When it raises ValidationError or PermissionDenied
while the admin saves, the save's transaction is rolled back, and the change view runs again with
the service's error added to the form: the editor sees the page as posted, with the reason.
"""

from django.core.exceptions import PermissionDenied, ValidationError

REFUSED_ATTRIBUTE = "_service_refused"  # on the request: the error the service raised
SAVING_ATTRIBUTE = "_history_saving"  # on the request: the form was valid and is being saved


def add_refusal(form, error: Exception) -> None:
    """Put the service's error on the form: on the field it names, if the form has it, else above it."""
    if isinstance(error, PermissionDenied):
        form.add_error(None, str(error) or "You may not make this change.")
        return
    if hasattr(error, "error_dict"):
        for name, errors in error.error_dict.items():
            form.add_error(name if name in form.fields else None, errors)
    else:
        form.add_error(None, error.messages)


class RefusableFormMixin:
    """For the admin's forms: shows the error a service raised on the first attempt at this save."""

    refused: Exception | None = None  # set by HistoryAdmin.get_form

    def _post_clean(self):
        super()._post_clean()
        if self.refused is not None:
            add_refusal(self, self.refused)


class RefusedSaveMixin:
    """For a ModelAdmin whose save_form sets `SAVING_ATTRIBUTE` and whose form calls add_refusal."""

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except (ValidationError, PermissionDenied) as error:
            if not getattr(request, SAVING_ATTRIBUTE, False) or hasattr(request, REFUSED_ATTRIBUTE):
                raise  # not a service refusing a save (a page the user may not open)
            refused = error
        setattr(request, REFUSED_ATTRIBUTE, refused)
        setattr(request, SAVING_ATTRIBUTE, False)
        for upload in request.FILES.values():
            upload.seek(0)  # read by the first attempt's form
        return super().changeform_view(request, object_id, form_url, extra_context)
