from django.apps import AppConfig


class StoriesConfig(AppConfig):
    name = "stories"
    verbose_name = "Stories"
