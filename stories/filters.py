"""One FilterSet per browse list. Every choice is made among visible rows only.

People are typed, not chosen: a <select> of thousands of names is unusable and costs a query over
every quote on each page. A person field takes a name or part of one (links use the exact slug),
and only matches people the list could show, so a draft cannot be found out through it.

The words filters use the querysets' `matching()` (as search does): full-text on PostgreSQL, every word as a substring elsewhere.
"""

import django_filters
from django import forms
from django.core.exceptions import ValidationError
from django.db.models import Case, Exists, IntegerField, OuterRef, Value, When
from django.forms.utils import flatatt
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from people.models import Organisation, Person

from .models import Article, Quote, StoryArc
from .models.naming import (
    ids_of_articles_naming,
    named_in_published_articles,
    people_with_page,
)
from .models.publishing import published_condition

DATE_INPUT = forms.DateInput(attrs={"type": "date"})


class QuickSelect(forms.Select):
    """A <select> written in Python rather than through one template render per option: with a few
    hundred stories to choose from, the templates took longer than the rest of the page."""

    def render(self, name, value, attrs=None, renderer=None):
        widget = self.get_context(name, value, attrs)["widget"]
        options = format_html_join(
            "",
            '<option value="{}"{}>{}</option>',
            (
                (
                    option["value"],
                    mark_safe(" selected") if option["selected"] else "",
                    option["label"],
                )
                for _group, group_options, _index in widget["optgroups"]
                for option in group_options
            ),
        )
        return format_html(
            '<select name="{}"{}>{}</select>', widget["name"], flatatt(widget["attrs"]), options
        )


# A name fragment matching more people than this asks for more of the name rather than an OR over all of them.
MAX_PEOPLE_MATCHED = 20


class PersonField(forms.CharField):
    """Cleans to the people the text names, among those `eligible` keeps: the one whose slug it is, else
    everyone whose name or alias contains it.

    `eligible` maps a queryset of people to those of them the list could show. It is applied to the few
    people matched by name rather than to everyone, so the database starts from them.
    """

    def __init__(self, *, eligible, no_match, **kwargs):
        self.eligible, self.no_match = eligible, no_match
        self.matched = {}
        kwargs.setdefault("help_text", "A name, or part of one.")
        kwargs.setdefault("max_length", 200)
        super().__init__(**kwargs)

    def clean(self, value):
        text = super().clean(value)
        if not text:
            return []
        exact_slug_first = Case(
            When(slug=text, then=Value(0)), default=Value(1), output_field=IntegerField()
        )
        named = people_with_page(Person.objects.search(text))
        candidates = list(
            self.eligible(named).order_by(exact_slug_first, "name")[: MAX_PEOPLE_MATCHED + 1]
        )
        people = [person for person in candidates[:1] if person.slug == text] or candidates
        if not people:
            raise ValidationError(self.no_match, params={"name": text})
        if len(people) > MAX_PEOPLE_MATCHED:
            raise ValidationError(
                "More than %(count)s people match “%(name)s”: type more of the name.",
                params={"count": MAX_PEOPLE_MATCHED, "name": text},
            )
        self.matched[text] = people
        return people

    def prepare_value(self, value):
        # A link's slug shows in the field as the person's name.
        people = self.matched.get(value.strip()) if isinstance(value, str) else None
        if people and len(people) == 1 and people[0].slug == value.strip():
            return people[0].name
        return value


class PersonFilter(django_filters.Filter):
    """Filters by the people a PersonField matched: `field_name` must reach a person without multiplying rows."""

    field_class = PersonField

    def filter(self, qs, value):
        if not value:
            return qs
        return self.get_method(qs)(**{f"{self.field_name}__in": value})


def _quoted(people):
    return people.filter(Exists(Quote.objects.published().filter(speaker=OuterRef("pk"))))


def _quoted_about(people):
    return people.filter(
        Exists(
            Quote.about.through.objects.filter(
                published_condition("quote__article__"), person=OuterRef("pk")
            )
        )
    )


def _outlets(request):
    return Organisation.objects.filter(
        Exists(Article.objects.published().filter(outlet=OuterRef("pk")))
    )


def _arcs(request):
    return StoryArc.objects.published().only("title", "slug")


class QuoteFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(method="filter_text", label="Words in the quote")
    speaker = PersonFilter(
        field_name="speaker",
        eligible=_quoted,
        label="Said by",
        no_match="Nobody called “%(name)s” is quoted in a published article.",
    )
    about = PersonFilter(
        method="filter_about",
        eligible=_quoted_about,
        label="About",
        no_match="No published quote is about anybody called “%(name)s”.",
    )
    outlet = django_filters.ModelChoiceFilter(
        field_name="article__outlet",
        queryset=_outlets,
        to_field_name="slug",
        empty_label="Any outlet",
        widget=QuickSelect,
    )
    # An article is in an arc at most once, so this join cannot repeat a quote: no DISTINCT needed.
    arc = django_filters.ModelChoiceFilter(
        field_name="article__arc_entries__arc",
        queryset=_arcs,
        to_field_name="slug",
        label="Story",
        empty_label="Any story",
        widget=QuickSelect,
    )
    since = django_filters.DateFilter(
        field_name="article__published_on", lookup_expr="gte", label="From", widget=DATE_INPUT
    )
    until = django_filters.DateFilter(
        field_name="article__published_on", lookup_expr="lte", label="To", widget=DATE_INPUT
    )

    class Meta:
        model = Quote
        fields = ["q", "speaker", "about", "outlet", "arc", "since", "until"]

    def filter_text(self, queryset, name, value):
        return queryset.matching(value)

    def filter_about(self, queryset, name, people):
        # A subquery, not a join: a quote about two of the people matched would be listed twice.
        return queryset.filter(
            pk__in=Quote.about.through.objects.filter(person__in=people).values("quote_id")
        )


class ArticleFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(method="filter_text", label="Words in the article")
    person = PersonFilter(
        method="filter_person",
        eligible=named_in_published_articles,
        label="Quoted or mentioned",
        no_match="No published article names anybody called “%(name)s”.",
    )
    speaker = PersonFilter(
        method="filter_speaker",
        eligible=_quoted,
        label="Quotes from",
        no_match="Nobody called “%(name)s” is quoted in a published article.",
    )
    outlet = django_filters.ModelChoiceFilter(
        queryset=_outlets, to_field_name="slug", empty_label="Any outlet", widget=QuickSelect
    )
    arc = django_filters.ModelChoiceFilter(
        field_name="arc_entries__arc",
        queryset=_arcs,
        to_field_name="slug",
        label="Story",
        empty_label="Any story",
        widget=QuickSelect,
    )
    since = django_filters.DateFilter(
        field_name="published_on", lookup_expr="gte", label="From", widget=DATE_INPUT
    )
    until = django_filters.DateFilter(
        field_name="published_on", lookup_expr="lte", label="To", widget=DATE_INPUT
    )

    class Meta:
        model = Article
        fields = ["q", "person", "speaker", "outlet", "arc", "since", "until"]

    def filter_text(self, queryset, name, value):
        return queryset.matching(value)

    def filter_person(self, queryset, name, people):
        return queryset.filter(pk__in=ids_of_articles_naming(people))

    def filter_speaker(self, queryset, name, people):
        # A subquery, not a join: an article quoting someone twice would be listed twice.
        return queryset.filter(pk__in=Quote.objects.filter(speaker__in=people).values("article_id"))
