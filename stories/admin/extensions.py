"""The article admin's extension point: how another app adds to the article form without registering
the Article admin again.

`stories` never imports the apps that build on it (the importer's quote finder is one), yet they
need a place on the article's change form. An app subclasses `ArticleFormExtension`, overrides the
hooks it needs, and registers an instance from its AppConfig.ready():

    from stories.admin.extensions import register_article_form_extension
    register_article_form_extension(FoundQuotesExtension())

The Article admin (stories/admin/articles.py) calls every registered extension, in the order they
were registered, at these points of Django's admin flow. With none registered it is stories' own
admin, complete and testable alone. docs/architecture.md describes the hook.
"""

from django.http import HttpRequest, HttpResponse

_EXTENSIONS: list["ArticleFormExtension"] = []


class ArticleFormExtension:
    """Hooks into the article's change form; every default does nothing."""

    # Included at the top of the change form (block form_top), with the form's context.
    panel_template: str | None = None

    def form_class(self, request: HttpRequest, form: type) -> type:
        """The form class to use: `form` itself, or a subclass of it (a mixin with its own clean())."""
        return form

    def after_save_related(self, admin, request: HttpRequest, form, formsets, change: bool) -> None:
        """Runs after the article and its inlines are saved, in the same transaction."""

    def response_after_save(self, admin, request: HttpRequest, obj) -> HttpResponse | None:
        """An answer other than the admin's usual redirect after a save, or None."""
        return None

    def context(self, admin, request: HttpRequest, obj) -> dict:
        """Extra context for the change form (its panel reads it)."""
        return {}


def register_article_form_extension(extension: ArticleFormExtension) -> None:
    if not any(type(known) is type(extension) for known in _EXTENSIONS):
        _EXTENSIONS.append(extension)


def article_form_extensions() -> tuple[ArticleFormExtension, ...]:
    return tuple(_EXTENSIONS)


class ExtensibleArticleAdminMixin:
    """Calls the registered ArticleFormExtensions; mixed into stories' ArticleAdmin."""

    change_form_template = "admin/stories/article/change_form.html"

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        for extension in article_form_extensions():
            form = extension.form_class(request, form)
        return form

    def extensions_after_save_related(self, request, form, formsets, change):
        # Called last by ArticleAdmin.save_related, which saves the parts itself (no super()).
        for extension in article_form_extensions():
            extension.after_save_related(self, request, form, formsets, change)

    def _extension_response(self, request, obj):
        for extension in article_form_extensions():
            response = extension.response_after_save(self, request, obj)
            if response is not None:
                return response
        return None

    def response_add(self, request, obj, post_url_continue=None):
        return self._extension_response(request, obj) or super().response_add(
            request, obj, post_url_continue
        )

    def response_change(self, request, obj):
        return self._extension_response(request, obj) or super().response_change(request, obj)

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        panels = []
        for extension in article_form_extensions():
            context.update(extension.context(self, request, obj))
            if extension.panel_template:
                panels.append(extension.panel_template)
        context["extension_panels"] = panels
        return super().render_change_form(request, context, add, change, form_url, obj)
