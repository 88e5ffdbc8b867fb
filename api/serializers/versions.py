"""An article's public versions (stories/versions.py): each version readers saw, the updates and corrections
that made it, and the words it changed, as runs a client can mark up its own way."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from stories.models import Update
from stories.versions import published_versions

from ..fields import PartialDateField
from .summaries import ArticleSummarySerializer


class NoteSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="update_id")
    position = serializers.IntegerField()
    kind = serializers.ChoiceField(
        choices=Update.Kind.choices, help_text="update, correction or editors_note"
    )
    dated = serializers.DateField(source="dated_on", help_text="The date the newsroom gave it.")
    text = serializers.CharField()
    html_url = serializers.SerializerMethodField()

    @extend_schema_field(OpenApiTypes.URI)
    def get_html_url(self, note) -> str:
        """The update or correction in place, on the article's page."""
        url = self.context["article"].get_absolute_url()
        return self.context["request"].build_absolute_uri(f"{url}#{note.anchor}")


class RunSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(
        choices=["same", "removed", "added"],
        help_text="Words kept, removed from the version before, or added in this one.",
    )
    text = serializers.CharField(help_text="The words, with their spaces.")


class ChangeSerializer(serializers.Serializer):
    passage = serializers.CharField(
        source="label", help_text="Which passage changed: Headline, Dek, Paragraph N, an update."
    )
    words = serializers.SerializerMethodField()

    @extend_schema_field(RunSerializer(many=True))
    def get_words(self, change) -> list[dict]:
        """The passage as it reads in this version, with the words removed and added marked."""
        return [{"kind": kind, "text": text} for kind, text in change.runs]


class VersionSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="1 for the first published version.")
    published = PartialDateField(
        date="on",
        precision="precision",
        help_text="The first version: the article's publication date, as precise as its source. The "
        "others: the day of the save that made them.",
    )
    html_url = serializers.SerializerMethodField()
    made_by = NoteSerializer(
        many=True, help_text="The updates and corrections that first appear in this version."
    )
    changes = ChangeSerializer(many=True, help_text="What changed from the version before.")

    @extend_schema_field(OpenApiTypes.URI)
    def get_html_url(self, version) -> str:
        url = self.context["article"].get_versions_url()
        return self.context["request"].build_absolute_uri(f"{url}#{version.anchor}")


class ArticleVersionsSerializer(serializers.Serializer):
    article = ArticleSummarySerializer(source="*")
    html_url = serializers.SerializerMethodField()
    versions = serializers.SerializerMethodField()

    @extend_schema_field(OpenApiTypes.URI)
    def get_html_url(self, article) -> str:
        """The versions page on the site."""
        return self.context["request"].build_absolute_uri(article.get_versions_url())

    @extend_schema_field(VersionSerializer(many=True))
    def get_versions(self, article) -> list[dict]:
        """Every version readers saw, oldest first; the last is the article as it is now."""
        context = {**self.context, "article": article}
        return VersionSerializer(published_versions(article), many=True, context=context).data
