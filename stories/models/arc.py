from django.db import models
from django.db.models import F, Q

from cleantext import CarriableText
from people.models import Person, SlugNaturalKeyManager
from people.partial_dates import DatePrecision, format_partial_date, validate_partial_dates
from sitewide.addresses import address

from .article import Article
from .publishing import Publishable, PublishableQuerySet


class StoryArc(Publishable):
    title = models.CharField(
        max_length=200, help_text="The running story's name, as readers know it."
    )
    slug = models.SlugField(max_length=200, unique=True)
    summary = models.TextField(
        "the story so far",
        blank=True,
        help_text="A few paragraphs that bring a new reader up to date. Keep it current as the story moves.",
    )
    is_live = models.BooleanField(
        "live coverage",
        default=False,
        help_text="While the story is breaking: the page shows its key events and pinned entry at the top "
        "and readers' browsers check for new entries every half minute. Untick when it calms down.",
    )

    objects = SlugNaturalKeyManager.from_queryset(PublishableQuerySet)()

    class Meta:
        ordering = ["title"]
        verbose_name = "story arc"
        permissions = [("publish_storyarc", "Can publish, schedule and unpublish story arcs")]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return address("stories:arc", "slug", self.slug)

    def natural_key(self):
        return (self.slug,)


class Event(CarriableText, models.Model):
    """Something that happened in a story, dated as precisely as the sources allow."""

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200, unique=True)
    description = models.TextField(
        blank=True, help_text="What happened, in the newsroom's words, citing its sources."
    )
    happened_on = models.DateField(
        "date", help_text="For a month or year only, enter its first day and set the precision."
    )
    happened_precision = models.CharField(
        "date precision", max_length=5, choices=DatePrecision.choices, default=DatePrecision.DAY
    )
    persons = models.ManyToManyField(
        Person, blank=True, related_name="events", verbose_name="people involved"
    )
    sources = models.ManyToManyField(
        Article, blank=True, related_name="events_reported", help_text="Articles that report it."
    )

    objects = SlugNaturalKeyManager()

    class Meta:
        ordering = ["happened_on", "title"]

    def __str__(self):
        return f"{self.display_date}: {self.title}"

    def natural_key(self):
        return (self.slug,)

    def clean(self):
        validate_partial_dates(self, ("happened_on", "happened_precision"))

    @property
    def display_date(self) -> str:
        return format_partial_date(self.happened_on, self.happened_precision)


def reported_as_its_news() -> Q:
    """On `Event.sources.through`: the source article reports the event as its own news, not as background.
    They are dated alike (the same year, month or day, at the coarser of their two precisions), or the event
    happened the day of one of the article's updates. On a timeline holding that article, the article (or its
    update) is the event's entry: the event is never a line of its own beside it, restating it."""
    year = Q(event__happened_precision=DatePrecision.YEAR) | Q(
        article__published_precision=DatePrecision.YEAR
    )
    month = Q(event__happened_precision=DatePrecision.MONTH) | Q(
        article__published_precision=DatePrecision.MONTH
    )
    same_year = Q(article__published_on__year=F("event__happened_on__year"))
    same_month = same_year & Q(article__published_on__month=F("event__happened_on__month"))
    same_day = Q(article__published_on=F("event__happened_on"))
    on_update_day = Q(
        event__happened_precision=DatePrecision.DAY,
        article__updates__dated_on=F("event__happened_on"),
    )
    return (
        (year & same_year)
        | (~year & month & same_month)
        | (~year & ~month & same_day)
        | on_update_day
    )


class ArcEntryManager(models.Manager):
    def get_by_natural_key(self, arc_slug, position):
        return self.get(arc__slug=arc_slug, position=position)


class ArcEntry(models.Model):
    """One step of an arc's timeline: an article or an event."""

    arc = models.ForeignKey(StoryArc, on_delete=models.CASCADE, related_name="entries")
    position = models.PositiveIntegerField(
        help_text="Order in the arc, from 1: usually chronological."
    )
    article = models.ForeignKey(
        Article, null=True, blank=True, on_delete=models.CASCADE, related_name="arc_entries"
    )
    event = models.ForeignKey(
        Event, null=True, blank=True, on_delete=models.CASCADE, related_name="arc_entries"
    )
    key_event = models.BooleanField(
        default=False, help_text="Listed under “Key events” at the top of the arc page."
    )
    pinned = models.BooleanField(
        default=False,
        help_text="Shown first on the arc page, above the timeline: one entry per arc at most.",
    )

    objects = ArcEntryManager()

    class Meta:
        ordering = ["arc", "position"]
        verbose_name = "arc entry"
        verbose_name_plural = "arc entries"
        constraints = [
            models.UniqueConstraint(fields=["arc", "position"], name="arcentry_unique_position"),
            models.UniqueConstraint(fields=["arc", "article"], name="arcentry_article_once"),
            models.UniqueConstraint(fields=["arc", "event"], name="arcentry_event_once"),
            models.UniqueConstraint(
                fields=["arc"],
                condition=Q(pinned=True),
                name="arcentry_one_pinned",
                violation_error_message="An arc has one pinned entry at most.",
            ),
            models.CheckConstraint(
                name="arcentry_article_xor_event",
                condition=Q(article__isnull=False, event__isnull=True)
                | Q(article__isnull=True, event__isnull=False),
                violation_error_message="An entry is either an article or an event.",
            ),
        ]

    def __str__(self):
        return f"{self.position}. {self.article or self.event}"

    def natural_key(self):
        return (*self.arc.natural_key(), self.position)

    natural_key.dependencies = ["stories.storyarc", "stories.article", "stories.event"]
