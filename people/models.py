import datetime

from django.db import models
from django.db.models import F, Q
from django.db.models.functions import Coalesce

from cleantext import CarriableText
from imaging.renditions import ResponsiveImage, responsive_image
from sitewide.addresses import address

from .partial_dates import DatePrecision, format_partial_date, validate_partial_dates


class SlugNaturalKeyManager(models.Manager):
    """Fixtures refer to rows with a unique slug (people, organisations, articles, arcs, events) by that
    slug, so they survive a database rebuild."""

    def get_by_natural_key(self, slug):
        return self.get(slug=slug)


class PersonQuerySet(models.QuerySet):
    def search(self, text: str):
        """The person whose slug `text` is, and everyone whose name or alias contains it (any case)."""
        return self.filter(Q(slug=text) | Q(name__icontains=text) | Q(aliases__icontains=text))


class Person(CarriableText, models.Model):
    name = models.CharField(
        max_length=200, help_text="Full name as the newsroom writes it on first reference."
    )
    slug = models.SlugField(
        max_length=200,
        unique=True,
        help_text="Used in the person's web address. Do not change once published.",
    )
    aliases = models.TextField(
        blank=True,
        help_text="Other names the press uses for this person, one per line (for example “Sandy” for Sandy Alderson). "
        "The importer matches speakers against these.",
    )
    bio = models.TextField(
        blank=True, help_text="One or two sentences for readers: who this person is in the story."
    )
    headshot = models.ImageField(
        upload_to="people/headshots/",
        blank=True,
        width_field="headshot_width",
        height_field="headshot_height",
        help_text="JPEG, PNG, WebP or GIF. Stored re-encoded, without its camera and location metadata.",
    )
    headshot_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    headshot_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    headshot_alt = models.CharField(
        "headshot alt text",
        max_length=300,
        blank=True,
        help_text="Describes the photo for readers who cannot see it. Required when there is a headshot.",
    )
    headshot_caption = models.CharField(
        "headshot caption", max_length=500, blank=True, help_text="Shown under the photo."
    )
    headshot_credit = models.CharField(
        "headshot credit",
        max_length=200,
        blank=True,
        help_text="Photographer and agency, as the licence requires.",
    )

    objects = SlugNaturalKeyManager.from_queryset(PersonQuerySet)()

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "people"
        constraints = [
            models.CheckConstraint(
                name="person_headshot_has_alt_text",
                condition=Q(headshot="") | ~Q(headshot_alt=""),
                violation_error_message="A headshot needs alt text.",
            ),
            models.CheckConstraint(
                name="person_headshot_has_caption_and_credit",
                condition=Q(headshot="") | (~Q(headshot_caption="") & ~Q(headshot_credit="")),
                violation_error_message="A headshot needs a caption and a credit.",
            ),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return address("people:person", "slug", self.slug)

    def get_feed_url(self):
        """The Atom feed of what they are quoted saying."""
        return address("people:person-feed", "slug", self.slug)

    def natural_key(self):
        return (self.slug,)

    @property
    def alias_list(self) -> list[str]:
        return [line.strip() for line in self.aliases.splitlines() if line.strip()]

    @property
    def headshot_responsive(self) -> ResponsiveImage | None:
        return responsive_image(
            self.headshot,
            alt=self.headshot_alt,
            caption=self.headshot_caption,
            credit=self.headshot_credit,
        )


class Organisation(CarriableText, models.Model):
    class Kind(models.TextChoices):
        TEAM = "team", "Team"
        LEAGUE = "league", "League"
        NEWS_OUTLET = "news_outlet", "News outlet"
        OFFICE = "office", "Office"
        OTHER = "other", "Other"

    name = models.CharField(max_length=200, help_text="The organisation's usual full name.")
    slug = models.SlugField(max_length=200, unique=True)
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.OTHER)
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="children",
        help_text="The organisation this one belongs to: a farm team's major league club, a league office's league.",
    )

    objects = SlugNaturalKeyManager()

    class Meta:
        ordering = ["name"]
        constraints = [
            models.CheckConstraint(
                name="organisation_not_own_parent", condition=~Q(parent=models.F("pk"))
            ),
        ]

    def __str__(self):
        return self.name

    def natural_key(self):
        return (self.slug,)


class RoleQuerySet(models.QuerySet):
    def chronological(self, *as_of: str):
        """Earliest first by start (or, without one, end); of two starting together, the one ending first,
        a current one last. `as_of` names dates to fall back on for a role with neither, in order (the
        stating article's, "source__article__published_on", which this app cannot know of): the page shows
        such a role "as of" that date, so it sorts there. Roles with no date at all come last, by title."""
        start = Coalesce("started_on", "ended_on", *as_of)
        return self.order_by(
            start.asc(nulls_last=True), F("ended_on").asc(nulls_last=True), "title", "pk"
        )

    def held_on(self, day: datetime.date):
        """Roles whose recorded period covers `day`, as people.roles reads them: an unknown start or end is
        open, and an end known to the year or month lasts to the end of that year or month."""
        ends_after = (
            Q(ended_on__isnull=True)
            | Q(ended_precision=DatePrecision.YEAR, ended_on__year__gte=day.year)
            | Q(ended_precision=DatePrecision.MONTH, ended_on__gte=day.replace(day=1))
            | Q(ended_precision=DatePrecision.DAY, ended_on__gte=day)
        )
        return self.filter(Q(started_on__isnull=True) | Q(started_on__lte=day), ends_after)


class RoleManager(models.Manager.from_queryset(RoleQuerySet)):
    def get_by_natural_key(self, person_slug, organisation_slug, title):
        return self.get(person__slug=person_slug, organisation__slug=organisation_slug, title=title)


class Role(CarriableText, models.Model):
    """A person's title at an organisation over a period. The article that states it, if any, is
    recorded on the stories side (stories.RoleSource, `role.source`)."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="roles")
    organisation = models.ForeignKey(Organisation, on_delete=models.PROTECT, related_name="roles")
    title = models.CharField(
        max_length=200, help_text="As the source puts it: “General manager”, “Manager”, “Reporter”."
    )
    started_on = models.DateField(
        null=True, blank=True, help_text="Leave empty when the source does not say."
    )
    started_precision = models.CharField(
        max_length=5, choices=DatePrecision.choices, default=DatePrecision.YEAR
    )
    ended_on = models.DateField(
        null=True, blank=True, help_text="Leave empty while the role is current or when unknown."
    )
    ended_precision = models.CharField(
        max_length=5, choices=DatePrecision.choices, default=DatePrecision.YEAR
    )
    objects = RoleManager()

    class Meta:
        ordering = ["person", "started_on", "title"]
        constraints = [
            models.UniqueConstraint(
                fields=["person", "organisation", "title"],
                name="role_unique_title_per_organisation",
            ),
            models.CheckConstraint(
                name="role_ends_after_it_starts",
                condition=Q(started_on__isnull=True)
                | Q(ended_on__isnull=True)
                | Q(ended_on__gte=models.F("started_on")),
                violation_error_message="A role cannot end before it starts.",
            ),
        ]

    def __str__(self):
        return f"{self.person}: {self.title}, {self.organisation}"

    def natural_key(self):
        return (*self.person.natural_key(), *self.organisation.natural_key(), self.title)

    natural_key.dependencies = ["people.person", "people.organisation"]

    def clean(self):
        validate_partial_dates(
            self, ("started_on", "started_precision"), ("ended_on", "ended_precision")
        )

    @property
    def period(self) -> str:
        start = format_partial_date(self.started_on, self.started_precision)
        end = format_partial_date(self.ended_on, self.ended_precision)
        if start and end:
            return start if start == end else f"{start}–{end}"
        return start and f"from {start}" or end and f"until {end}" or ""
