"""Three-way merge of a stale form: the version it was opened on, the version saved since, the form.

A field changed only by the colleague who saved first takes their value; a field changed only in
this form keeps it; a field both changed to different values is a clash, and the save is refused
naming it with both values. Files and many-to-many fields that only this form changed are kept.
"""

from dataclasses import dataclass

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.db import models
from django.db.models.fields.files import FieldFile
from reversion.models import Version


@dataclass(frozen=True)
class Clash:
    name: str
    label: str
    mine: str
    theirs: str


@dataclass(frozen=True)
class Merge:
    taken: dict  # field name -> the colleague's value, to put in cleaned_data
    clashes: tuple[Clash, ...]


def comparable(value):
    """One form of a value for comparing: pks for rows, newlines as Unix, files by name."""
    if isinstance(value, models.Model):
        return value.pk
    if isinstance(value, (models.QuerySet, list, tuple, set)):
        return tuple(sorted(comparable(item) for item in value))
    if isinstance(value, FieldFile):
        return value.name or ""
    if isinstance(value, str):
        return value.replace("\r\n", "\n").strip()
    if value is None:
        return ""
    return value


def shown(value) -> str:
    value = comparable(value)
    return ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)


def model_values(form, obj: models.Model, *, rows: bool) -> dict:
    """The form's model fields as `obj` holds them; related rows as rows (`rows`) or as their keys."""
    fields = {f.name: f for f in obj._meta.get_fields() if getattr(f, "concrete", False)}
    return {
        name: getattr(obj, name)
        if rows and fields[name].many_to_one
        else fields[name].value_from_object(obj)
        for name in form.fields
        if name in fields and not fields[name].many_to_many
    }


def base_values(form, base: Version) -> dict:
    """The form's fields as they were in the version the form was opened on."""
    obj = base._object_version.object
    return {**model_values(form, obj, rows=False), **form.revision_values(base.revision)}


def current_values(form, current: models.Model) -> dict:
    """As stored now, in the form cleaned_data would hold them (rows, not keys)."""
    return {**model_values(form, current, rows=True), **form.current_values(current)}


def three_way(form, cleaned: dict, base: dict, theirs: dict) -> Merge:
    taken, clashes = {}, []
    for name, before in base.items():
        if name not in cleaned or name not in theirs or form.fields[name].disabled:
            continue
        mine = cleaned[name]
        if isinstance(before, FieldFile):
            mine_changed = isinstance(mine, UploadedFile) or mine is False
        else:
            mine_changed = comparable(mine) != comparable(before)
        theirs_changed = comparable(theirs[name]) != comparable(before)
        if theirs_changed and not mine_changed:
            taken[name] = theirs[name]
        elif theirs_changed and mine_changed and comparable(mine) != comparable(theirs[name]):
            label = str(form.fields[name].label or name.replace("_", " ").capitalize())
            clashes.append(Clash(name, label, shown(mine), shown(theirs[name])))
    return Merge(taken, tuple(clashes))


class MergeFormMixin:
    """For ConflictGuardForm: what the form changed, and the merge of a stale form."""

    # Models of parts that a field of the form writes (an article's paragraphs, from its body):
    # the merge compares them through that field, so they are left out of the parts check.
    merged_part_models: tuple[type, ...] = ()
    guard_field_names: tuple[str, ...] = ()
    parts_before_revert = None

    @property
    def changed_data(self):
        # The guard's bookkeeping is no edit: a save changing nothing else records nothing.
        return [
            name
            for name in super().changed_data
            if name not in self.guard_field_names and not self._same_text(name)
        ]

    def _same_text(self, name: str) -> bool:
        """Browsers send a textarea's lines ended by CRLF: the same text as stored with LF."""
        field, initial = self.fields[name], self[name].initial
        data = self[name].data
        return (
            isinstance(field, forms.CharField)
            and isinstance(data, str)
            and isinstance(initial, str)
            and data.replace("\r\n", "\n") == initial.replace("\r\n", "\n")
        )

    def revision_values(self, revision) -> dict:
        """Hook: values of form fields that are not model fields, as `revision` holds them."""
        return {}

    def current_values(self, current) -> dict:
        """Hook: the same fields as stored now."""
        return {}

    def _merge(self, base: Version | None, cleaned: dict) -> Merge | None:
        """Three-way merge against the version this form was opened on (None: not known, no merge)."""
        if self.parts_before_revert is not None:
            return None  # a revert restores one version as it was: a newer save is confirmed first
        if base is None or not Version.objects.get_for_object(self.instance).filter(pk=base.pk):
            return None
        current = type(self.instance)._default_manager.get(pk=self.instance.pk)
        return three_way(self, cleaned, base_values(self, base), current_values(self, current))
