"""Conflicting accounts: a question the record answers differently, and each answer with where, by whom and when.

A dispute is public when it is published, its arc is, and at least one of its accounts is; an account is
public when its dispute is and the article it cites is. So a dispute citing a draft shows only its public
accounts, and a draft dispute shows nowhere. Accounts: stories/models/account.py.
"""

from django.core.exceptions import ObjectDoesNotExist
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
    # The account the finding supports is marked on the account (Account.supported_by, read here as
    # `supported_account`): a dispute pointing at one of its own accounts made each row need the other
    # first, so a natural-key dump (an account is keyed by its dispute) could not be loaded.
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

    @property
    def is_settled(self) -> bool:
        return self.finding != self.Finding.OPEN

    @property
    def supported(self):
        """The account the finding supports, or None (select_related("supported_account") reads it along)."""
        try:
            return self.supported_account
        except ObjectDoesNotExist:
            return None

    def supports(self, account) -> bool:
        """Whether the finding supports `account`: the supported account, and any other giving the same answer."""
        supported = self.supported
        if supported is None or not self.is_settled:
            return False
        same_answer = account.claim.strip().casefold() == supported.claim.strip().casefold()
        return account.pk == supported.pk or same_answer
