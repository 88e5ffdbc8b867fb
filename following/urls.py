from django.urls import path

from . import views

app_name = "following"

urlpatterns = [
    path("confirm/<str:token>/", views.ConfirmView.as_view(), name="confirm"),
    path("unsubscribe/<str:token>/", views.UnsubscribeView.as_view(), name="unsubscribe"),
    path("<str:kind>/<slug:slug>/", views.FollowView.as_view(), name="follow"),
    path("<str:kind>/<slug:slug>/sent/", views.SentView.as_view(), name="sent"),
]
