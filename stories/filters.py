"""One FilterSet per browse list. Every choice list is built from visible rows only.

The words filters use stories.search: full-text on PostgreSQL, every word as a substring elsewhere.
"""

import django_filters
from django import forms
from django.db.models import Q

from people.models import Organisation, Person

from .models import Article, Quote, StoryArc
from .search import filter_articles, filter_quotes

DATE_INPUT = forms.DateInput(attrs={"type": "date"})


# Choice lists use IN (subquery) rather than joins with DISTINCT: an OR across two joins into a
# million quotes multiplies rows before DISTINCT can remove them.
def _speakers(request):
    return Person.objects.filter(pk__in=Quote.objects.published().values("speaker_id"))


def _mentioned(request):
    published = Quote.objects.published()
    return Person.objects.filter(Q(pk__in=published.values("speaker_id")) | Q(pk__in=published.values("about")))


def _outlets(request):
    return Organisation.objects.filter(pk__in=Article.objects.published().values("outlet_id"))


def _arcs(request):
    return StoryArc.objects.published()


class QuoteFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(method="filter_text", label="Words in the quote")
    speaker = django_filters.ModelChoiceFilter(queryset=_speakers, to_field_name="slug", label="Said by", empty_label="Anyone")
    about = django_filters.ModelChoiceFilter(queryset=_mentioned, to_field_name="slug", label="About", empty_label="Anyone")
    outlet = django_filters.ModelChoiceFilter(field_name="article__outlet", queryset=_outlets, to_field_name="slug", empty_label="Any outlet")
    arc = django_filters.ModelChoiceFilter(
        field_name="article__arc_entries__arc", queryset=_arcs, to_field_name="slug", label="Story", distinct=True, empty_label="Any story"
    )
    since = django_filters.DateFilter(field_name="article__published_on", lookup_expr="gte", label="From", widget=DATE_INPUT)
    until = django_filters.DateFilter(field_name="article__published_on", lookup_expr="lte", label="To", widget=DATE_INPUT)

    class Meta:
        model = Quote
        fields = ["q", "speaker", "about", "outlet", "arc", "since", "until"]

    def filter_text(self, queryset, name, value):
        return filter_quotes(queryset, value)


class ArticleFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(method="filter_text", label="Words in the article")
    person = django_filters.ModelChoiceFilter(method="filter_person", queryset=_mentioned, to_field_name="slug", label="Quoted or mentioned", empty_label="Anyone")
    speaker = django_filters.ModelChoiceFilter(field_name="quotes__speaker", queryset=_speakers, to_field_name="slug", label="Quotes from", distinct=True, empty_label="Anyone")
    outlet = django_filters.ModelChoiceFilter(queryset=_outlets, to_field_name="slug", empty_label="Any outlet")
    arc = django_filters.ModelChoiceFilter(field_name="arc_entries__arc", queryset=_arcs, to_field_name="slug", label="Story", empty_label="Any story")
    since = django_filters.DateFilter(field_name="published_on", lookup_expr="gte", label="From", widget=DATE_INPUT)
    until = django_filters.DateFilter(field_name="published_on", lookup_expr="lte", label="To", widget=DATE_INPUT)

    class Meta:
        model = Article
        fields = ["q", "person", "speaker", "outlet", "arc", "since", "until"]

    def filter_text(self, queryset, name, value):
        return filter_articles(queryset, value)

    def filter_person(self, queryset, name, value):
        appears = Q(quotes__speaker=value) | Q(quotes__about=value) | Q(bylines__person=value)
        return queryset.filter(pk__in=Article.objects.filter(appears).values("pk"))
