"""Conflicting accounts: a question the record answers differently, and each answer with where, by whom and when.

A dispute is public when it is published, its arc is, and at least one of its accounts is; an account is
public when its dispute is and the article it cites is. So a dispute citing a draft shows only its public
accounts, and a draft dispute shows nowhere. Accounts: stories/models/account.py.
"""

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Exists, OuterRef, Q

from people.models import SlugNaturalKeyManager
from sitewide.addresses import address

from .arc import Event, StoryArc
from .article import Update
from .publishing import Publishable, PublishableQuerySet, published_condition


def dispute_public(prefix: str = "") -> Q:
    """Published, in a published arc (`prefix` applies it through a relation: "dispute__")."""
    return published_condition(prefix) & published_condition(f"{prefix}arc__")


class DisputeQuerySet(PublishableQuerySet):
    def published(self):
        """Published, in a published arc, with at least one account readers can see."""
        accounts = self.model._meta.get_field(
            "accounts"
        ).related_model  # Account, whose module imports this one
        public_account = accounts.objects.filter(
            published_condition("article__"), dispute=OuterRef("pk")
        )
        return self.filter(dispute_public(), Exists(public_account))


class Dispute(Publishable):
    """A question the record answers differently: “Did Backman step down or was he fired?”"""

    class Finding(models.TextChoices):
        OPEN = "open", "Open: the newsroom has not settled it"
        SUPPORTED = "supported", "One account supported"
        CORRECTED = "corrected", "Corrected: the record was corrected"

    arc = models.ForeignKey(
        StoryArc,
        on_delete=models.PROTECT,
        related_name="disputes",
        help_text="The running story whose record disagrees.",
    )
    question = models.CharField(
        max_length=300,
        help_text="The question the accounts answer differently, as readers would ask it.",
    )
    slug = models.SlugField(
        max_length=200,
        unique=True,
        help_text="Used in the dispute's web address. Do not change once published.",
    )
    summary = models.TextField(
        blank=True,
        help_text="For readers: what is in question and why it matters, in a sentence or two.",
    )
    event = models.ForeignKey(
        Event,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="disputes",
        help_text="Optional: the event on the arc's timeline the accounts describe.",
    )
    finding = models.CharField(
        max_length=10,
        choices=Finding.choices,
        default=Finding.OPEN,
        help_text="Where the newsroom stands. Leave open until it has established which account holds.",
    )
    supported_account = models.ForeignKey(
        "Account",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="The account the newsroom's finding supports (required unless the dispute is open). Accounts "
        "giving the same answer, in the same words, are supported with it.",
    )
    correction = models.ForeignKey(
        Update,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="disputes_corrected",
        limit_choices_to={"kind": Update.Kind.CORRECTION},
        help_text="For a corrected record: the published correction.",
    )
    finding_note = models.TextField(
        blank=True,
        help_text="Required with a finding: how the newsroom established it, citing its sources.",
    )
    finding_on = models.DateField(
        "finding date",
        null=True,
        blank=True,
        help_text="Required with a finding: when it was made.",
    )

    objects = SlugNaturalKeyManager.from_queryset(DisputeQuerySet)()

    class Meta:
        ordering = ["arc", "question"]
        permissions = [("publish_dispute", "Can publish, schedule and unpublish disputes")]
        constraints = [
            models.CheckConstraint(
                name="dispute_finding_has_note_and_date",
                condition=Q(finding="open") | (~Q(finding_note="") & Q(finding_on__isnull=False)),
                violation_error_message="A finding needs a note and a date.",
            ),
            models.CheckConstraint(
                name="dispute_finding_names_account",
                condition=Q(finding="open", supported_account__isnull=True)
                | (~Q(finding="open") & Q(supported_account__isnull=False)),
                violation_error_message="Choose the supported account for a finding; an open dispute supports none.",
            ),
            models.CheckConstraint(
                name="dispute_correction_only_when_corrected",
                condition=Q(correction__isnull=True) | Q(finding="corrected"),
                violation_error_message="Only a corrected record cites a correction.",
            ),
        ]

    def __str__(self):
        return self.question

    def get_absolute_url(self):
        return address("stories:dispute", "slug", self.slug)

    def natural_key(self):
        return (self.slug,)

    def clean(self):
        if self.supported_account_id and self.pk and self.supported_account.dispute_id != self.pk:
            raise ValidationError(
                {"supported_account": "Choose one of this dispute's own accounts."}
            )

    @property
    def is_settled(self) -> bool:
        return self.finding != self.Finding.OPEN

    def supports(self, account) -> bool:
        """Whether the finding supports `account`: the supported account, and any other giving the same answer."""
        if self.supported_account_id is None:
            return False
        same_answer = (
            account.claim.strip().casefold() == self.supported_account.claim.strip().casefold()
        )
        return account.pk == self.supported_account_id or same_answer
