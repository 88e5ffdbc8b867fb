from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.http import HttpResponse
from django.urls import include, path

import people.urls
import stories.urls
from stories.caching import cached_urls
from stories.login_throttle import throttle_login

admin.site.site_header = "Throughline newsroom"
admin.site.site_title = "Throughline"
admin.site.index_title = "Running stories"

urlpatterns = [
    # Matched before admin.site.urls, so the admin's own login link lands on the throttled view.
    path("admin/login/", throttle_login(admin.site.login), name="admin-login"),
    path("admin/", admin.site.urls),
    # Load balancers' health check, and the benchmark's floor: the cheapest page Django can serve.
    path("healthz", lambda request: HttpResponse("ok", content_type="text/plain"), name="healthz"),
    # Every public page goes through the page cache (anonymous readers only; see stories/caching.py).
    path("people/", include(cached_urls(people.urls))),
    path("", include(cached_urls(stories.urls))),
]
urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
