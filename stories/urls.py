from django.urls import path

from . import preview, views, views_corrections

app_name = "stories"

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("arcs/<slug:slug>/", views.StoryArcDetailView.as_view(), name="arc"),
    path("articles/<slug:slug>/", views.ArticleDetailView.as_view(), name="article"),
    path("quotes/<int:pk>/", views.QuoteDetailView.as_view(), name="quote"),
    path("corrections/", views_corrections.CorrectionListView.as_view(), name="corrections"),
    path("preview/<str:token>/", preview.article_preview, name="preview"),
]
