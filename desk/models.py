"""What the desk keeps beside an article: an editor's unsaved form state, and notes on drafts.

Neither is registered with django-reversion: a snapshot or a note is no version of the article, and
History lists only real saves. Neither is public: no reader view, API or cached page reads them.
"""

from django.conf import settings
from django.db import models
from django.db.models import Q

from stories.models import Article, Paragraph


class SnapshotQuerySet(models.QuerySet):
    def of(self, user, article_id):
        """The user's snapshot of one article's form, or of the add form (article_id None)."""
        return self.filter(user=user, article_id=article_id)


class Snapshot(models.Model):
    """An editor's form as it stood unsaved, kept every few seconds while typing (autosave)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="desk_snapshots"
    )
    article = models.ForeignKey(
        Article,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="snapshots",
        help_text="Empty: the form for a new article.",
    )
    fields = models.JSONField(help_text="The form's field names and values as typed.")
    loaded_version = models.CharField(
        max_length=20, blank=True, help_text="The saved version the form was opened on."
    )
    saved_at = models.DateTimeField(auto_now=True)

    objects = SnapshotQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "article"],
                condition=Q(article__isnull=False),
                name="snapshot_one_per_user_article",
            ),
            models.UniqueConstraint(
                fields=["user"],
                condition=Q(article__isnull=True),
                name="snapshot_one_new_article_per_user",
            ),
        ]

    def __str__(self):
        return f"{self.user} on {self.article or 'a new article'} at {self.saved_at:%H:%M}"


class NoteQuerySet(models.QuerySet):
    def open(self):
        return self.filter(resolved_at__isnull=True)


class Note(models.Model):
    """A comment on a draft: on the article, or on one of its paragraphs. Staff only, never public."""

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="desk_notes")
    paragraph = models.ForeignKey(
        Paragraph,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="desk_notes",
        help_text="Empty: a note on the whole article.",
    )
    # The paragraph's opening words when the note was left: still shown if a later edit removes it.
    excerpt = models.CharField(max_length=120, blank=True)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="desk_notes"
    )
    text = models.TextField(max_length=2000)
    created_at = models.DateTimeField(auto_now_add=True)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="desk_notes_resolved",
    )
    resolved_at = models.DateTimeField(null=True, blank=True)

    objects = NoteQuerySet.as_manager()

    class Meta:
        ordering = ["created_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(resolved_at__isnull=True, resolved_by__isnull=True)
                | Q(resolved_at__isnull=False, resolved_by__isnull=False),
                name="note_resolved_by_someone",
            ),
        ]

    def __str__(self):
        return f"{self.author}: {self.text[:60]}"

    @property
    def is_resolved(self) -> bool:
        return self.resolved_at is not None
