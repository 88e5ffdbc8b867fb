from django.urls import path

from . import views

app_name = "people"

urlpatterns = [
    path("<slug:slug>/", views.PersonDetailView.as_view(), name="person"),
]
