"""Articles whole: bylines, the body with its quotes' places, updates and corrections, embedded posts, arcs."""

from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from stories.models import EmbeddedPost, Paragraph, Update
from stories.quote_markup import quote_spans

from ..fields import ApiUrlField
from .people import ImageSerializer, PersonSummarySerializer, image_data
from .quotes import QuoteSummarySerializer
from .summaries import ArticleSummarySerializer


class QuoteSpanSerializer(serializers.Serializer):
    """A quote's place in a passage: `text[start:end]` are its words. Nested spans are reported words."""

    id = serializers.IntegerField()
    url = serializers.URLField()
    start = serializers.IntegerField()
    end = serializers.IntegerField()


class PassageSerializer(serializers.Serializer):
    position = serializers.IntegerField()
    text = serializers.CharField()
    quotes = serializers.SerializerMethodField()

    @extend_schema_field(QuoteSpanSerializer(many=True))
    def get_quotes(self, passage) -> list[dict]:
        quotes = self.context["quotes_in"].get((type(passage), passage.pk), [])
        request = self.context["request"]
        return [
            {
                "id": quote.pk,
                "url": request.build_absolute_uri(reverse("api:quote", args=[quote.pk])),
                "start": start,
                "end": end,
            }
            for quote, start, end in quote_spans(passage.text, quotes)
        ]


class UpdateSerializer(PassageSerializer):
    kind = serializers.ChoiceField(
        choices=Update.Kind.choices, help_text="update, correction or editors_note"
    )
    dated = serializers.DateField(source="dated_on", help_text="The date the newsroom gave it.")


class EmbeddedPostSerializer(PassageSerializer):
    position = serializers.IntegerField(
        help_text="The number of the paragraph it follows; 0 before the first."
    )
    author_name = serializers.CharField()
    handle = serializers.CharField()
    posted_on = serializers.DateField(allow_null=True)
    url = serializers.URLField(allow_blank=True, help_text="The post's own address, when known.")


class ArcNeighbourSerializer(serializers.Serializer):
    slug = serializers.CharField()
    headline = serializers.CharField()
    url = serializers.URLField()


class ArcPositionSerializer(serializers.Serializer):
    """“Part N of M”: the article's place among the arc's published articles, and its neighbours there."""

    slug = serializers.CharField(source="arc.slug")
    title = serializers.CharField(source="arc.title")
    url = serializers.SerializerMethodField()
    part = serializers.IntegerField(source="number")
    of = serializers.IntegerField(source="total")
    previous = serializers.SerializerMethodField()
    next = serializers.SerializerMethodField()

    def _absolute(self, name: str, slug: str) -> str:
        return self.context["request"].build_absolute_uri(reverse(f"api:{name}", args=[slug]))

    def get_url(self, position) -> str:
        return self._absolute("arc", position.arc.slug)

    def _neighbour(self, article):
        return (
            {
                "slug": article.slug,
                "headline": article.headline,
                "url": self._absolute("article", article.slug),
            }
            if article
            else None
        )

    @extend_schema_field(ArcNeighbourSerializer(allow_null=True))
    def get_previous(self, position):
        return self._neighbour(position.previous)

    @extend_schema_field(ArcNeighbourSerializer(allow_null=True))
    def get_next(self, position):
        return self._neighbour(position.next)


class ArticleListSerializer(ArticleSummarySerializer):
    bylines = serializers.SerializerMethodField()

    class Meta(ArticleSummarySerializer.Meta):
        fields = [*ArticleSummarySerializer.Meta.fields, "bylines", "updated_at"]

    @extend_schema_field(PersonSummarySerializer(many=True))
    def get_bylines(self, article) -> list[dict]:
        return PersonSummarySerializer(
            [byline.person for byline in article.bylines.all()], many=True, context=self.context
        ).data


class ArticleSerializer(ArticleListSerializer):
    """An article as published: everything its page shows, with each quote's place in the text."""

    original_url = serializers.CharField(
        help_text="Where it was first published, when online; empty otherwise."
    )
    lead_image = serializers.SerializerMethodField()
    paragraphs = PassageSerializer(many=True)
    updates = UpdateSerializer(
        many=True, help_text="Updates, corrections and editor's notes, in the newsroom's order."
    )
    embedded_posts = EmbeddedPostSerializer(many=True)
    quotes = serializers.SerializerMethodField()
    arcs = ArcPositionSerializer(many=True, source="arc_positions")
    versions_url = ApiUrlField(
        "article-versions", help_text="Every version readers saw, and what each changed."
    )

    class Meta(ArticleListSerializer.Meta):
        fields = [
            *ArticleListSerializer.Meta.fields,
            "original_url",
            "lead_image",
            "paragraphs",
            "updates",
            "embedded_posts",
            "quotes",
            "arcs",
            "versions_url",
        ]

    @extend_schema_field(ImageSerializer(allow_null=True))
    def get_lead_image(self, article):
        return image_data(
            self.context["request"],
            article.lead_image,
            width=article.lead_image_width,
            height=article.lead_image_height,
            alt=article.lead_image_alt,
            caption=article.lead_image_caption,
            credit=article.lead_image_credit,
        )

    @extend_schema_field(QuoteSummarySerializer(many=True))
    def get_quotes(self, article) -> list[dict]:
        return QuoteSummarySerializer(article.quotes.all(), many=True, context=self.context).data

    def to_representation(self, article):
        # Which quotes stand in which passage, once for the whole article (the passages' serializers read it).
        quotes_in = {}
        for quote in article.quotes.all():
            location = (
                (Paragraph, quote.paragraph_id)
                if quote.paragraph_id
                else (Update, quote.update_id)
                if quote.update_id
                else (EmbeddedPost, quote.embedded_post_id)
            )
            quotes_in.setdefault(location, []).append(quote)
        self.context["quotes_in"] = quotes_in
        return super().to_representation(article)
