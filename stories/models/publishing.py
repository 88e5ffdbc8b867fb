"""What "published" means, defined once for every public path."""

from django.db import models
from django.db.models import Q
from django.utils import timezone

from cleantext import CarriableText
from sitewide.inline_sql import Inline
from sitewide.prepared import publication_moment


class Status(models.TextChoices):
    DRAFT = "draft", "Draft"
    PUBLISHED = "published", "Published"


class PublicationState(models.TextChoices):
    """What readers see, derived from status and publish time: never stored."""

    DRAFT = "draft", "Draft"
    SCHEDULED = "scheduled", "Scheduled"
    PUBLISHED = "published", "Published"


def published_condition(prefix: str = "") -> Q:
    """What "published" means, as a condition; `prefix` applies it through a relation ("article__").

    Filtering a related table through a join ("article__status") lets the database use its indexes,
    where `article__in=Article.objects.published()` would make it scan every article. The status is written into
    the SQL, not bound (sitewide/inline_sql.py says why).
    """
    return Q(**{f"{prefix}status": Inline(Status.PUBLISHED)}) & (
        Q(**{f"{prefix}publish_at__isnull": True})
        | Q(**{f"{prefix}publish_at__lte": publication_moment()})
    )


class Readers:
    """What a reader may see: `PublishedQuerysetMixin`'s rule for a request that is no preview, and the one the
    querysets of `sitewide.prepared` are compiled with (`PublishedQuerysetMixin.prepared`)."""

    @staticmethod
    def visible(model: type[models.Model]) -> models.QuerySet:
        return model._default_manager.published()

    @staticmethod
    def visible_through(relation: str) -> Q:
        return published_condition(f"{relation}__")


READERS = Readers()


class PublishableQuerySet(models.QuerySet):
    def published(self):
        """Readers see an item once it is marked published and its publish time (if any) has passed."""
        return self.filter(published_condition())

    def scheduled(self):
        """Marked published with a publish time still to come: these go public on their own at that time."""
        return self.filter(status=Status.PUBLISHED, publish_at__gt=timezone.now())

    def drafts(self):
        return self.filter(status=Status.DRAFT)


class Publishable(CarriableText, models.Model):
    status = models.CharField(
        max_length=10,
        choices=Status.choices,
        default=Status.DRAFT,
        db_index=True,
        help_text="Only published items appear on the public site.",
    )
    publish_at = models.DateTimeField(
        null=True,
        blank=True,
        db_index=True,
        help_text="Optional: a published item stays hidden until this time. Leave empty to publish at once.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True

    @property
    def is_published(self) -> bool:
        return self.status == Status.PUBLISHED and (
            self.publish_at is None or self.publish_at <= timezone.now()
        )

    @property
    def publication_state(self) -> str:
        if self.status != Status.PUBLISHED:
            return PublicationState.DRAFT
        return PublicationState.PUBLISHED if self.is_published else PublicationState.SCHEDULED
