"""Readers' reports of errors in articles and quotes: a queue editors triage, never public."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from stories.models import Article, Quote, Update


class ErrorReportQuerySet(models.QuerySet):
    def new(self):
        return self.filter(status=ErrorReport.Status.NEW)


class ErrorReport(models.Model):
    class Status(models.TextChoices):
        NEW = "new", "New"
        TRIAGED = "triaged", "Triaged"

    article = models.ForeignKey(
        Article,
        on_delete=models.CASCADE,
        related_name="error_reports",
        help_text="The page reported.",
    )
    quote = models.ForeignKey(
        Quote,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="error_reports",
        help_text="Set when the reader reported a quote, from its own page.",
    )
    text = models.TextField("what the reader says", help_text="The reader's own words, unedited.")
    email = models.EmailField(
        blank=True,
        help_text="Optional, for a reply. Personal data: use it only to answer this report.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.NEW)
    correction = models.ForeignKey(
        Update,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="error_reports",
        limit_choices_to={"kind": Update.Kind.CORRECTION},
        help_text="The correction published because of this report, if one was.",
    )
    reply = models.TextField(
        blank=True,
        help_text="What was answered to the reader (mailed to them when they left an address).",
    )
    triaged_at = models.DateTimeField(null=True, blank=True)
    triaged_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    objects = ErrorReportQuerySet.as_manager()

    class Meta:
        ordering = ["status", "-created_at"]
        verbose_name = "error report"
        indexes = [models.Index(fields=["status", "-created_at"], name="errorreport_queue")]
        constraints = [
            models.CheckConstraint(
                name="errorreport_triaged_into_something",
                condition=Q(status="new") | ~Q(reply="") | Q(correction__isnull=False),
                violation_error_message="A triaged report links the correction made or the reply sent.",
            ),
        ]

    def __str__(self):
        return f"Report #{self.pk} on {self.quote or self.article}"

    def get_reported_url(self) -> str:
        return (self.quote or self.article).get_absolute_url()
