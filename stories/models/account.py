"""One answer to a dispute: the passage that gives it, who gives it and when (see stories/models/dispute.py)."""

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F, Q

from cleantext import CarriableText
from people.models import Organisation, Person
from people.partial_dates import (
    DatePrecision,
    format_partial_date,
    iso_partial_date,
    validate_partial_dates,
)

from ..text import occurs_verbatim
from .article import Article, EmbeddedPost, Paragraph, Update
from .dispute import Dispute, dispute_public
from .publishing import published_condition
from .quote import Quote


class AccountQuerySet(models.QuerySet):
    def published(self):
        """Readers see an account when its dispute (and the dispute's arc) and the article it cites are published."""
        return self.filter(dispute_public("dispute__") & published_condition("article__"))

    def for_display(self):
        """With everything an account shows: its passage (`with_passage`), who gives it, its article's outlet and
        the account its dispute supports."""
        return self.with_passage().select_related(
            "dispute__supported_account", "article__outlet", "person", "outlet"
        )

    def with_passage(self):
        """With what a list of someone's accounts shows (the person page): its dispute and the passage it cites.
        Each table joined costs even when they gave none (SQLite opens them all): the person page's accounts,
        joined as `for_display` joins them, took 0.38-0.43 ms to find none on demo data, 0.27 ms joined like this."""
        return self.select_related(
            "dispute",
            "article",
            "paragraph",
            "update",
            "embedded_post",
            "quote__speaker",
            "quote__paragraph",
            "quote__update",
            "quote__embedded_post",
        )


class AccountManager(models.Manager.from_queryset(AccountQuerySet)):
    def get_by_natural_key(self, dispute_slug, position):
        return self.get(dispute__slug=dispute_slug, position=position)


class Account(CarriableText, models.Model):
    """One answer to a dispute, citing the passage that gives it, who gives it and when."""

    class Voice(models.TextChoices):
        PERSON = "person", "A person"
        OUTLET = "outlet", "An outlet"
        ARTICLE = "article", "The article's own voice"
        UNNAMED = "unnamed", "An unnamed source"

    dispute = models.ForeignKey(Dispute, on_delete=models.CASCADE, related_name="accounts")
    # The passage it cites cannot go while it cites it (RESTRICT), except with its whole article: taking
    # the words out from under an account (a finding's supported one) is refused, never a silent delete.
    position = models.PositiveIntegerField(
        help_text="Order among the dispute's accounts, from 1: usually the order they were given."
    )
    claim = models.CharField(
        max_length=300,
        help_text="The answer it gives, in a few plain words that stand on their own: “Backman stepped down.”",
    )
    article = models.ForeignKey(
        Article,
        on_delete=models.CASCADE,
        related_name="accounts",
        help_text="The article it appears in.",
    )
    paragraph = models.ForeignKey(
        Paragraph, null=True, blank=True, on_delete=models.RESTRICT, related_name="accounts"
    )
    update = models.ForeignKey(
        Update, null=True, blank=True, on_delete=models.RESTRICT, related_name="accounts"
    )
    embedded_post = models.ForeignKey(
        EmbeddedPost, null=True, blank=True, on_delete=models.RESTRICT, related_name="accounts"
    )
    quote = models.ForeignKey(
        Quote,
        null=True,
        blank=True,
        on_delete=models.RESTRICT,
        related_name="accounts",
        help_text="When a recorded quote gives the account: cite the quote instead of its paragraph.",
    )
    supported_by = models.OneToOneField(
        Dispute,
        null=True,
        blank=True,
        editable=False,
        on_delete=models.CASCADE,
        related_name="supported_account",
        help_text="Its own dispute, when the dispute's finding supports this account "
        "(stories.services.disputes.record_finding).",
    )
    excerpt = models.TextField(
        help_text="The words that give this account, exactly as they appear in the cited paragraph, update, post or quote."
    )
    voice = models.CharField(
        "given by",
        max_length=10,
        choices=Voice.choices,
        help_text="Who gives the account. Never guess a name.",
    )
    person = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="accounts",
        help_text="When a person gives it.",
    )
    outlet = models.ForeignKey(
        Organisation,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="accounts",
        limit_choices_to={"kind": Organisation.Kind.NEWS_OUTLET},
        help_text="When the article cites another outlet's report.",
    )
    source_description = models.CharField(
        max_length=300,
        blank=True,
        help_text="For an unnamed source, the article's own words: “a non-Mets executive”.",
    )
    given_on = models.DateField(
        "date given",
        null=True,
        blank=True,
        help_text="Leave empty for the date of the article it appears in.",
    )
    given_precision = models.CharField(
        "date precision", max_length=5, choices=DatePrecision.choices, default=DatePrecision.DAY
    )
    note = models.TextField(
        blank=True,
        help_text="Optional, for readers: how the account is made (“reported, not quoted”).",
    )

    objects = AccountManager()

    class Meta:
        ordering = ["dispute", "position"]
        constraints = [
            models.UniqueConstraint(fields=["dispute", "position"], name="account_unique_position"),
            models.CheckConstraint(
                name="account_has_exactly_one_location",
                condition=(
                    Q(
                        paragraph__isnull=False,
                        update__isnull=True,
                        embedded_post__isnull=True,
                        quote__isnull=True,
                    )
                    | Q(
                        paragraph__isnull=True,
                        update__isnull=False,
                        embedded_post__isnull=True,
                        quote__isnull=True,
                    )
                    | Q(
                        paragraph__isnull=True,
                        update__isnull=True,
                        embedded_post__isnull=False,
                        quote__isnull=True,
                    )
                    | Q(
                        paragraph__isnull=True,
                        update__isnull=True,
                        embedded_post__isnull=True,
                        quote__isnull=False,
                    )
                ),
                violation_error_message="Choose exactly one of paragraph, update, embedded post or quote.",
            ),
            # One account at most per dispute is supported (one-to-one), and only one of its own.
            models.CheckConstraint(
                name="account_supported_by_its_own_dispute",
                condition=Q(supported_by__isnull=True) | Q(supported_by=F("dispute")),
                violation_error_message="Only the dispute's own finding supports an account.",
            ),
            models.CheckConstraint(
                name="account_voice_is_identified",
                condition=(
                    Q(voice="person", person__isnull=False, outlet__isnull=True)
                    | Q(voice="outlet", person__isnull=True, outlet__isnull=False)
                    | Q(voice="article", person__isnull=True, outlet__isnull=True)
                    | (
                        Q(voice="unnamed", person__isnull=True, outlet__isnull=True)
                        & ~Q(source_description="")
                    )
                ),
                violation_error_message="Name the person or outlet, or describe the unnamed source, as the voice requires.",
            ),
        ]

    def __str__(self):
        return f"{self.claim} ({self.given_by})"

    def get_absolute_url(self):
        return f"{self.dispute.get_absolute_url()}#{self.anchor}"

    def natural_key(self):
        return (*self.dispute.natural_key(), self.position)

    natural_key.dependencies = [
        "stories.dispute",
        "stories.article",
        "stories.paragraph",
        "stories.update",
        "stories.embeddedpost",
        "stories.quote",
    ]

    @property
    def anchor(self) -> str:
        return f"account-{self.position}"

    @property
    def location(self) -> Paragraph | Update | EmbeddedPost | Quote | None:
        return self.paragraph or self.update or self.embedded_post or self.quote

    @property
    def passage(self) -> Paragraph | Update | EmbeddedPost:
        """Where readers find it on the article page: for a quote, the paragraph, update or post holding it."""
        return self.quote.location if self.quote_id else self.location

    @property
    def passage_anchor(self) -> str:
        return passage_anchor(self.passage)

    @property
    def passage_url(self) -> str:
        return f"{self.article.get_absolute_url()}#{self.passage_anchor}"

    @property
    def passage_label(self) -> str:
        """“paragraph 2”, “the update of Jan. 12, 2017”, “the embedded post”, “a quote in paragraph 5”."""
        if self.quote_id:
            return f"a quote of {self.quote.speaker_name}"
        if self.paragraph_id:
            return f"paragraph {self.paragraph.position}"
        if self.update_id:
            return f"the {self.update.get_kind_display().lower()} of {format_partial_date(self.update.dated_on, 'day')}"
        return f"the post by {self.embedded_post.handle}"

    @property
    def given_by(self) -> str:
        """Who gives the account, as readers read it."""
        if self.voice == self.Voice.PERSON:
            return self.person.name
        if self.voice == self.Voice.OUTLET:
            return self.outlet.name
        if self.voice == self.Voice.UNNAMED:
            return f"An unnamed source ({self.source_description})"
        return (
            f"The article itself ({self.article.outlet.name})"
            if self.article.outlet_id
            else "The article itself"
        )

    @property
    def is_supported(self) -> bool:
        return self.dispute.supports(self)

    @property
    def is_reported(self) -> bool:
        """Someone else's account in the article's words rather than their own (no quote cited)."""
        return self.voice != self.Voice.ARTICLE and not self.quote_id

    @property
    def date(self) -> tuple:
        """(date, precision): its own when recorded, else its article's."""
        if self.given_on:
            return self.given_on, self.given_precision
        return self.article.published_on, self.article.published_precision

    @property
    def display_date(self) -> str:
        return format_partial_date(*self.date)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(*self.date)

    def clean(self):
        validate_partial_dates(self, ("given_on", "given_precision"))
        location = self.location
        if location is None:
            return  # the check constraint reports it
        field = next(
            name
            for name in ("paragraph", "update", "embedded_post", "quote")
            if getattr(self, f"{name}_id")
        )
        errors = {}
        if self.article_id and location.article_id != self.article_id:
            errors[field] = "This belongs to another article."
        elif self.excerpt and not occurs_verbatim(self.excerpt, location.text):
            errors["excerpt"] = (
                f"The excerpt does not appear word for word in the chosen {location._meta.verbose_name}."
            )
        if errors:
            raise ValidationError(errors)


def passage_anchor(part: Paragraph | Update | EmbeddedPost) -> str:
    """The id the article page gives a paragraph, update or embedded post."""
    if isinstance(part, EmbeddedPost):
        return part.anchor
    kind = "paragraph" if isinstance(part, Paragraph) else "update"
    return f"{kind}-{part.position}"
