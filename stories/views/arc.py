"""The story arc page: the story so far, the timeline, the cast, and what is new since the last visit."""

import datetime

from django.db.models import Q
from django.db.models.functions import Coalesce
from django.http import Http404
from django.utils import timezone
from django.utils.cache import patch_vary_headers
from django.views.generic import DetailView

from people.models import Role

from ..metadata import arc_structured_data
from ..models import ArcEntry, Article, Quote, StoryArc, Update
from ..timeline import build_timeline
from .mixins import PublishedQuerysetMixin

LAST_VISIT_MAX_AGE = 365 * 24 * 60 * 60
# Coming back to the arc within this time continues the same visit, so reading an article and
# returning to the timeline does not wipe the "new" marks.
VISIT_GAP = datetime.timedelta(minutes=30)


def last_visit_cookie(arc: StoryArc) -> str:
    return f"arc-{arc.pk}-seen"


def _timestamp(value: str) -> datetime.datetime | None:
    try:
        return datetime.datetime.fromtimestamp(int(value), tz=datetime.UTC)
    except (ValueError, OverflowError, OSError):
        return None


def visits(cookie: str, now: datetime.datetime) -> tuple[datetime.datetime | None, str]:
    """The previous visit to mark entries against, and the cookie value to store now.

    The cookie holds "<start of the previous visit>.<last request>", as Unix timestamps.
    """
    previous, _, last = cookie.rpartition(".")
    previous_at, last_at = _timestamp(previous), _timestamp(last)
    since = previous_at if last_at and now - last_at < VISIT_GAP else last_at
    stored = f"{int(since.timestamp()) if since else ''}.{int(now.timestamp())}"
    return since, stored


class StoryArcDetailView(PublishedQuerysetMixin, DetailView):
    model = StoryArc

    def get_queryset(self):
        return self.visible(StoryArc)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        visible_articles = self.visible(Article)
        since, self.visit_cookie = visits(self.request.COOKIES.get(last_visit_cookie(self.object), ""), timezone.now())
        entries = list(
            ArcEntry.objects.filter(arc=self.object)
            .filter(Q(article__isnull=True) | Q(article__in=visible_articles))
            .select_related("article__outlet", "event")
            .prefetch_related("event__persons")
        )
        article_ids = [entry.article_id for entry in entries if entry.article_id]
        quotes = (
            Quote.objects.filter(article_id__in=article_ids)
            .select_related("speaker")
            .prefetch_related("about")
            .order_by("article", "position")
        )
        timeline = build_timeline(
            entries,
            updates=Update.objects.filter(article_id__in=article_ids),
            quotes=list(quotes),
            roles=Role.objects.filter(source_id__in=article_ids).select_related("person", "organisation")
            .order_by(Coalesce("started_on", "ended_on").asc(nulls_last=True), "title"),
            since=since,
        )
        person = self.selected_person(timeline.cast)
        context.update(
            timeline=timeline,
            items=[i for i in timeline.items if person is None or person.pk in i.person_ids],
            selected_person=person,
            previous_visit=since,
            structured_data=arc_structured_data(self.request, self.object, timeline.articles),
        )
        return context

    def selected_person(self, cast):
        slug = self.request.GET.get("person")
        if not slug:
            return None
        members = {member.person.slug: member.person for member in cast}
        if slug not in members:
            raise Http404("Nobody by that name appears in this story.")
        return members[slug]

    def render_to_response(self, context, **kwargs):
        response = super().render_to_response(context, **kwargs)
        response.set_cookie(
            last_visit_cookie(self.object),
            self.visit_cookie,
            max_age=LAST_VISIT_MAX_AGE,
            httponly=True,
            samesite="Lax",
        )
        # What is marked new depends on the reader's cookie.
        patch_vary_headers(response, ["Cookie"])
        return response
