"""What an editor's form showed, checked again by the service that writes the save.

The admin's form compares the object's latest version and its parts' fingerprint with those it was
opened on, and shows a stale save's differences (revisions.admin.ConflictGuardForm). The rule
itself is enforced where the rows are written: the form hands what it showed (`Seen`) to the
service, which refuses, inside its transaction and with the object's row locked, to write over a
version or a part saved since. A caller with no form (a command, the importer) passes None.
"""

from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import models
from reversion.models import Version

from .parts import Part, parts_changed

STALE = (
    "Someone saved this {name} while you were editing it. Nothing was saved. Reopen the page to edit "
    "the current version (copy your edits from this page first)."
)


@dataclass(frozen=True)
class Seen:
    """What a form showed: the id of the object's latest version ("0": none), and, for each part
    (an inline's rows) the form writes back, the fingerprint of its rows (revisions.parts)."""

    version: str
    parts: tuple[Part, ...] = ()
    fingerprint: str = ""


def stale_error(obj: models.Model, seen: Seen | None) -> str | None:
    """Why `obj` may not be saved by a form that showed `seen`, or None. Locks the object's row."""
    if seen is None or obj.pk is None:
        return None
    type(obj)._default_manager.select_for_update().filter(pk=obj.pk).first()
    latest = (
        Version.objects.get_for_object(obj).order_by("-pk").values_list("pk", flat=True).first()
    )
    if (latest is not None and str(latest) != seen.version) or (
        seen.parts and parts_changed(obj, seen.parts, seen.fingerprint)
    ):
        return STALE.format(name=obj._meta.verbose_name)
    return None


def refuse_stale(obj: models.Model, seen: Seen | None) -> None:
    if error := stale_error(obj, seen):
        raise ValidationError(error, code="edit_conflict")
