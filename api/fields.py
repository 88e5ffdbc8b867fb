"""Field types the API's serializers share: dates at their precision, links to the site and to the API."""

import datetime

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from people.partial_dates import DatePrecision, format_partial_date

PARTIAL_DATE_PATTERN = r"^\d{4}(-\d{2}(-\d{2})?)?$"
_ISO_LENGTH = {DatePrecision.YEAR: 4, DatePrecision.MONTH: 7, DatePrecision.DAY: 10}


def partial_date(day: datetime.date | None, precision: str) -> str | None:
    """ISO 8601 cut to what the source supports: "2017", "2017-01" or "2017-01-17"."""
    return day.isoformat()[: _ISO_LENGTH.get(precision, 10)] if day else None


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "description": "A date as precisely as the source gives it: `date` is ISO 8601 cut to that precision.",
        "properties": {
            "date": {"type": "string", "pattern": PARTIAL_DATE_PATTERN, "example": "2017-01"},
            "precision": {"type": "string", "enum": list(DatePrecision.values)},
            "display": {"type": "string", "example": "January 2017"},
        },
        "required": ["date", "precision", "display"],
    }
)
class PartialDateField(serializers.Field):
    """Reads a (date, precision) pair of fields: `source` names the date, `precision` the precision field."""

    def __init__(self, *, precision: str, **kwargs):
        self.precision_field = precision
        kwargs["source"] = "*"
        kwargs["read_only"] = True
        self.date_field = kwargs.pop("date")
        super().__init__(**kwargs)

    def to_representation(self, instance):
        day, precision = getattr(instance, self.date_field), getattr(instance, self.precision_field)
        if day is None:
            return None
        return {
            "date": partial_date(day, precision),
            "precision": precision,
            "display": format_partial_date(day, precision),
        }


@extend_schema_field(OpenApiTypes.URI)
class HtmlUrlField(serializers.Field):
    """The object's page on the site, absolute (its get_absolute_url on the request's host)."""

    def __init__(self, **kwargs):
        kwargs.update(source="*", read_only=True)
        super().__init__(**kwargs)

    def to_representation(self, instance):
        return self.context["request"].build_absolute_uri(instance.get_absolute_url())


@extend_schema_field(OpenApiTypes.URI)
class ApiUrlField(serializers.Field):
    """The object's own address in the API, absolute: `view_name` looked up with the attribute `lookup`."""

    def __init__(self, view_name: str, lookup: str = "slug", **kwargs):
        self.view_name, self.lookup = view_name, lookup
        kwargs.update(source="*", read_only=True)
        super().__init__(**kwargs)

    def to_representation(self, instance):
        path = reverse(f"api:{self.view_name}", args=[getattr(instance, self.lookup)])
        return self.context["request"].build_absolute_uri(path)
