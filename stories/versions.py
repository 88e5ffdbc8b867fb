"""An article's public versions: what readers could read, each time it changed, and the note that said why.

Source: django-reversion's revisions of the article (stories/versioning.py). Every admin save, revert,
publication (stories/services/publishing.py) and service write made in a revision stores the article with
its paragraphs and updates as they were saved, and its status and publish time: so a revision says both
*what* the article said and *whether readers could see it*. Correction rows alone cannot: they say why an
article changed, not what it said before. So versions come from revisions, and the notes that made each
one from the updates (corrections included) that first appear in it.

A revision is a public version when the article was published in it and its publish time had come before
the next revision replaced it (a draft, a staff edit before publication, or a scheduled text changed before
its time never reached readers). Revisions that changed nothing readers see (the source notes, a
re-publication of the same words) are one version. The article as it is now is the last version: where it
differs from the last revision (a write made outside a revision, or an article loaded from fixtures,
which has none), it is added, dated by its last save. The first version is dated as the article is, by
its publication date; the others by the save that made them.

Readers' text is the headline, the dek, the updates and the paragraphs (quotes are words of these).
`published_versions()` reads every revision in one query (and the paragraphs and updates, unless
prefetched), however many versions.
"""

import datetime
import difflib
import json
from dataclasses import dataclass, replace

from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime
from reversion.models import Version

from revisions.diff import word_diff

from .models import Article, Status, Update


@dataclass(frozen=True)
class Note:
    """An update or correction, as readers read it; `position` is its anchor (`#update-N`)."""

    update_id: int
    position: int
    kind: str
    dated_on: datetime.date
    text: str

    @property
    def kind_label(self) -> str:
        return Update.Kind(self.kind).label

    @property
    def anchor(self) -> str:
        return f"update-{self.position}"


@dataclass(frozen=True)
class Reading:
    """What readers read of the article at one time."""

    headline: str
    dek: str
    notes: tuple[Note, ...]
    paragraphs: tuple[str, ...]

    @property
    def shown(self) -> tuple:
        """What readers read, to compare: the notes in their order, not the numbers that order them (a
        save may renumber the updates without changing what readers see)."""
        notes = tuple((n.update_id, n.kind, n.dated_on, n.text) for n in self.notes)
        return (self.headline, self.dek, notes, self.paragraphs)


@dataclass(frozen=True)
class Change:
    """One passage that changed from the previous version, as runs of words (revisions.diff.word_diff)."""

    label: str
    runs: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class PublishedVersion:
    number: int
    on: datetime.date
    precision: (
        str  # "day", or the article's own precision for a first version known only by its date
    )
    reading: Reading
    made_by: tuple[Note, ...]  # the updates and corrections that first appear in this version
    changes: tuple[Change, ...]  # what changed from the version before (none for the first)

    @property
    def anchor(self) -> str:
        return f"version-{self.number}"

    @property
    def corrections(self) -> tuple[Note, ...]:
        return tuple(note for note in self.made_by if note.kind == Update.Kind.CORRECTION)


def _fields(version: Version) -> dict:
    return json.loads(version.serialized_data)[0]["fields"]


def _note(update_id: int, fields: dict) -> Note:
    return Note(
        update_id=update_id,
        position=fields["position"],
        kind=fields["kind"],
        dated_on=parse_date(fields["dated_on"]),
        text=fields["text"],
    )


def _revision_readings(article: Article) -> list[tuple[datetime.datetime, dict, Reading]]:
    """(saved at, the article's stored fields, its reading) for each revision of the article, oldest first."""
    # Content types by name, joined in the one query: a look-up of their ids would cost a query on each
    # process's first page.
    rows = (
        Version.objects.filter(
            revision__in=Version.objects.filter(
                content_type__app_label="stories",
                content_type__model="article",
                object_id=str(article.pk),
            ).values("revision_id"),
            content_type__app_label="stories",
            content_type__model__in=("article", "paragraph", "update"),
        )
        .select_related("revision", "content_type")
        .order_by("revision__date_created", "revision_id", "pk")
    )
    by_revision: dict[int, dict] = {}
    for row in rows:
        revision = by_revision.setdefault(
            row.revision_id,
            {"at": row.revision.date_created, "article": None, "paragraphs": [], "notes": []},
        )
        fields = _fields(row)
        kind = row.content_type.model
        if kind == "article":
            if row.object_id == str(article.pk):
                revision["article"] = fields
        elif fields.get("article") != article.pk:
            continue  # a part of another article saved in the same revision
        elif kind == "paragraph":
            revision["paragraphs"].append((fields["position"], fields["text"]))
        else:
            revision["notes"].append(_note(int(row.object_id), fields))
    readings = []
    for revision in by_revision.values():
        if revision["article"] is None:
            continue
        fields = revision["article"]
        reading = Reading(
            headline=fields["headline"],
            dek=fields["dek"],
            notes=tuple(sorted(revision["notes"], key=lambda note: note.position)),
            paragraphs=tuple(text for _, text in sorted(revision["paragraphs"])),
        )
        readings.append((revision["at"], fields, reading))
    return readings


def current_reading(article: Article) -> Reading:
    """The article as readers read it now (its paragraphs and updates, prefetched or read: two queries)."""
    return Reading(
        headline=article.headline,
        dek=article.dek,
        notes=tuple(
            Note(u.pk, u.position, u.kind, u.dated_on, u.text)
            for u in sorted(article.updates.all(), key=lambda u: u.position)
        ),
        paragraphs=tuple(
            p.text for p in sorted(article.paragraphs.all(), key=lambda p: p.position)
        ),
    )


def _public_readings(article: Article) -> list[tuple[datetime.datetime, Reading]]:
    """(public from, reading) of each revision readers saw, oldest first; the same reading once."""
    now = timezone.now()
    revisions = _revision_readings(article)
    shown: list[tuple[datetime.datetime, Reading]] = []
    for index, (at, fields, reading) in enumerate(revisions):
        if fields["status"] != Status.PUBLISHED:
            continue
        publish_at = parse_datetime(fields["publish_at"]) if fields["publish_at"] else None
        public_from = max(at, publish_at) if publish_at else at
        replaced_at = revisions[index + 1][0] if index + 1 < len(revisions) else None
        if public_from > now or (replaced_at is not None and replaced_at <= public_from):
            continue  # readers never saw it: still scheduled, or changed before its time
        if shown and shown[-1][1].shown == reading.shown:
            continue
        shown.append((public_from, reading))
    return shown


def _paragraph_changes(before: tuple[str, ...], after: tuple[str, ...]) -> list[Change]:
    """Paragraphs aligned (one added in the middle does not make every later one a change), then diffed."""
    changes = []
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        if op == "replace" and i2 - i1 == j2 - j1:
            pairs = [(before[i1 + k], after[j1 + k], j1 + k) for k in range(i2 - i1)]
        else:
            pairs = [("\n\n".join(before[i1:i2]), "\n\n".join(after[j1:j2]), j1)]
        for old, new, index in pairs:
            if new:
                label = (
                    f"Paragraph {index + 1}" if op != "insert" else f"Paragraph {index + 1}, added"
                )
            else:
                label = f"Removed after paragraph {index}" if index else "Removed at the start"
            changes.append(Change(label, word_diff(old, new, phrases=True)))
    return changes


def _changes(before: Reading, after: Reading) -> tuple[Change, ...]:
    changes = []
    for label, old, new in (
        ("Headline", before.headline, after.headline),
        ("Dek", before.dek, after.dek),
    ):
        if old != new:
            changes.append(Change(label, word_diff(old, new, phrases=True)))
    old_notes = {note.update_id: note for note in before.notes}
    for note in after.notes:
        old = old_notes.get(note.update_id)
        if old is not None and old.text != note.text:
            label = (
                f"{note.kind_label} of {note.dated_on:%B} {note.dated_on.day}, {note.dated_on.year}"
            )
            changes.append(Change(label, word_diff(old.text, note.text, phrases=True)))
    changes += _paragraph_changes(before.paragraphs, after.paragraphs)
    return tuple(changes)


def published_versions(article: Article) -> list[PublishedVersion]:
    """Every version readers saw, oldest first; the article as it is now is the last. Empty for an article
    that is not public now."""
    if not article.is_published:
        return []
    readings = _public_readings(article)
    now = current_reading(article)
    if not readings or readings[-1][1].shown != now.shown:
        readings.append((article.updated_at, now))
    positions = {note.update_id: note.position for note in now.notes}
    versions: list[PublishedVersion] = []
    for at, reading in readings:
        previous = versions[-1].reading if versions else None
        seen = {note.update_id for note in previous.notes} if previous else set()
        versions.append(
            PublishedVersion(
                number=len(versions) + 1,
                # The first is dated as the article page dates it: its publication date, at the precision
                # the source gives (an article from another outlet was published there before it was here).
                on=timezone.localdate(at) if previous else article.published_on,
                precision="day" if previous else article.published_precision,
                reading=reading,
                made_by=tuple(
                    # Anchored where the note stands now, as the article page and /corrections/ link it.
                    replace(note, position=positions.get(note.update_id, note.position))
                    for note in reading.notes
                    if note.update_id not in seen
                ),
                changes=_changes(previous, reading) if previous else (),
            )
        )
    return versions
