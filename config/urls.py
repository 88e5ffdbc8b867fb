from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path

from stories.import_views import ImportArticlesView
from stories.sitemaps import SITEMAPS
from stories.urls import people_urlpatterns
from stories.views import RobotsView

admin.site.site_header = "Throughline newsroom"
admin.site.site_title = "Throughline"
admin.site.index_title = "Running stories"

urlpatterns = [
    # Before admin.site.urls, which would otherwise read "import" as an article id.
    path("admin/stories/article/import/", admin.site.admin_view(ImportArticlesView.as_view()), name="import-articles"),
    path("admin/", admin.site.urls),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("robots.txt", RobotsView.as_view(), name="robots"),
    path("people/", include((people_urlpatterns, "people"))),
    path("", include("stories.urls")),
]
urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
