"""Embedded posts in a row (a thread, a round of reactions): imported after the same paragraph, in order."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

from importing.parsing import parse_document
from importing.sources import SourceText
from importing.writer import write_documents
from stories.models import Article, EmbeddedPost
from stories.services.publishing import publish_article
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db

HANDLES = [f"@Reactor{n}" for n in range(1, 14)]
# One train article has 13 tweets in a row: the shape is kept, the words are ours.
TEXT = (
    "Council votes on the bridge\n\n"
    "The council voted on Tuesday to rebuild the bridge.\n\n"
    "Members reacted at once:\n\n"
    + "\n".join(
        f"Post number {n} about the bridge.\n— Reactor {n} ({handle}) December 2, 2015"
        for n, handle in enumerate(HANDLES, 1)
    )
    + "\n\nWork starts in May, “if the money comes,” Ana Pell said.\n"
)


def import_text(text=TEXT, name="bridge"):
    source = SourceText(name, f"{name}.txt", text, "b" * 64)
    return write_documents([(source, parse_document(text, name=name))])


def test_thirteen_posts_in_a_row_are_all_imported_after_their_paragraph_in_order():
    [outcome] = import_text()
    posts = list(outcome.article.embedded_posts.all())
    assert [post.handle for post in posts] == HANDLES
    assert {post.position for post in posts} == {2}


def test_a_dry_run_of_posts_in_a_row_reports_them_and_writes_nothing(tmp_path):
    (tmp_path / "bridge.txt").write_text(TEXT, encoding="utf-8")
    out = StringIO()
    call_command("import_articles", str(tmp_path), dry_run=True, stdout=out)
    assert "bridge: 3 paragraphs" in out.getvalue()
    assert Article.objects.count() == 0 and EmbeddedPost.objects.count() == 0


def test_readers_see_posts_in_a_row_in_the_documents_order_between_the_same_paragraphs(client):
    [outcome] = import_text()
    publish_article(article=outcome.article, by=None)
    response = client.get(reverse("stories:article", kwargs={"slug": outcome.article.slug}))
    text = visible_text(response)
    places = [text.index(f"Reactor {n} {handle}") for n, handle in enumerate(HANDLES, 1)]
    assert text.index("Members reacted at once") < places[0]
    assert places == sorted(places)
    assert places[-1] < text.index("Work starts in May")
    page = response.content.decode()
    assert 'id="post-2"' in page and 'id="post-2-13"' in page
