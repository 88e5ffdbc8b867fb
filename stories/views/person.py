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
        said = list(
            self.visible(Quote).filter(speaker=person).select_related("article__outlet")
            .order_by(Coalesce("said_on", "article__published_on"), "article__published_on", "article_id", "position")
        )
        articles = list(
            self.visible(Article)
            .filter(Q(quotes__speaker=person) | Q(quotes__about=person) | Q(bylines__person=person)
                    | Q(events_reported__persons=person) | Q(stated_roles__person=person))
            .select_related("outlet").distinct().order_by("published_on", "headline")
        )
        quotes_about = list(
            self.visible(Quote).filter(about=person).select_related("speaker", "article")
            .order_by("article__published_on", "position")
        )
        arcs = list(self.visible(StoryArc).filter(
            Q(entries__article__in=[a.pk for a in articles]) | Q(entries__event__persons=person)
        ).distinct())
        if not (said or quotes_about or articles or arcs):
            # Someone named only in drafts has no public page yet: even their name would leak the story.
            raise Http404("No published story mentions this person.")
        context.update(
            roles=roles,
            quotes=[(quote, role_when_said(quote, roles)) for quote in said],
            quotes_about=quotes_about,
            articles=articles,
            arcs=arcs,
            visible_sources={a.pk for a in articles},
            structured_data=person_structured_data(self.request, person, roles),
        )
        return context
