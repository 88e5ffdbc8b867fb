from django.apps import AppConfig


class ImportingConfig(AppConfig):
    name = "importing"

    def ready(self):
        from stories.admin.extensions import register_article_form_extension

        from .admin import FoundQuotesExtension
        from .parsing import ranker

        # The quote finder's panel on the article form, through stories' extension point.
        register_article_form_extension(FoundQuotesExtension())
        # The speaker model is read as the site starts: a model file trained on other features stops it here,
        # not at an editor's first import.
        ranker.current()
