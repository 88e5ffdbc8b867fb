from django.urls import path

from .views import floor

urlpatterns = [path("", floor, name="floor")]
