"""Field-by-field differences between two revisions, in words an editor reads."""

import difflib
import re
from dataclasses import dataclass

from django.db import models
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from reversion.models import Revision, Version

SKIPPED_FIELDS = {"created_at", "updated_at"}
_TOKENS = re.compile(r"(\s+)")
_WORDS = re.compile(r"\s+|\w+(?:[’'\-]\w+)*|[^\w\s]")


SAME, REMOVED, ADDED = "same", "removed", "added"


def word_diff(before: str, after: str, *, phrases: bool = False) -> tuple[tuple[str, str], ...]:
    """`after` as runs of words, each SAME, REMOVED (from `before`) or ADDED, whitespace kept: removed
    words come before the words that replace them. With `phrases`, punctuation is apart from words (“I’ve ->
    “I have: the quotation mark stays) and changes separated only by spaces are one change ("was let go"
    -> "stepped down", not word by word), as readers read a correction. Pure: the admin's history and the public versions
    page (stories/versions.py) mark the runs up their own way."""
    if phrases:  # words (with their inner apostrophes and hyphens) apart from the marks around them
        old, new = _WORDS.findall(before), _WORDS.findall(after)
    else:
        old, new = _TOKENS.split(before), _TOKENS.split(after)
    opcodes = difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes()
    blocks: list[list] = []  # [op, i1, i2, j1, j2], changes and the spaces between them merged
    for op, i1, i2, j1, j2 in opcodes:
        spaces = phrases and op == "equal" and not "".join(old[i1:i2]).strip()
        if blocks and blocks[-1][0] == "change" and (op != "equal" or spaces):
            blocks[-1][2], blocks[-1][4] = i2, j2
        else:
            blocks.append(["equal" if op == "equal" else "change", i1, i2, j1, j2])
    runs = []
    for op, i1, i2, j1, j2 in blocks:
        if op == "equal":
            runs.append((SAME, "".join(old[i1:i2])))
            continue
        removed, added = "".join(old[i1:i2]), "".join(new[j1:j2])
        # Spaces the change ended with are shared by both texts: keep them outside the marks.
        trail = len(removed) - len(removed.rstrip())
        if trail and added.endswith(removed[-trail:]):
            removed, added, tail = removed[:-trail], added[:-trail], removed[-trail:]
        else:
            tail = ""
        runs += [(REMOVED, removed), (ADDED, added), (SAME, tail)]
    return tuple((op, text) for op, text in runs if text)


@dataclass(frozen=True)
class FieldChange:
    label: str
    before: str
    after: str

    @property
    def html(self) -> SafeString:
        """The new value with removed words in <del> and added words in <ins>."""
        tags = {REMOVED: "del", ADDED: "ins"}
        return mark_safe(
            "".join(
                f"<{tags[op]}>{escape(text)}</{tags[op]}>" if op in tags else escape(text)
                for op, text in word_diff(self.before, self.after)
            )
        )


@dataclass(frozen=True)
class ObjectChange:
    model: str
    label: str
    kind: str  # "added", "removed" or "changed"
    fields: tuple[FieldChange, ...]


def _display(field: models.Field, value) -> str:
    if value in (None, "", []):
        return "—"
    if field.choices and not field.many_to_many:
        return str(dict(field.flatchoices).get(value, value))
    if field.many_to_many:
        names = field.related_model._default_manager.filter(pk__in=value)
        return ", ".join(sorted(str(obj) for obj in names)) or "—"
    if field.many_to_one:
        related = field.related_model._default_manager.filter(pk=value).first()
        return str(related) if related is not None else f"(deleted, #{value})"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _editable_fields(version: Version):
    model = version._model
    for field in [*model._meta.concrete_fields, *model._meta.many_to_many]:
        if field.editable and not field.primary_key and field.name not in SKIPPED_FIELDS:
            yield field


def compare_versions(old: Version | None, new: Version | None) -> ObjectChange | None:
    """What changed in one object from `old` to `new` (either None when it was added or removed)."""
    version = new or old
    before = old.field_dict if old else {}
    after = new.field_dict if new else {}
    changes = []
    for field in _editable_fields(version):
        name = field.attname if field.many_to_one else field.name
        if before.get(name) != after.get(name):
            changes.append(
                FieldChange(
                    str(field.verbose_name).capitalize(),
                    _display(field, before.get(name)) if old else "",
                    _display(field, after.get(name)) if new else "",
                )
            )
    if not changes:
        return None
    kind = "changed" if old and new else "added" if new else "removed"
    return ObjectChange(
        str(version._model._meta.verbose_name).capitalize(),
        version.object_repr,
        kind,
        tuple(changes),
    )


def _versions(revision: Revision | None) -> dict[tuple[int, str], Version]:
    if revision is None:
        return {}
    return {
        (v.content_type_id, v.object_id): v
        for v in revision.version_set.select_related("content_type")
    }


def diff_revisions(
    old: Revision | None, new: Revision, *, primary: Version | None = None
) -> list[ObjectChange]:
    """What changed from `old` to `new`; the primary object (the one whose history this is) comes first."""
    before, after = _versions(old), _versions(new)
    changes = []
    for key in sorted(
        before.keys() | after.keys(), key=lambda k: (k[0], int(k[1]) if k[1].isdigit() else 0, k[1])
    ):
        change = compare_versions(before.get(key), after.get(key))
        if change:
            changes.append((key, change))
    first = (primary.content_type_id, primary.object_id) if primary else None
    changes.sort(key=lambda item: item[0] != first)
    return [change for _, change in changes]
