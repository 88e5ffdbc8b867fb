from django.apps import AppConfig


class PeopleConfig(AppConfig):
    name = "people"
    verbose_name = "People and organisations"

    def ready(self):
        from .versioning import register_versions

        register_versions()
