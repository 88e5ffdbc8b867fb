"""Story arcs and their timelines."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from stories.models import ArcEntry, Event, StoryArc

from ..fields import ApiUrlField, HtmlUrlField, PartialDateField
from .people import PersonSummarySerializer
from .summaries import ArticleSummarySerializer


class EventSerializer(serializers.ModelSerializer):
    """Something that happened in the story, dated as precisely as its sources allow."""

    happened = PartialDateField(date="happened_on", precision="happened_precision")
    people = PersonSummarySerializer(many=True, source="persons")
    sources = serializers.SerializerMethodField()

    class Meta:
        model = Event
        fields = ["id", "slug", "title", "description", "happened", "people", "sources"]

    @extend_schema_field(ArticleSummarySerializer(many=True))
    def get_sources(self, event) -> list[dict]:
        """The published articles that report it (prefetched as `published_sources`)."""
        return ArticleSummarySerializer(
            event.published_sources, many=True, context=self.context
        ).data


class EntrySerializer(serializers.ModelSerializer):
    """One step of the timeline, in the arc's order: an article or an event."""

    kind = serializers.SerializerMethodField()
    article = ArticleSummarySerializer(allow_null=True)
    event = EventSerializer(allow_null=True)

    class Meta:
        model = ArcEntry
        fields = ["position", "kind", "article", "event"]

    def get_kind(self, entry) -> str:
        return "article" if entry.article_id else "event"


class ArcSummarySerializer(serializers.ModelSerializer):
    url = ApiUrlField("arc")
    html_url = HtmlUrlField()

    class Meta:
        model = StoryArc
        fields = ["id", "slug", "title", "summary", "updated_at", "url", "html_url"]


class ArcSerializer(ArcSummarySerializer):
    """An arc with its whole timeline: the published articles and the events, in order."""

    entries = EntrySerializer(many=True, source="visible_entries")

    class Meta(ArcSummarySerializer.Meta):
        fields = [*ArcSummarySerializer.Meta.fields, "entries"]
