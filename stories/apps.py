from django.apps import AppConfig


class StoriesConfig(AppConfig):
    name = "stories"
    verbose_name = "Stories"

    def ready(self):
        from . import cache_tags
        from .versioning import register_versions

        register_versions()
        cache_tags.connect()
