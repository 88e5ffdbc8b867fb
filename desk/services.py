"""The desk's writes: autosaved snapshots and notes, each one named function the views call."""

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone

from stories.models import Article

from .models import Note, Snapshot
from .permissions import may_resolve, may_write

# Form fields never kept in a snapshot: the token, and the guard's own bookkeeping (a restored form
# keeps the version it was opened on from the snapshot's own loaded_version).
SKIPPED = {"csrfmiddlewaretoken", "loaded_parts", "_save", "_continue", "_addanother"}
MAX_FIELDS = 2000
MAX_VALUE = 200_000


def snapshot_fields(data) -> dict[str, str]:
    """The typed values of a posted form, files and oversized values left out."""
    fields = {}
    for name in list(data.keys())[:MAX_FIELDS]:
        if name in SKIPPED:
            continue
        values = data.getlist(name)
        if any(len(value) > MAX_VALUE for value in values):
            continue
        fields[name] = values if len(values) != 1 else values[0]
    return fields


def save_snapshot(*, user, article: Article | None, data) -> Snapshot:
    """Keep `user`'s unsaved form of `article` (None: a new article), replacing their previous one."""
    if not may_write(user, article):
        raise PermissionDenied
    with transaction.atomic():
        snapshot, _ = Snapshot.objects.update_or_create(
            user=user,
            article=article,
            defaults={
                "fields": snapshot_fields(data),
                "loaded_version": data.get("loaded_version", "")[:20],
            },
        )
    return snapshot


def discard_snapshot(*, user, article: Article | None) -> None:
    Snapshot.objects.of(user, article.pk if article else None).delete()


def leave_note(*, article: Article, author, text: str, paragraph_id: int | None = None) -> Note:
    """A note on the article, or on one of its paragraphs (another article's paragraph is refused)."""
    paragraph = article.paragraphs.filter(pk=paragraph_id).first() if paragraph_id else None
    if paragraph_id and paragraph is None:
        raise ValueError("That paragraph is not in this article.")
    excerpt = ""
    if paragraph is not None:
        excerpt = paragraph.text if len(paragraph.text) <= 120 else paragraph.text[:119] + "…"
    return Note.objects.create(
        article=article, paragraph=paragraph, author=author, text=text, excerpt=excerpt
    )


def resolve_note(*, note: Note, by) -> Note:
    if not may_resolve(by, note):
        raise PermissionDenied
    if not note.is_resolved:
        note.resolved_by, note.resolved_at = by, timezone.now()
        note.save(update_fields=["resolved_by", "resolved_at"])
    return note
