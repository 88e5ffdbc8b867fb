"""People, their roles over time, and organisations."""

from django.urls import reverse
from django.utils.http import urlencode
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from people.models import Organisation, Person, Role

from ..fields import ApiUrlField, HtmlUrlField, PartialDateField


class ImageSerializer(serializers.Serializer):
    """A described image (for the schema): readers who cannot see it get `alt`; `credit` is what the licence requires."""

    url = serializers.URLField()
    width = serializers.IntegerField()
    height = serializers.IntegerField()
    alt = serializers.CharField()
    caption = serializers.CharField()
    credit = serializers.CharField()


def image_data(
    request, file, *, width: int | None, height: int | None, **described: str
) -> dict | None:
    """An image field's file as ImageSerializer describes it, or None when there is none. The sizes come from
    the row (its width and height fields): asking the file would open it."""
    if not file:
        return None
    return {
        "url": request.build_absolute_uri(file.url),
        "width": width,
        "height": height,
        **described,
    }


class OrganisationSummarySerializer(serializers.ModelSerializer):
    url = ApiUrlField("organisation")

    class Meta:
        model = Organisation
        fields = ["id", "slug", "name", "kind", "url"]


class OrganisationSerializer(OrganisationSummarySerializer):
    parent = OrganisationSummarySerializer(allow_null=True)

    class Meta(OrganisationSummarySerializer.Meta):
        fields = [*OrganisationSummarySerializer.Meta.fields, "parent"]


class RoleSerializer(serializers.ModelSerializer):
    organisation = OrganisationSummarySerializer()
    started = PartialDateField(date="started_on", precision="started_precision", allow_null=True)
    ended = PartialDateField(date="ended_on", precision="ended_precision", allow_null=True)
    period = serializers.CharField(
        help_text="As readers see it: “2015–2017”, “from 2017”; empty when the source gives no dates."
    )

    class Meta:
        model = Role
        fields = ["title", "organisation", "started", "ended", "period"]


class PersonSummarySerializer(serializers.ModelSerializer):
    url = ApiUrlField("person")
    html_url = HtmlUrlField()

    class Meta:
        model = Person
        fields = ["id", "slug", "name", "url", "html_url"]


class PersonSerializer(PersonSummarySerializer):
    """A person with a public page: who they are, their roles over time, and where to find what they said."""

    headshot = serializers.SerializerMethodField()
    roles = RoleSerializer(many=True, source="chronological_roles")
    quotes_url = serializers.SerializerMethodField()

    class Meta(PersonSummarySerializer.Meta):
        fields = [*PersonSummarySerializer.Meta.fields, "bio", "headshot", "roles", "quotes_url"]

    @extend_schema_field(ImageSerializer(allow_null=True))
    def get_headshot(self, person):
        return image_data(
            self.context["request"],
            person.headshot,
            width=person.headshot_width,
            height=person.headshot_height,
            alt=person.headshot_alt,
            caption=person.headshot_caption,
            credit=person.headshot_credit,
        )

    @extend_schema_field({"type": "string", "format": "uri", "nullable": True})
    def get_quotes_url(self, person) -> str | None:
        """What they said: the quotes endpoint filtered by speaker; null when no published article quotes them."""
        if not person.is_quoted:
            return None
        path = reverse("api:quotes") + "?" + urlencode({"speaker": person.slug})
        return self.context["request"].build_absolute_uri(path)
