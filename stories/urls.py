from django.urls import path

from . import feeds, preview, views

app_name = "stories"

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("feed/", feeds.LatestArticlesFeed(), name="feed"),
    path("arcs/", views.ArcIndexView.as_view(), name="arcs"),
    path("arcs/<slug:slug>/", views.StoryArcDetailView.as_view(), name="arc"),
    path("arcs/<slug:slug>/feed/", feeds.StoryArcFeed(), name="arc-feed"),
    path("arcs/<slug:slug>/events/<slug:event>/", views.ArcEventView.as_view(), name="arc-event"),
    path("articles/", views.ArticleListView.as_view(), name="articles"),
    path("articles/<slug:slug>/", views.ArticleDetailView.as_view(), name="article"),
    path(
        "articles/<slug:slug>/versions/",
        views.ArticleVersionsView.as_view(),
        name="article-versions",
    ),
    path("quotes/", views.QuoteListView.as_view(), name="quotes"),
    path("quotes/<int:pk>/", views.QuoteDetailView.as_view(), name="quote"),
    path("disputes/<slug:slug>/", views.DisputeDetailView.as_view(), name="dispute"),
    path("corrections/", views.CorrectionListView.as_view(), name="corrections"),
    path("preview/<str:token>/", preview.SignedPreviewView.as_view(), name="preview"),
]

# Mounted under /people/ as the `people` namespace (config/urls.py). The person page shows what
# people said, which is story content, so it is served from here and `people` never imports `stories`.
people_urlpatterns = [
    path("<slug:slug>/", views.PersonDetailView.as_view(), name="person"),
    path("<slug:slug>/feed/", feeds.PersonQuotesFeed(), name="person-feed"),
]
