import pytest

from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory


@pytest.fixture
def arc(db):
    arc = StoryArcFactory(title="The Backman affair", slug="backman")
    ArcEntryFactory(arc=arc, article=ArticleFactory(headline="It begins"), position=1)
    return arc


def sign_up(client, arc, email="reader@example.com", **extra):
    return client.post(f"/follow/arc/{arc.slug}/", {"email": email, "website": "", **extra})
