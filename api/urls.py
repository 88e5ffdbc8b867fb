"""/api/v1/: config/urls.py mounts `read_urlpatterns` behind the page cache and `urlpatterns` (imports) beside it."""

from django.urls import path, re_path
from drf_spectacular.views import SpectacularJSONAPIView, SpectacularSwaggerSplitView

from .errors import not_found
from .views import content
from .views.imports import ImportView
from .views.root import RootView

app_name = "api"

read_urlpatterns = [
    path("", RootView.as_view(), name="root"),
    path("arcs/", content.ArcList.as_view(), name="arcs"),
    path("arcs/<slug:slug>/", content.ArcDetail.as_view(), name="arc"),
    path("articles/", content.ArticleList.as_view(), name="articles"),
    path("articles/<slug:slug>/", content.ArticleDetail.as_view(), name="article"),
    path(
        "articles/<slug:slug>/versions/",
        content.ArticleVersions.as_view(),
        name="article-versions",
    ),
    path("quotes/", content.QuoteList.as_view(), name="quotes"),
    path("quotes/<int:pk>/", content.QuoteDetail.as_view(), name="quote"),
    path("people/", content.PersonList.as_view(), name="people"),
    path("people/<slug:slug>/", content.PersonDetail.as_view(), name="person"),
    path("organisations/", content.OrganisationList.as_view(), name="organisations"),
    path("organisations/<slug:slug>/", content.OrganisationDetail.as_view(), name="organisation"),
    path("corrections/", content.CorrectionList.as_view(), name="corrections"),
]

urlpatterns = [
    path("imports/", ImportView.as_view(), name="imports"),
    # Generated from the views and serializers on each request; the docs load their script from the site (CSP).
    path("openapi.json", SpectacularJSONAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="api:schema"), name="docs"),
    # Last: any other address under /api/v1/ is a JSON 404, in development (DEBUG) too.
    re_path(r"^.*$", not_found),
]
