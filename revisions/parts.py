"""The inline rows an admin page saves with its object ("parts"), as the edit-conflict check sees them.

A form remembers a fingerprint of the stored parts when it is opened; if it differs when the form is
saved, someone changed a row the form would write back, through another admin page or any other
path (an import, a command), with or without a revision.
"""

import hashlib
from collections.abc import Iterable

from django.db import models
from reversion.models import Version

from .diff import ObjectChange, compare_versions

# One inline's rows: the inline's model and the name of its foreign key to the page's object.
Part = tuple[type[models.Model], str]


def _rows(obj: models.Model, part: Part) -> models.QuerySet:
    model, key = part
    return model._default_manager.filter(**{key: obj.pk}).order_by("pk")


def _digest(rows: models.QuerySet) -> str:
    model = rows.model
    fields = [f.attname for f in model._meta.concrete_fields if f.editable and not f.primary_key]
    digest = hashlib.sha256(repr(list(rows.values_list("pk", *fields))).encode())
    for field in model._meta.many_to_many:
        digest.update(
            repr(list(rows.values_list("pk", field.name).order_by("pk", field.name))).encode()
        )
    return digest.hexdigest()[:32]


def parts_fingerprint(obj: models.Model, parts: Iterable[Part]) -> str:
    """Which rows of `parts` of `obj` are stored, and a digest of their editable fields (many-to-many too):
    "ids:digest" per part, joined by "|".

    Only editable fields: a share card redrawn or a timestamp touched is no edit to collide with.
    """
    return "|".join(
        f"{','.join(map(str, rows.values_list('pk', flat=True)))}:{_digest(rows)}"
        for rows in (_rows(obj, part) for part in parts)
    )


def parts_changed(obj: models.Model, parts: Iterable[Part], loaded: str) -> bool:
    """Whether a row that was stored when `loaded` was taken has changed or gone since.

    Rows added since do not count: the form that took `loaded` does not show them, so cannot overwrite them.
    """
    entries = loaded.split("|")
    parts = list(parts)
    if len(entries) != len(parts):
        return True
    for part, entry in zip(parts, entries, strict=True):
        ids, _, digest = entry.rpartition(":")
        pks = [int(pk) for pk in ids.split(",") if pk.isdigit()]
        if _digest(_rows(obj, part).filter(pk__in=pks)) != digest or _rows(obj, part).filter(
            pk__in=pks
        ).count() != len(pks):
            return True
    return False


def newest_part_change(
    obj: models.Model, parts: Iterable[Part], *, after: int
) -> tuple[Version | None, list[ObjectChange]]:
    """The newest revision of one of the parts made after version `after`, and what it changed in that row."""
    newest = None
    for part in parts:
        ids = [str(pk) for pk in _rows(obj, part).values_list("pk", flat=True)]
        version = (
            Version.objects.get_for_model(part[0])
            .filter(object_id__in=ids, pk__gt=after)
            .order_by("-pk")
            .first()
        )
        if version is not None and (newest is None or version.pk > newest.pk):
            newest = version
    if newest is None:
        return None, []
    previous = (
        Version.objects.get_for_object_reference(newest._model, newest.object_id)
        .filter(pk__lt=newest.pk)
        .first()
    )
    change = compare_versions(previous, newest)
    return newest, [change] if change else []
