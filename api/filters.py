"""Filters for the lists the site has no browse page of. Articles and quotes use the browse pages' own
FilterSets (stories.filters), so the API and the site filter alike."""

import django_filters
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field

from people.models import Organisation, Person
from stories import filters as browse_filters
from stories.models import Update

# The browse pages' person filter takes a name or a slug: a string in the schema. Said here, so that
# `stories` needs nothing of the schema library.
extend_schema_field(OpenApiTypes.STR)(browse_filters.PersonFilter)


class PersonFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(
        method="filter_name", label="A name, alias or slug, or part of one"
    )

    class Meta:
        model = Person
        fields = ["q"]

    def filter_name(self, queryset, name, value):
        return queryset.search(value)


class OrganisationFilter(django_filters.FilterSet):
    kind = django_filters.ChoiceFilter(choices=Organisation.Kind.choices)

    class Meta:
        model = Organisation
        fields = ["kind"]


class CorrectionFilter(django_filters.FilterSet):
    article = django_filters.CharFilter(
        field_name="article__slug", label="The corrected article's slug"
    )
    since = django_filters.DateFilter(
        field_name="dated_on", lookup_expr="gte", label="Dated on or after"
    )
    until = django_filters.DateFilter(
        field_name="dated_on", lookup_expr="lte", label="Dated on or before"
    )

    class Meta:
        model = Update
        fields = ["article", "since", "until"]
