import datetime

from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q

from cleantext import CarriableText
from people.models import Person, Role
from people.partial_dates import DatePrecision, format_partial_date
from people.roles import role_held_on
from sitewide.addresses import address

from ..text import occurs_verbatim
from .article import Article, ArticlePartManager, EmbeddedPost, Paragraph, Update
from .matching import all_terms, matching, trigram_match, uses_trigrams
from .publishing import published_condition
from .role_source import source_article_id

# Marks inside a quote's words become single ones when the quote is named inside double marks.
INNER_MARKS = str.maketrans({"“": "‘", "”": "’", '"': "'"})


class QuoteQuerySet(models.QuerySet):
    def published(self):
        """A quote is public exactly when its article is."""
        return self.filter(published_condition("article__"))

    def matching(self, words: str):
        """The quotes whose words include every word of `words` (stories.models.matching)."""
        return matching(self, words, substring_condition=_quote_words)

    def in_arc(self, arc):
        """The quotes of `arc`'s articles in the timeline's order: by their article's place in the arc, then in
        the article. The ordering goes through the join the filter made (one row per quote)."""
        return self.filter(article__arc_entries__arc=arc).order_by(
            "article__arc_entries__position", "position", "pk"
        )


def _quote_words(terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        condition &= (
            trigram_match("stories_quote_fts", term)
            if uses_trigrams(term)
            else all_terms(("text",), [term])
        )  # migration 0008
    return condition


class QuoteManager(ArticlePartManager.from_queryset(QuoteQuerySet)):
    pass


class Quote(CarriableText, models.Model):
    class Setting(models.TextChoices):
        INTERVIEW = "interview", "Interview"
        PODCAST = "podcast", "Podcast"
        PRESS_CONFERENCE = "press_conference", "Press conference or media session"
        EMAIL = "email", "E-mail"
        STATEMENT = "statement", "Written statement"
        SOCIAL_POST = "social_post", "Social media post"
        PUBLISHED_REPORT = "published_report", "Published report"
        OTHER = "other", "Other"

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="quotes")
    position = models.PositiveIntegerField(
        help_text="Order of the quote within the article, from 1."
    )
    text = models.TextField(
        help_text="Verbatim, without the outer quotation marks. It must appear word for word in the "
        "paragraph, update or post chosen below."
    )
    paragraph = models.ForeignKey(
        Paragraph, null=True, blank=True, on_delete=models.CASCADE, related_name="quotes"
    )
    update = models.ForeignKey(
        Update, null=True, blank=True, on_delete=models.CASCADE, related_name="quotes"
    )
    embedded_post = models.ForeignKey(
        EmbeddedPost, null=True, blank=True, on_delete=models.CASCADE, related_name="quotes"
    )
    speaker = models.ForeignKey(
        Person,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="quotes",
        help_text="Leave empty for an unnamed source and describe them below. Never guess a name.",
    )
    speaker_description = models.CharField(
        max_length=300,
        blank=True,
        help_text="For an unnamed source, the article's own words: “a non-Mets executive that has known Alderson”.",
    )
    about = models.ManyToManyField(
        Person,
        blank=True,
        related_name="quotes_about",
        help_text="People the quote is about, if any.",
    )
    said_on = models.DateField(
        "date said", null=True, blank=True, help_text="Only when the document gives it."
    )
    said_precision = models.CharField(
        max_length=5, choices=DatePrecision.choices, default=DatePrecision.DAY
    )
    setting = models.CharField(
        max_length=20,
        choices=Setting.choices,
        blank=True,
        help_text="Where it was said, if the document says.",
    )
    is_partial = models.BooleanField(
        "partial quote",
        default=False,
        help_text="A fragment set inside the writer's own sentence, like “I’ve been betrayed” by the Wilpons.",
    )
    continues = models.BooleanField(
        "continues in next paragraph",
        default=False,
        help_text="The quotation runs on into the next paragraph (no closing mark).",
    )
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="nested_quotes",
        help_text="For words the speaker reports someone else saying: the quote they appear in.",
    )

    card = models.ImageField(
        "share card",
        upload_to="quotes/cards/",
        blank=True,
        editable=False,
        help_text="Rendered from the quote when it is saved; used as the quote page's preview image.",
    )

    objects = QuoteManager()

    class Meta:
        ordering = ["article", "position"]
        # An arc's cast (`stories.timeline.cast_sql.involvement_sql`) reads who speaks in each of its articles, and
        # in which update, from this index alone.
        indexes = [models.Index(fields=["article", "speaker", "update"], name="quote_involvement")]
        constraints = [
            models.UniqueConstraint(fields=["article", "position"], name="quote_unique_position"),
            models.CheckConstraint(
                name="quote_has_exactly_one_location",
                condition=(
                    Q(paragraph__isnull=False, update__isnull=True, embedded_post__isnull=True)
                    | Q(paragraph__isnull=True, update__isnull=False, embedded_post__isnull=True)
                    | Q(paragraph__isnull=True, update__isnull=True, embedded_post__isnull=False)
                ),
                violation_error_message="Choose exactly one of paragraph, update or embedded post.",
            ),
            models.CheckConstraint(
                name="quote_has_speaker_or_description",
                condition=Q(speaker__isnull=False) | ~Q(speaker_description=""),
                violation_error_message="Choose a speaker or describe the unnamed source.",
            ),
            models.CheckConstraint(
                name="quote_not_own_parent", condition=~Q(parent=models.F("pk"))
            ),
        ]

    def __str__(self):
        # No quotation marks of its own: the admin's messages put the name of what they saved in marks already.
        text = self.text if len(self.text) <= 70 else self.text[:69] + "…"
        return f"{self.speaker_name}: {text.translate(INNER_MARKS)}"

    def get_absolute_url(self):
        return address("stories:quote", "pk", self.pk)

    def natural_key(self):
        return (*self.article.natural_key(), self.position)

    natural_key.dependencies = [
        "stories.article",
        "stories.paragraph",
        "stories.update",
        "stories.embeddedpost",
    ]

    @property
    def location(self) -> Paragraph | Update | EmbeddedPost | None:
        return self.paragraph or self.update or self.embedded_post

    @property
    def speaker_name(self) -> str:
        return self.speaker.name if self.speaker_id else self.speaker_description

    @property
    def display_date(self) -> str:
        return format_partial_date(self.said_on, self.said_precision)

    def get_setting_display(self) -> str:
        """Where it was said, as Django's generated method names it, without rebuilding the field's
        choices on every call (about 15 µs each): a person page shows it for up to 50 quotes."""
        return setting_label(self.setting)

    @property
    def card_url(self) -> str:
        """The share image's address (for og:image), or "" until one has been rendered."""
        return self.card.url if self.card else ""

    def role_when_said(self, roles: list[Role]) -> Role | None:
        """The speaker's role when they said it, among `roles` (theirs, loaded with their `source`)."""
        return role_when_said(
            roles,
            said_on=self.said_on,
            published_on=self.article.published_on,
            article_id=self.article_id,
        )

    def clean(self):
        location = self.location
        if location is None:
            return  # the check constraint reports it
        errors = {}
        field = (
            "paragraph" if self.paragraph_id else "update" if self.update_id else "embedded_post"
        )
        if self.article_id and location.article_id != self.article_id:
            errors[field] = "This belongs to another article."
        elif not occurs_verbatim(self.text, location.text):
            errors["text"] = (
                f"The quote does not appear word for word in the chosen {location._meta.verbose_name}."
            )
        if self.parent_id and self.parent.article_id != self.article_id:
            errors["parent"] = "A nested quote must sit inside a quote of the same article."
        if errors:
            raise ValidationError(errors)


_SETTING_LABELS = dict(Quote.Setting.choices)


def setting_label(setting: str) -> str:
    """How readers read a quote's `setting` ("Press conference or media session")."""
    return _SETTING_LABELS.get(setting, setting)


def role_when_said(
    roles: list[Role],
    *,
    said_on: datetime.date | None,
    published_on: datetime.date,
    article_id: int,
) -> Role | None:
    """The speaker's role when they said a quote (said on `said_on`, in article `article_id` published on
    `published_on`), among `roles` (theirs, loaded with their `source`). The quote's own article speaks for the
    time it reports."""
    day = said_on or published_on
    contemporary = said_on is None or said_on.year == published_on.year
    stated = (
        [role for role in roles if source_article_id(role) == article_id] if contemporary else ()
    )
    return role_held_on(roles, day, stated=stated)


class RemovedQuoteQuerySet(models.QuerySet):
    def published(self):
        """Readers are told a quote was removed while its article is public (its page answers 410)."""
        return self.filter(published_condition("article__"))


class RemovedQuote(models.Model):
    """What is left of a published quote taken off the record: its permalink's id, its words and the
    correction that removed it, so `/quotes/<id>/` answers 410 Gone with that correction, never 404.

    Kept out of every list, search, API list and sitemap: those read Quote.
    """

    id = models.PositiveBigIntegerField(
        primary_key=True, help_text="The removed quote's id: its address stays answered."
    )
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="removed_quotes")
    text = models.TextField()
    speaker_name = models.CharField(max_length=300)
    removed_on = models.DateField()
    # A published correction is never deleted (stories.services.corrections); RESTRICT keeps it so,
    # while deleting the whole article still takes both.
    correction = models.ForeignKey(
        Update, null=True, blank=True, on_delete=models.RESTRICT, related_name="removed_quotes"
    )

    objects = RemovedQuoteQuerySet.as_manager()

    class Meta:
        ordering = ["article", "id"]
        verbose_name = "removed quote"

    def __str__(self):
        return f"{self.speaker_name}: {self.text[:60]} (removed)"
