from django.contrib import admin
from django.urls import path

from .views import FoundQuotesView

app_name = "importing"

urlpatterns = [
    # admin_view: staff only (others are sent to sign in), CSRF-checked, never cached.
    path(
        "articles/<str:pk>/found-quotes/",
        admin.site.admin_view(FoundQuotesView.as_view()),
        name="found-quotes",
    ),
]
