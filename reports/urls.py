from django.urls import path

from . import views

app_name = "reports"

urlpatterns = [
    path("<str:kind>/<str:key>/", views.ReportView.as_view(), name="report"),
    path("<str:kind>/<str:key>/sent/", views.ReportSentView.as_view(), name="sent"),
]
