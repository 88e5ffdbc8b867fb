"""The short forms other objects embed: an article or a quote named inside something else."""

from rest_framework import serializers

from stories.models import Article, Quote

from ..fields import ApiUrlField, HtmlUrlField, PartialDateField
from .people import OrganisationSummarySerializer


class ArticleSummarySerializer(serializers.ModelSerializer):
    url = ApiUrlField("article")
    html_url = HtmlUrlField()
    outlet = OrganisationSummarySerializer(allow_null=True)
    published = PartialDateField(
        date="published_on",
        precision="published_precision",
        help_text="The original publication date.",
    )

    class Meta:
        model = Article
        fields = ["id", "slug", "headline", "dek", "outlet", "published", "url", "html_url"]


class QuoteReferenceSerializer(serializers.ModelSerializer):
    url = ApiUrlField("quote", lookup="pk")
    html_url = HtmlUrlField(help_text="The quote's permalink on the site.")

    class Meta:
        model = Quote
        fields = ["id", "url", "html_url"]
