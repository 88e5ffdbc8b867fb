"""Quotes: the words, who said them (or how the article describes an unnamed source), when, and where they stand."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from stories.models import Quote
from stories.quote_markup import quote_spans

from ..fields import PartialDateField
from .people import PersonSummarySerializer
from .summaries import ArticleSummarySerializer, QuoteReferenceSerializer


class SourceSerializer(serializers.Serializer):
    """The passage the quote was recorded from: `start` and `end` are its words' offsets in `text`."""

    kind = serializers.ChoiceField(choices=["paragraph", "update", "embedded_post"])
    position = serializers.IntegerField(
        help_text="The paragraph's or update's number; for an embedded post, the paragraph it follows."
    )
    text = serializers.CharField()
    start = serializers.IntegerField(allow_null=True)
    end = serializers.IntegerField(allow_null=True)


class QuoteSummarySerializer(QuoteReferenceSerializer):
    """A quote in a list: its words, its speaker, when it was said."""

    speaker = PersonSummarySerializer(allow_null=True)
    speaker_description = serializers.CharField(
        help_text="For an unnamed source, the article's own words; empty when the speaker is named."
    )
    said = PartialDateField(
        date="said_on",
        precision="said_precision",
        allow_null=True,
        help_text="Only when the source gives it.",
    )
    setting = serializers.CharField(
        help_text="Where it was said (interview, press_conference, ...); empty when the source does not say."
    )

    class Meta(QuoteReferenceSerializer.Meta):
        fields = [
            *QuoteReferenceSerializer.Meta.fields,
            "text",
            "speaker",
            "speaker_description",
            "said",
            "setting",
            "is_partial",
        ]


class QuoteSerializer(QuoteSummarySerializer):
    """A quote with its article and the passage it stands in."""

    article = ArticleSummarySerializer()
    about = PersonSummarySerializer(many=True)
    source = serializers.SerializerMethodField()
    parent = QuoteReferenceSerializer(
        allow_null=True, help_text="For reported words: the quote they appear in."
    )

    class Meta(QuoteSummarySerializer.Meta):
        fields = [
            *QuoteSummarySerializer.Meta.fields,
            "continues",
            "about",
            "parent",
            "article",
            "source",
        ]

    @extend_schema_field(SourceSerializer)
    def get_source(self, quote: Quote) -> dict:
        location = quote.location
        kind = (
            "paragraph" if quote.paragraph_id else "update" if quote.update_id else "embedded_post"
        )
        # Placed among the passage's quotes, as the article endpoint and page place it (null if its words are gone).
        spans = {
            placed.pk: (start, end)
            for placed, start, end in quote_spans(location.text, list(location.quotes.all()))
        }
        start, end = spans.get(quote.pk, (None, None))
        return {
            "kind": kind,
            "position": location.position,
            "text": location.text,
            "start": start,
            "end": end,
        }
