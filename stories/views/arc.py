"""The story arc page: the story so far, the timeline, the cast and the disputes.

The same bytes for every reader, so the page cache and Varnish serve it to all: what is new since a
reader's last visit is marked in their browser (static/js/arc-visits.js), from the timestamps each
timeline line and the page's list of entries carry (`timeline.marks`).
"""

from django.conf import settings
from django.core.paginator import InvalidPage
from django.db.models import Exists, OuterRef
from django.http import Http404
from django.views.generic import DetailView

from pagecache.fragments import Lazy
from sitewide.prepared import Prepared

from ..metadata import arc_structured_data
from ..models import Dispute, Quote, StoryArc
from ..models.publishing import READERS
from ..timeline import kinds
from ..timeline.cast import CAST_SHOWN, cast_of
from ..timeline.live import highlights
from ..timeline.page import shown_index, timeline_page
from .dispute import arc_accounts, disputes_with_accounts
from .mixins import PublishedQuerysetMixin


class StoryArcDetailView(PublishedQuerysetMixin, DetailView):
    """One page of the arc's timeline (oldest first), with the story so far and the most involved people.

    At most seven queries at any length: the arc, the cast and its roles, the timeline's index (with what its
    lines show), the page's key quotes and the updates its events restate (`stories.timeline`), and its
    disputes with their accounts (one query). The arc, its cast, its index and its disputes are values kept for
    the next render (`pagecache.fragments`); the template keeps the cast, the disputes and each timeline line
    (`{% fragment %}`): an edit rebuilds only those showing what changed.
    """

    model = StoryArc

    def get_queryset(self):
        return self.visible(StoryArc)

    def get_object(self, queryset=None):
        slug = self.kwargs["slug"]
        return self.part(f"arc:{slug}", lambda: self.prepared_object(arc_named, slug))

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        arc, query = self.object, self.request.GET
        slug, whole_cast = query.get("person", ""), query.get("cast") == "all"
        # Who is involved, and the arc's disputes, change when anything moves in or out of the arc, which
        # stales its tag.
        moved = (f"arc-{arc.pk}",)

        def cast_of_arc(slug: str) -> Lazy:
            def build():
                cast = cast_of(
                    arc,
                    self.rule.visible_through,
                    shown=None if whole_cast else CAST_SHOWN,
                    selected_slug=slug,
                )
                if slug and cast.selected is None:
                    raise NobodyByThatName(slug)  # so nothing is kept for it
                return cast

            key = f"arc:{arc.pk}:cast:{int(whole_cast)}:{slug}"
            return Lazy(lambda: self.part(key, build, tags=moved))

        cast, unknown_person = cast_of_arc(slug), ""
        try:
            selected = cast.selected_entries if slug else None
        except NobodyByThatName:
            # The whole story, saying why, rather than a 404 for a mistyped or stale link.
            cast, unknown_person, selected = cast_of_arc(""), slug, None
        show, unknown_show = kinds.chosen(query.get("show", ""))
        # Quotes and disputes are no entries of the index: their page lists them instead of its lines.
        listed = show in ("quotes", "disputes")
        index = self.part(
            f"arc:{arc.pk}:index", lambda: shown_index(arc, self.rule.visible_through)
        )
        try:
            timeline = timeline_page(
                index,
                self.rule.visible_through,
                number=1 if listed else query.get("page", 1),
                involving=frozenset() if listed else selected,
                kind=kinds.INDEX_KINDS.get(show),
            )
            quotes = (
                kinds.quotes_page(self.arc_quotes(cast.selected), query.get("page", 1))
                if show == "quotes"
                else None
            )
        except InvalidPage:
            raise Http404("The timeline has no such page.") from None

        def accounts():
            # An arc without disputes asks for no accounts: that query joins a dozen tables, and finding nothing
            # took SQLite about 0.4 ms, with as long again in Python, of a cold render (SQLite opens every table).
            # Still a part, tagged as one: the blocks showing it are made stale when a dispute moves in.
            if not arc.has_disputes:
                return []
            return disputes_with_accounts(self.prepared(arc_accounts, arc.pk))

        disputes = Lazy(lambda: self.part(f"arc:{arc.pk}:disputes", accounts, tags=moved))
        disputes_shown = kinds.disputes_of(disputes, cast.selected)
        context.update(
            show=show,
            show_label=dict(kinds.KINDS).get(show, ""),
            listed=listed,
            unknown_show=unknown_show,
            kind_links=kinds.kind_links(timeline.index, selected, len(disputes_shown), show),
            quotes=quotes,
            dispute_lines=kinds.disputes_in_order(disputes_shown, timeline.index)
            if show == "disputes"
            else None,
            timeline=timeline,
            highlights=highlights(timeline),
            live_poll_seconds=settings.LIVE_POLL_SECONDS,
            cast=cast,
            whole_cast=whole_cast,
            unknown_person=unknown_person,
            selected_person=cast.selected,
            disputes=disputes,
            # Page 2 is a page of its own; a person's or a kind's view of the arc is not.
            canonical_query=f"?page={timeline.page.number}"
            if timeline.page.number > 1 and not slug and not show
            else "",
            structured_data=arc_structured_data(
                self.request, arc, timeline.listed_articles, timeline.article_count
            ),
        )
        return context

    def arc_quotes(self, speaker):
        """The arc's quotes readers may see, said by `speaker` if a person is selected."""
        quotes = self.visible(Quote).in_arc(self.object)
        return quotes if speaker is None else quotes.filter(speaker=speaker)


@Prepared
def arc_named(slug: str, rule=READERS):
    """The arc at `slug` if `rule` lets the reader see it: compiled once for readers (sitewide/prepared.py).

    With `has_disputes`: whether any dispute, published or not, belongs to it. Adding one, or moving one in or
    out, stales the arc's tag (stories/cache_tags.py), and with it the arc kept with this answer."""
    return (
        rule.visible(StoryArc)
        .filter(slug=slug)
        .annotate(has_disputes=Exists(Dispute.objects.filter(arc_id=OuterRef("pk"))))
    )


class NobodyByThatName(Exception):
    """The person filter names nobody in the story's cast."""
