"""The person page. It lives in `stories` because what a person said is story content; `people` stays independent."""

from django.db.models import Q
from django.db.models.functions import Coalesce
from django.http import Http404
from django.views.generic import DetailView

from people.models import Person, Role

from ..metadata import person_structured_data
from ..models import Article, Quote, StoryArc
from ..timeline import role_when_said
from .mixins import PublishedQuerysetMixin


class PersonDetailView(PublishedQuerysetMixin, DetailView):
    model = Person
    template_name = "people/person_detail.html"

    def get_queryset(self):
        return Person.objects.all()

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        person = self.object
        roles = list(
            Role.objects.filter(person=person).select_related("organisation", "source")
            .order_by(Coalesce("started_on", "ended_on").asc(nulls_last=True), "title")
        )
        said, said_about, articles = self.said_by(person), self.said_about(person), self.articles_naming(person)
        arcs = list(self.visible(StoryArc).filter(
            Q(entries__article__in=[article.pk for article in articles]) | Q(entries__event__persons=person)
        ).distinct())
        if not (said or said_about or articles or arcs):
            # Someone named only in drafts has no public page yet: even their name would leak the story.
            raise Http404("No published story mentions this person.")
        context.update(
            roles=roles,
            quotes=[(quote, role_when_said(quote, roles)) for quote in said],
            quotes_about=said_about,
            articles=articles,
            arcs=arcs,
            visible_sources={article.pk for article in articles},
            structured_data=person_structured_data(self.request, person, roles),
        )
        return context

    def said_by(self, person: Person) -> list[Quote]:
        """In the order they were said; a quote without its own date counts from its article's."""
        return list(
            self.visible(Quote).filter(speaker=person).select_related("article__outlet")
            .order_by(Coalesce("said_on", "article__published_on"), "article__published_on", "article_id", "position")
        )

    def said_about(self, person: Person) -> list[Quote]:
        return list(
            self.visible(Quote).filter(about=person).select_related("speaker", "article")
            .order_by("article__published_on", "position")
        )

    def articles_naming(self, person: Person) -> list[Article]:
        """Articles that quote, mention, byline, report an event involving, or state a role of the person."""
        names = (
            Q(quotes__speaker=person) | Q(quotes__about=person) | Q(bylines__person=person)
            | Q(events_reported__persons=person) | Q(stated_roles__person=person)
        )
        return list(
            self.visible(Article).filter(names).select_related("outlet").distinct().order_by("published_on", "headline")
        )
