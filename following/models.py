"""Readers following a story arc or a person by email, and what is news for them.

An address is personal data: it is stored only here, shown only to staff with the right to view
followers, never in a public page, the API or a log line. Unsubscribing deletes the row.
"""

import datetime

from django.db import models
from django.db.models import Q
from django.utils import timezone

from people.models import Person
from stories.models import Article, StoryArc

# A confirmation link older than this is refused, and its unconfirmed sign-up deleted.
CONFIRM_MAX_AGE = 7 * 24 * 3600


class FollowQuerySet(models.QuerySet):
    def confirmed(self):
        """Followers who clicked their confirmation link: the only ones mail is ever sent to."""
        return self.filter(confirmed_at__isnull=False)

    def pending(self):
        return self.filter(confirmed_at__isnull=True)

    def expired(self):
        """Sign-ups whose confirmation link expired unclicked: to delete."""
        cutoff = timezone.now() - datetime.timedelta(seconds=CONFIRM_MAX_AGE)
        return self.pending().filter(created_at__lt=cutoff)

    def of(self, target):
        return self.filter(**{Follow.field_for(target): target})


class Follow(models.Model):
    email = models.EmailField(
        help_text="The reader's address. Personal data: never shown publicly."
    )
    arc = models.ForeignKey(
        StoryArc, null=True, blank=True, on_delete=models.CASCADE, related_name="follows"
    )
    person = models.ForeignKey(
        Person, null=True, blank=True, on_delete=models.CASCADE, related_name="follows"
    )
    created_at = models.DateTimeField(default=timezone.now)
    confirmed_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="When the reader clicked the link in the confirmation mail. Until then nothing but "
        "that mail is sent.",
    )

    objects = FollowQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["email", "arc"], name="follow_arc_once"),
            models.UniqueConstraint(fields=["email", "person"], name="follow_person_once"),
            models.CheckConstraint(
                name="follow_arc_xor_person",
                condition=Q(arc__isnull=False, person__isnull=True)
                | Q(arc__isnull=True, person__isnull=False),
                violation_error_message="A reader follows either a story arc or a person.",
            ),
        ]
        indexes = [models.Index(fields=["arc", "confirmed_at"], name="follow_arc_confirmed")]

    def __str__(self):
        # No address: this string can end up in logs and admin history.
        return f"Follower #{self.pk} of {self.target}"

    @property
    def target(self):
        return self.arc or self.person

    @staticmethod
    def field_for(target) -> str:
        return "arc" if isinstance(target, StoryArc) else "person"


class AnnouncementQuerySet(models.QuerySet):
    def unsent(self):
        return self.filter(sent_at__isnull=True)


class Announcement(models.Model):
    """An article that became public and is news for the followers of one arc or one person.

    One row per article and target, ever: publishing again after unpublishing, or editing, sends
    nothing new.
    """

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="announcements")
    arc = models.ForeignKey(
        StoryArc, null=True, blank=True, on_delete=models.CASCADE, related_name="announcements"
    )
    person = models.ForeignKey(
        Person, null=True, blank=True, on_delete=models.CASCADE, related_name="announcements"
    )
    public_at = models.DateTimeField(help_text="When readers could first see the article.")
    sent_at = models.DateTimeField(null=True, blank=True)
    # Which digest run claimed it: two workers never send the same news.
    claim = models.UUIDField(null=True, blank=True)

    objects = AnnouncementQuerySet.as_manager()

    class Meta:
        ordering = ["public_at"]
        constraints = [
            models.UniqueConstraint(fields=["article", "arc"], name="announcement_arc_once"),
            models.UniqueConstraint(fields=["article", "person"], name="announcement_person_once"),
            models.CheckConstraint(
                name="announcement_arc_xor_person",
                condition=Q(arc__isnull=False, person__isnull=True)
                | Q(arc__isnull=True, person__isnull=False),
            ),
        ]
        indexes = [models.Index(fields=["sent_at"], name="announcement_unsent")]

    def __str__(self):
        return f"{self.article} for followers of {self.arc or self.person}"
