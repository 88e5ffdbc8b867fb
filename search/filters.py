"""The search page's filters: what to look for (kind), when it was published, in which story, and about whom.

One FilterSet cleans the form once; its `filter_queryset` then narrows each section's candidates
(arcs, articles, quotes, events, people, disputes), every filter reaching its dates, arc or people by that model's own path.
A filter that means nothing for a kind leaves it alone (arcs, events, people and disputes have no
publication date).
"""

import django_filters
from django import forms
from django.db.models import Q, QuerySet

from people.models import Person
from stories.filters import PersonFilter, QuickSelect
from stories.models import Account, ArcEntry, Article, Dispute, Event, Quote, StoryArc
from stories.models.naming import ids_of_articles_naming

from .backends import MAX_QUERY_LENGTH, Kind

DATE_INPUT = forms.DateInput(attrs={"type": "date"})
# Where each kind keeps its publication date and its story arcs.
PUBLISHED_ON = {Article: "published_on", Quote: "article__published_on"}
ARC = {
    Article: "arc_entries__arc",
    Quote: "article__arc_entries__arc",
    Dispute: "arc",
    StoryArc: "id",
    Event: "arc_entries__arc",  # an event is in an arc at most once
}


def _anyone(people):
    """The person field already keeps to people with a public page: anyone of them may be searched for."""
    return people


def _arcs(request):
    return StoryArc.objects.published().only("title", "slug").order_by("title")


class SearchFilter(django_filters.FilterSet):
    q = django_filters.CharFilter(method="keep", label="Search for", max_length=MAX_QUERY_LENGTH)
    kind = django_filters.ChoiceFilter(
        method="keep",
        label="Show",
        empty_label="Every kind",
        choices=[(kind, label) for kind, label in Kind.LABELS.items()],
    )
    since = django_filters.DateFilter(
        method="filter_since", label="Published from", widget=DATE_INPUT
    )
    until = django_filters.DateFilter(
        method="filter_until", label="Published until", widget=DATE_INPUT
    )
    arc = django_filters.ModelChoiceFilter(
        method="filter_arc",
        queryset=_arcs,
        to_field_name="slug",
        label="Story",
        empty_label="Any story",
        widget=QuickSelect,
    )
    person = PersonFilter(
        method="filter_person",
        eligible=_anyone,
        label="Person",
        help_text="Articles naming them, their quotes, quotes about them and the disputes they gave an account in.",
        no_match="Nobody called “%(name)s” appears in a published article or story.",
    )

    def keep(self, queryset: QuerySet, name: str, value) -> QuerySet:
        """The words are the search itself and the kind picks the sections: neither narrows a queryset."""
        return queryset

    def filter_since(self, queryset, name, value):
        path = PUBLISHED_ON.get(queryset.model)
        return queryset.filter(**{f"{path}__gte": value}) if path else queryset

    def filter_until(self, queryset, name, value):
        path = PUBLISHED_ON.get(queryset.model)
        return queryset.filter(**{f"{path}__lte": value}) if path else queryset

    def filter_arc(self, queryset, name, arc):
        if queryset.model is Person:
            # Whoever the story's published articles quote, or its events involve.
            quoted = (
                Quote.objects.published()
                .filter(article__arc_entries__arc=arc, speaker__isnull=False)
                .values("speaker_id")
            )
            involved = Event.persons.through.objects.filter(event__arc_entries__arc=arc).values(
                "person_id"
            )
            return queryset.filter(Q(pk__in=quoted) | Q(pk__in=involved))
        # An article is in an arc at most once, so the join cannot repeat a row.
        return queryset.filter(**{ARC[queryset.model]: arc.pk})

    def filter_person(self, queryset, name, people):
        if queryset.model is Article:
            return queryset.filter(pk__in=ids_of_articles_naming(people))
        if queryset.model is Quote:
            about = Quote.about.through.objects.filter(person__in=people).values("quote_id")
            return queryset.filter(Q(speaker__in=people) | Q(pk__in=about))
        if queryset.model is Dispute:
            # The disputes they gave a public account in.
            return queryset.filter(
                pk__in=Account.objects.published().filter(person__in=people).values("dispute_id")
            )
        if queryset.model is Event:
            return queryset.filter(
                pk__in=Event.persons.through.objects.filter(person__in=people).values("event_id")
            )
        if queryset.model is StoryArc:
            # The stories whose events involve them or whose published articles name them.
            involved = ArcEntry.objects.filter(
                Q(event__persons__in=people)
                | Q(
                    article__in=Article.objects.published().filter(
                        pk__in=ids_of_articles_naming(people)
                    )
                )
            )
            return queryset.filter(pk__in=involved.values("arc_id"))
        return queryset.filter(pk__in=[person.pk for person in people])

    @property
    def words(self) -> str:
        return self.form.cleaned_data.get("q") or ""

    @property
    def only_kind(self) -> str:
        """The one kind asked for (paginated), or "" for a few of each."""
        return self.form.cleaned_data.get("kind") or ""

    @property
    def narrowed(self) -> bool:
        """Whether any filter besides the words and the kind is set."""
        return any(self.form.cleaned_data.get(name) for name in ("since", "until", "arc", "person"))
