"""One registration per model admin: other apps extend the article form through stories' hook."""

from django.contrib import admin

from stories.admin.articles import ArticleAdmin
from stories.admin.extensions import article_form_extensions
from stories.models import Article


def test_the_article_admin_is_registered_once_by_stories():
    assert type(admin.site._registry[Article]) is ArticleAdmin


def test_the_importers_quote_finder_plugs_into_the_article_form_through_the_hook():
    names = [type(extension).__name__ for extension in article_form_extensions()]
    assert names == ["FoundQuotesExtension"]
