from django.apps import AppConfig


class DeskConfig(AppConfig):
    name = "desk"
    verbose_name = "Editors' desk"

    def ready(self):
        from django.contrib import admin

        from stories.models import Article

        # The article form with the desk beside it: a template extending stories' own, so stories
        # never names the desk. The admin has registered its ModelAdmins by now (its ready() ran first).
        article_admin = admin.site.get_model_admin(Article)
        article_admin.change_form_template = "admin/desk/article_change_form.html"
