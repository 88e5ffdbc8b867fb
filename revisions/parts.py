"""The inline rows an admin page saves with its object ("parts"), as the edit-conflict check sees them.

A form remembers a fingerprint of the stored parts when it is opened; if it differs when the form is
saved, someone changed a row the form would write back, through another admin page or any other
path (an import, a command), with or without a revision.
"""

import hashlib
import json
from collections.abc import Iterable
from typing import NamedTuple

from django.db import models
from django.db.models import F, Value
from django.db.models.functions import JSONObject
from reversion.models import Version

from .diff import ObjectChange, compare_versions

# One inline's rows: the inline's model and the name of its foreign key to the page's object.
Part = tuple[type[models.Model], str]


def _rows(obj: models.Model, part: Part) -> models.QuerySet:
    model, key = part
    return model._default_manager.filter(**{key: obj.pk}).order_by("pk")


class _Stored(NamedTuple):
    ids: list[int]  # the part's rows
    values: list[
        tuple
    ]  # (pk, editable fields) of each row and (pk, {field: id}) of each many-to-many link


def _stored(
    obj: models.Model, parts: list[Part], only: list[list[int]] | None = None
) -> list[_Stored]:
    """Each part's stored rows (only the ids in `only`, when given): one query for every part of the
    page, however many. A row's column `kind` is 2 × its part's index, a link's 2 × index + 1."""
    members = []
    for index, (model, key) in enumerate(parts):
        fields = [
            f.attname for f in model._meta.concrete_fields if f.editable and not f.primary_key
        ]
        rows = model._default_manager.filter(**{key: obj.pk})
        if only is not None:
            rows = rows.filter(pk__in=only[index])
        members.append(
            rows.order_by()
            .annotate(
                fp_kind=Value(2 * index, output_field=models.IntegerField()),
                fp_payload=JSONObject(**{f: F(f) for f in fields}),
            )
            .values_list("fp_kind", "pk", "fp_payload")
        )
        for field in model._meta.many_to_many:
            source, target = field.m2m_field_name(), field.m2m_reverse_field_name()
            links = field.remote_field.through._default_manager.filter(
                **{f"{source}__{key}": obj.pk}
            )
            if only is not None:
                links = links.filter(**{f"{source}_id__in": only[index]})
            members.append(
                links.order_by()
                .annotate(
                    fp_kind=Value(2 * index + 1, output_field=models.IntegerField()),
                    fp_payload=JSONObject(**{field.name: F(f"{target}_id")}),
                )
                .values_list("fp_kind", f"{source}_id", "fp_payload")
            )
    found = [_Stored([], []) for _ in parts]
    if members:
        for kind, pk, payload in members[0].union(*members[1:], all=True):
            stored = found[kind // 2]
            if kind % 2 == 0:
                stored.ids.append(pk)
            stored.values.append((pk, kind % 2, json.dumps(payload, sort_keys=True)))
    for stored in found:
        stored.ids.sort()
    return found


def _digest(stored: _Stored) -> str:
    return hashlib.sha256(repr(sorted(stored.values)).encode()).hexdigest()[:32]


def parts_fingerprint(obj: models.Model, parts: Iterable[Part]) -> str:
    """Which rows of `parts` of `obj` are stored, and a digest of their editable fields (many-to-many too):
    "ids:digest" per part, joined by "|". One query, whatever the number of parts and rows.

    Only editable fields: a share card redrawn or a timestamp touched is no edit to collide with.
    """
    return "|".join(
        f"{','.join(map(str, stored.ids))}:{_digest(stored)}"
        for stored in _stored(obj, list(parts))
    )


def parts_changed(obj: models.Model, parts: Iterable[Part], loaded: str) -> bool:
    """Whether a row that was stored when `loaded` was taken has changed or gone since.

    Rows added since do not count: the form that took `loaded` does not show them, so cannot overwrite them.
    """
    entries = loaded.split("|")
    parts = list(parts)
    if len(entries) != len(parts):
        return True
    loaded_ids, digests = [], []
    for entry in entries:
        ids, _, digest = entry.rpartition(":")
        loaded_ids.append([int(pk) for pk in ids.split(",") if pk.isdigit()])
        digests.append(digest)
    return any(
        stored.ids != sorted(ids) or _digest(stored) != digest
        for stored, ids, digest in zip(
            _stored(obj, parts, only=loaded_ids), loaded_ids, digests, strict=True
        )
    )


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
