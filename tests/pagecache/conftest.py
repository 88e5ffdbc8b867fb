import pytest

from tests.factories import ArticleFactory, ParagraphFactory


@pytest.fixture
def article():
    """A published article with one paragraph, for the page-cache tests."""
    article = ArticleFactory(headline="Backman reached out to the Mets")
    ParagraphFactory(article=article, text="The first version of the story.")
    return article
