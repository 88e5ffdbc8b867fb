"""A URLconf that mounts the reader pages under /elsewhere/ (tests/config/test_addresses.py)."""

from django.urls import include, path

import stories.urls

urlpatterns = [path("elsewhere/", include((stories.urls.urlpatterns, "stories")))]
