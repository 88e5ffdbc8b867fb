from django.conf import settings
from django.db import models
from django.db.models import F, Q

from cleantext import CarriableText
from imaging.renditions import ResponsiveImage, responsive_image
from people.models import Organisation, Person, SlugNaturalKeyManager
from people.partial_dates import (
    DatePrecision,
    format_partial_date,
    iso_partial_date,
    validate_partial_dates,
)
from sitewide.addresses import address

from .matching import all_terms, matching, trigram_match, uses_trigrams
from .publishing import Publishable, PublishableQuerySet, Status, published_condition


class ArticleQuerySet(PublishableQuerySet):
    def matching(self, words: str):
        """The articles whose headline, dek or body holds every word of `words` (stories.models.matching)."""
        return matching(self, words, substring_condition=_article_words)


class Article(Publishable):
    headline = models.CharField(max_length=300)
    slug = models.SlugField(
        max_length=200,
        unique=True,
        help_text="Used in the article's web address. Do not change once published.",
    )
    dek = models.TextField(
        blank=True, help_text="The line under the headline that sums up the story."
    )
    outlet = models.ForeignKey(
        Organisation,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="articles",
        limit_choices_to={"kind": Organisation.Kind.NEWS_OUTLET},
        help_text="The news outlet that published the article. Leave empty when the document does not say.",
    )
    original_url = models.URLField(
        "original URL", blank=True, help_text="Where the article was first published, if online."
    )
    published_on = models.DateField(
        "original publication date",
        help_text="For a month or year only, enter its first day and set the precision.",
    )
    published_precision = models.CharField(
        "date precision",
        max_length=5,
        choices=DatePrecision.choices,
        default=DatePrecision.DAY,
        help_text="How much of the date the document supports. Readers see no more than this.",
    )
    source_notes = models.TextField(
        blank=True,
        help_text="For editors: how the date, outlet or headline were established when the document "
        "does not state them.",
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        editable=False,
        on_delete=models.SET_NULL,
        related_name="articles_created",
        help_text="The account that created the article. Reporters may keep editing their own articles once published.",
    )
    # Null until the first revocation: a nullable column is added by SQLite in place, where a NOT NULL
    # one rebuilds the article table under its search triggers.
    preview_secret = models.CharField(  # noqa: DJ001
        max_length=32,
        null=True,
        blank=True,
        editable=False,
        help_text="Part of every reviewer preview link; revoking the links replaces it, so links shared "
        "before stop opening the draft.",
    )
    lead_image = models.ImageField(
        upload_to="articles/lead/",
        blank=True,
        width_field="lead_image_width",
        height_field="lead_image_height",
        help_text="JPEG, PNG, WebP or GIF. Stored re-encoded, without its camera and location metadata.",
    )
    lead_image_width = models.PositiveIntegerField(null=True, blank=True, editable=False)
    lead_image_height = models.PositiveIntegerField(null=True, blank=True, editable=False)
    lead_image_alt = models.CharField(
        "alt text",
        max_length=300,
        blank=True,
        help_text="Describes the image for readers who cannot see it.",
    )
    lead_image_caption = models.CharField(
        "caption", max_length=500, blank=True, help_text="Shown under the image."
    )
    lead_image_credit = models.CharField(
        "credit",
        max_length=200,
        blank=True,
        help_text="Photographer and agency, as the licence requires: “Jane Doe / AP”.",
    )
    source_name = models.CharField(
        max_length=200,
        blank=True,
        help_text="The imported document this article came from (file name without extension).",
    )
    source_checksum = models.CharField(
        max_length=64,
        blank=True,
        editable=False,
        help_text="SHA-256 of the imported text, so a re-import of the same document changes nothing.",
    )

    objects = SlugNaturalKeyManager.from_queryset(ArticleQuerySet)()

    class Meta:
        ordering = ["-published_on", "headline"]
        get_latest_by = "published_on"
        indexes = [
            # "Latest articles" lists read the newest few in this order instead of sorting the archive.
            models.Index(F("published_on").desc(), "headline", name="article_newest_first"),
            # Queries that only ask which articles are public (counting corrections, the article list's
            # count and filters) read this small index instead of the articles' rows.
            models.Index(
                fields=["id", "publish_at"],
                condition=Q(status=Status.PUBLISHED),
                name="article_published",
            ),
            # The sitemap index's "last modified" (MAX(updated_at) of the public articles) reads one entry
            # from the end of this, instead of every article (80 ms at 100,000 articles).
            models.Index(
                fields=["updated_at", "publish_at"],
                condition=Q(status=Status.PUBLISHED),
                name="article_published_updated",
            ),
        ]
        permissions = [("publish_article", "Can publish, schedule and unpublish articles")]
        constraints = [
            models.UniqueConstraint(
                fields=["source_name"],
                condition=~models.Q(source_name=""),
                name="article_unique_source_document",
            ),
            models.CheckConstraint(
                name="article_lead_image_is_described",
                condition=Q(lead_image="")
                | (~Q(lead_image_alt="") & ~Q(lead_image_caption="") & ~Q(lead_image_credit="")),
                violation_error_message="A lead image needs alt text, a caption and a credit.",
            ),
        ]

    def __str__(self):
        return self.headline

    def get_absolute_url(self):
        return address("stories:article", "slug", self.slug)

    def get_versions_url(self):
        """Every version readers saw, with the note that made it (stories/versions.py)."""
        return address("stories:article-versions", "slug", self.slug)

    def natural_key(self):
        return (self.slug,)

    def clean(self):
        validate_partial_dates(self, ("published_on", "published_precision"))

    @property
    def display_date(self) -> str:
        return format_partial_date(self.published_on, self.published_precision)

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.published_on, self.published_precision)

    @property
    def lead_image_responsive(self) -> ResponsiveImage | None:
        return responsive_image(
            self.lead_image,
            alt=self.lead_image_alt,
            caption=self.lead_image_caption,
            credit=self.lead_image_credit,
        )


class ArticlePartManager(models.Manager):
    """Parts of an article (paragraphs, updates, posts) are keyed by article slug and position."""

    def get_by_natural_key(self, article_slug, position):
        return self.get(article__slug=article_slug, position=position)


class ArticlePart(CarriableText, models.Model):
    position = models.PositiveIntegerField(help_text="Order within the article, from 1.")

    objects = ArticlePartManager()

    class Meta:
        abstract = True
        ordering = ["article", "position"]

    def natural_key(self):
        return (*self.article.natural_key(), self.position)

    natural_key.dependencies = ["stories.article"]


class Paragraph(ArticlePart):
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="paragraphs")
    text = models.TextField(
        help_text="Plain text, exactly as published. Quotes recorded from it must still appear in it."
    )

    class Meta(ArticlePart.Meta):
        constraints = [
            models.UniqueConstraint(
                fields=["article", "position"], name="paragraph_unique_position"
            ),
        ]

    def __str__(self):
        return f"¶{self.position}: {self.text[:60]}"


class Byline(ArticlePart):
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="bylines")
    person = models.ForeignKey(Person, on_delete=models.PROTECT, related_name="bylines")

    class Meta(ArticlePart.Meta):
        constraints = [
            models.UniqueConstraint(fields=["article", "position"], name="byline_unique_position"),
            models.UniqueConstraint(fields=["article", "person"], name="byline_unique_person"),
        ]

    def __str__(self):
        return str(self.person)


class UpdateQuerySet(models.QuerySet):
    def published_corrections(self):
        """Corrections of published articles (the corrections page, its feed and the API's list)."""
        # Through the join (not article__in=...published()), so the database can walk the corrections
        # index newest first and look up each one's article.
        return self.filter(published_condition("article__"), kind=Update.Kind.CORRECTION)


class Update(ArticlePart):
    class Kind(models.TextChoices):
        UPDATE = "update", "Update"
        CORRECTION = "correction", "Correction"
        EDITORS_NOTE = "editors_note", "Editor's note"

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="updates")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.UPDATE)
    dated_on = models.DateField("date", help_text="The date the newsroom gave the update.")
    text = models.TextField(help_text="As the newsroom wrote it, without the “[Update …]:” label.")
    # When readers could first and last see it change: the arc page marks it "new" or "edited" since a visit.
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = ArticlePartManager.from_queryset(UpdateQuerySet)()

    class Meta(ArticlePart.Meta):
        constraints = [
            models.UniqueConstraint(fields=["article", "position"], name="update_unique_position"),
        ]
        # The corrections page, newest first: read in order and stop after a page, not sort every correction.
        indexes = [
            models.Index(
                F("dated_on").desc(),
                F("id").desc(),
                name="update_corrections_newest",
                condition=Q(kind="correction"),
            ),
        ]

    def __str__(self):
        return f"{self.get_kind_display()} of {self.dated_on:%Y-%m-%d}"


def _article_words(terms: list[str]) -> Q:
    condition = Q()
    for term in terms:
        if uses_trigrams(term):
            condition &= trigram_match(
                "stories_article_text_fts", term
            )  # headline, dek and body: search migration 0005
        else:
            in_body = Q(pk__in=Paragraph.objects.filter(text__icontains=term).values("article_id"))
            condition &= all_terms(("headline", "dek"), [term]) | in_body
    return condition


class EmbeddedPostManager(ArticlePartManager):
    def get_by_natural_key(self, article_slug, position, order=1):
        # Dumps made before posts had an order name the post by its place alone.
        return self.get(article__slug=article_slug, position=position, order=order)


class EmbeddedPost(ArticlePart):
    """A social-media post quoted in the body; `position` is the number of paragraphs before it.

    Several posts may follow the same paragraph (a thread, a round of reactions): `order` keeps them
    in the document's order.
    """

    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="embedded_posts")
    position = models.PositiveIntegerField(
        "after paragraph",
        help_text="Shown after this paragraph number; 0 places it before the first paragraph.",
    )
    author_name = models.CharField(max_length=200, help_text="The account's display name.")
    handle = models.CharField(max_length=100, help_text="With the @, as shown on the post.")
    posted_on = models.DateField(
        null=True, blank=True, help_text="Leave empty when the post shows no date."
    )
    text = models.TextField(help_text="The post's text, verbatim, links included.")
    url = models.URLField("link", blank=True, help_text="The post's own address, when known.")
    order = models.PositiveSmallIntegerField(
        "order after that paragraph",
        default=1,
        help_text="Among the posts shown after the same paragraph, from 1.",
    )

    objects = EmbeddedPostManager()

    class Meta(ArticlePart.Meta):
        ordering = ["article", "position", "order"]
        constraints = [
            models.UniqueConstraint(
                fields=["article", "position", "order"], name="embeddedpost_unique_place"
            ),
        ]

    def __str__(self):
        return f"{self.author_name} ({self.handle})"

    def natural_key(self):
        return (*self.article.natural_key(), self.position, self.order)

    natural_key.dependencies = ["stories.article"]

    @property
    def anchor(self) -> str:
        """The id the article page gives it: the first post after a paragraph keeps `post-N`."""
        return f"post-{self.position}" if self.order == 1 else f"post-{self.position}-{self.order}"
