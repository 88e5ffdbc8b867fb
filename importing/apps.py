from django.apps import AppConfig


class ImportingConfig(AppConfig):
    name = "importing"

    def ready(self):
        from stories.admin.extensions import register_article_form_extension

        from .admin import FoundQuotesExtension

        # The quote finder's panel on the article form, through stories' extension point.
        register_article_form_extension(FoundQuotesExtension())
