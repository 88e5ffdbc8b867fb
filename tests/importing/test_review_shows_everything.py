"""The import review shows everything the import will write, before anything is saved."""

import pytest
from django.urls import reverse

from stories.models import Article
from tests.factories import PersonFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
URL = reverse("import-articles")
TEXT = (
    "Council votes on the bridge\n\n"
    "By Jane Doe and John Roe\n\n"
    "[Update, Dec. 14, 2017: The council voted again.]\n\n"
    "The council voted on Tuesday to rebuild the bridge.\n\n"
    "Members reacted at once:\n\n"
    "First post about the bridge.\n— Reactor One (@one) December 2, 2015\n"
    "Second post about the bridge.\n— Reactor Two (@two) December 2, 2015\n\n"
    "“We will build it,” Ana Pell said.\n"
)


@pytest.fixture
def review(client, editor):
    client.force_login(editor)
    response = client.post(URL, {"text": TEXT})
    assert response.status_code == 200
    return visible_text(response)


def test_the_review_shows_the_bylines_in_order_and_who_is_new(client, editor):
    PersonFactory(name="John Roe")
    client.force_login(editor)
    page = visible_text(client.post(URL, {"text": TEXT}))
    assert "Jane Doe (new: will be added to People) John Roe (on file)" in page


def test_the_review_lists_the_people_the_import_will_add(review):
    added = review[review.index("People to be added") :]
    assert added.startswith("People to be added Jane Doe John Roe Ana Pell")


def test_the_review_shows_each_update_with_its_date_and_text(review):
    assert "Update, Dec. 14, 2017: The council voted again." in review


def test_the_review_shows_the_paragraphs_with_the_posts_after_theirs(review):
    text = review[review.index("The text: 3 paragraphs, 2 embedded posts") :]
    first, second = (
        text.index("Embedded post by Reactor One @one"),
        text.index("Embedded post by Reactor Two @two"),
    )
    assert text.index("Members reacted at once:") < first < second
    assert second < text.index("We will build it,” Ana Pell said.")
    assert Article.objects.count() == 0


def test_the_review_says_when_a_document_will_not_be_written(client, editor):
    client.force_login(editor)
    data = client.post(URL, {"text": TEXT}).context
    review = data["review"]
    confirm = {"confirm": "1", "review": review["review"].value()}
    item = data["documents"][0]
    confirm["doc0-headline"] = item.doc.headline
    for i, quote in enumerate(item.doc.quotes):
        confirm[f"doc0-quote{i}-include"] = "on"
        confirm[f"doc0-quote{i}-speaker"] = quote.speaker or ""
    assert client.post(URL, confirm).status_code == 302
    again = visible_text(client.post(URL, {"text": TEXT}))
    assert "Already imported with the same text: nothing will be written" in again
