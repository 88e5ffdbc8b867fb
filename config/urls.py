from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.contrib.sitemaps import views as sitemaps
from django.http import HttpResponse
from django.urls import include, path, re_path
from django.views.static import serve

import api.urls
import search.urls
import stories.urls
from importing.views import ImportArticlesView
from pagecache.caching import cache_public_page, cached_urls
from stories.sitemaps import SITEMAPS
from stories.views import RobotsView

admin.site.site_header = "Throughline newsroom"
admin.site.site_title = "Throughline"
admin.site.index_title = "Running stories"
# The app list sits on the admin's home page; beside forms and changelists it took 300 px of a laptop's width.
admin.site.enable_nav_sidebar = False

urlpatterns = [
    # Before admin.site.urls, which would otherwise read "import" as an article id.
    path(
        "admin/stories/article/import/",
        admin.site.admin_view(ImportArticlesView.as_view()),
        name="import-articles",
    ),
    # The editors' desk beside the article form (autosave, live preview, presence, notes, calendar).
    path("admin/desk/", include("desk.urls")),
    # Quotes proposed on the article form as the body is typed.
    path("admin/importing/", include("importing.urls")),
    path("admin/", admin.site.urls),
    # Load balancers' health check, and the benchmark's floor: the cheapest page Django can serve.
    path("healthz", lambda request: HttpResponse("ok", content_type="text/plain"), name="healthz"),
    # Every public page goes through the page cache (anonymous readers only; see pagecache/caching.py).
    # An index of the sections' pages (stories/sitemaps.py): robots.txt names it.
    path(
        "sitemap.xml",
        cache_public_page(sitemaps.index, tags=("sitemap",)),
        {"sitemaps": SITEMAPS, "sitemap_url_name": "sitemap-section"},
        name="sitemap",
    ),
    path(
        "sitemap-<slug:section>.xml",
        cache_public_page(sitemaps.sitemap, tags=("sitemap",)),
        {"sitemaps": SITEMAPS, "template_name": "stories/sitemap.xml"},
        name="sitemap-section",
    ),
    path("robots.txt", RobotsView.as_view(), name="robots"),
    path(
        "api/v1/", include((cached_urls(api.urls.read_urlpatterns) + api.urls.urlpatterns, "api"))
    ),
    # Following by email: forms and signed links, never cached (following/views).
    path("follow/", include("following.urls")),
    # Readers' error reports: the form and its answer, never cached (reports/views).
    path("report/", include("reports.urls")),
    path("search/", include((cached_urls(search.urls.urlpatterns, tags=("search",)), "search"))),
    path("people/", include((cached_urls(stories.urls.people_urlpatterns), "people"))),
    path("", include((cached_urls(stories.urls.urlpatterns), "stories"))),
]
# JSON under /api/, the site's pages elsewhere.
handler400 = "api.errors.bad_request"
handler404 = "api.errors.page_not_found"
handler500 = "api.errors.server_error"

if settings.SERVE_MEDIA and not settings.DEBUG:
    urlpatterns += [re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT})]
else:
    urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)  # DEBUG only
