from django.urls import path

from . import views
from .search_views import SearchView

app_name = "stories"

urlpatterns = [
    path("", views.HomeView.as_view(), name="home"),
    path("arcs/<slug:slug>/", views.StoryArcDetailView.as_view(), name="arc"),
    path("articles/<slug:slug>/", views.ArticleDetailView.as_view(), name="article"),
    path("quotes/<int:pk>/", views.QuoteDetailView.as_view(), name="quote"),
    path("search/", SearchView.as_view(), name="search"),
]
