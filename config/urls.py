from django.conf import settings
from django.conf.urls.static import static
from django.contrib import admin
from django.urls import include, path

from stories.import_views import ImportArticlesView

admin.site.site_header = "Throughline newsroom"
admin.site.site_title = "Throughline"
admin.site.index_title = "Running stories"

urlpatterns = [
    # Before admin.site.urls, which would otherwise read "import" as an article id.
    path("admin/stories/article/import/", admin.site.admin_view(ImportArticlesView.as_view()), name="import-articles"),
    path("admin/", admin.site.urls),
    path("people/", include("people.urls")),
    path("", include("stories.urls")),
]
urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
