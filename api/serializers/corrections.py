"""Corrections: what a published article got wrong, as the newsroom put it right."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from stories.models import Update

from .summaries import ArticleSummarySerializer


class CorrectionSerializer(serializers.ModelSerializer):
    article = ArticleSummarySerializer()
    dated = serializers.DateField(
        source="dated_on", help_text="The date the newsroom gave the correction."
    )
    html_url = serializers.SerializerMethodField()

    class Meta:
        model = Update
        fields = ["id", "article", "position", "dated", "text", "html_url"]

    @extend_schema_field(OpenApiTypes.URI)
    def get_html_url(self, correction) -> str:
        """The correction in place, on its article's page."""
        return self.context["request"].build_absolute_uri(
            f"{correction.article.get_absolute_url()}#update-{correction.position}"
        )
