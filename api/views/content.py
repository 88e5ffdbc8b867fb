"""The read endpoints: thin generic views over `api.querysets`, filtered as the site's browse pages are.

Anonymous and read-only: no authentication runs, so every answer is the same for everyone and the page
cache serves it (config/urls.py wraps these views in `cached_urls`).
"""

from django_filters.rest_framework import DjangoFilterBackend
from rest_framework import generics

from stories.filters import ArticleFilter, QuoteFilter
from stories.timeline.positions import arc_positions

from .. import querysets
from ..filters import CorrectionFilter, OrganisationFilter, PersonFilter
from ..pagination import ApiCursorPagination
from ..serializers.arcs import ArcSerializer, ArcSummarySerializer
from ..serializers.articles import ArticleListSerializer, ArticleSerializer
from ..serializers.corrections import CorrectionSerializer
from ..serializers.people import OrganisationSerializer, PersonSerializer, PersonSummarySerializer
from ..serializers.quotes import QuoteSerializer, QuoteSummarySerializer
from ..serializers.versions import ArticleVersionsSerializer


class ReadOnly:
    authentication_classes = ()
    permission_classes = ()
    # A function, not a queryset: "published" compares with the time of each request, never of the import.
    rows = None

    def get_queryset(self):
        return self.rows()


class ListView(ReadOnly, generics.ListAPIView):
    pagination_class = ApiCursorPagination
    filter_backends = (DjangoFilterBackend,)


class DetailView(ReadOnly, generics.RetrieveAPIView):
    lookup_field = "slug"


def ordered(ordering: tuple[str, ...]) -> type:
    """A cursor pagination over `ordering`: its first field places the cursor, the last (unique) breaks ties."""
    return type("Pagination", (ApiCursorPagination,), {"ordering": ordering})


class ArcList(ListView):
    """Published story arcs, by title."""

    rows = staticmethod(querysets.arcs)
    serializer_class = ArcSummarySerializer
    pagination_class = ordered(("title", "id"))
    cache_tags = ("arcs",)


class ArcDetail(DetailView):
    """A published arc and its timeline: published articles and events, in the arc's order."""

    rows = staticmethod(querysets.arc_timelines)
    serializer_class = ArcSerializer


class ArticleList(ListView):
    """Published articles, newest first, filtered as the site's article list is."""

    rows = staticmethod(querysets.articles)
    serializer_class = ArticleListSerializer
    filterset_class = ArticleFilter
    pagination_class = ordered(("-published_on", "-id"))
    cache_tags = ("articles",)


class ArticleDetail(DetailView):
    """A published article whole: body with quote spans, updates and corrections, embedded posts, its arcs."""

    rows = staticmethod(querysets.whole_articles)
    serializer_class = ArticleSerializer

    def get_object(self):
        article = super().get_object()
        article.arc_positions = arc_positions(article)
        return article


class ArticleVersions(DetailView):
    """Every version of a published article readers saw, the note that made it and the words it changed."""

    rows = staticmethod(querysets.articles_with_versions)
    serializer_class = ArticleVersionsSerializer


class QuoteList(ListView):
    """Quotes from published articles, most recently recorded first, filtered as the site's quote list is."""

    rows = staticmethod(querysets.quotes)
    serializer_class = QuoteSummarySerializer
    filterset_class = QuoteFilter
    pagination_class = ordered(("-id",))
    cache_tags = ("quotes",)


class QuoteDetail(DetailView):
    """One quote: its words, speaker, date said at its precision, setting, and the passage it stands in."""

    rows = staticmethod(querysets.whole_quotes)
    serializer_class = QuoteSerializer
    lookup_field = "pk"


class PersonList(ListView):
    """Everyone with a public page, by name."""

    rows = staticmethod(querysets.people)
    serializer_class = PersonSummarySerializer
    filterset_class = PersonFilter
    pagination_class = ordered(("name", "id"))
    cache_tags = ("people",)


class PersonDetail(DetailView):
    """A person: who they are and their roles over time; `quotes_url` lists what they said."""

    rows = staticmethod(querysets.people_with_roles)
    serializer_class = PersonSerializer


class OrganisationList(ListView):
    """Outlets of published articles and organisations where people with a page held roles, by name."""

    rows = staticmethod(querysets.organisations)
    serializer_class = OrganisationSerializer
    filterset_class = OrganisationFilter
    pagination_class = ordered(("name", "id"))
    cache_tags = ("organisations",)


class OrganisationDetail(DetailView):
    rows = staticmethod(querysets.organisations)
    serializer_class = OrganisationSerializer


class CorrectionList(ListView):
    """Every correction of a published article, newest first."""

    rows = staticmethod(querysets.corrections)
    serializer_class = CorrectionSerializer
    filterset_class = CorrectionFilter
    pagination_class = ordered(("-dated_on", "-id"))
    cache_tags = ("corrections",)
