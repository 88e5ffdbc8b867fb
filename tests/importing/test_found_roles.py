"""A quote introduced by a role (`the general manager said`) is proposed with the person People gives that
role at the article's date, when the text names them; otherwise with no speaker, as before (issue 29)."""

import datetime

import pytest

from people.models import Person
from tests.admin_forms import panel_data
from tests.factories import PersonFactory, RoleFactory
from tests.importing.found_panel import add_article, confirm, review_page

pytestmark = pytest.mark.django_db
DISPUTED = (
    "Sandy Alderson disputed that account on Tuesday. "
    "“Wally resigned, and we accepted his resignation,” the general manager said."
)


@pytest.fixture
def editor_client(client, editor, seed):
    client.force_login(editor)
    return client


def test_the_general_manager_is_the_person_people_gives_that_role(editor_client):
    # The seed gives Sandy Alderson the Mets' general manager's role from 2010 to 2018; the text,
    # dated within it, only names him.
    page = review_page(
        editor_client, add_article(editor_client, DISPUTED, published_on="2017-01-13")
    )
    fields = panel_data(page.content.decode(), "found")
    assert fields["found-quote0-speaker"] == "Sandy Alderson"
    confirm(editor_client, page)
    assert Person.objects.get(quotes__text__startswith="Wally resigned").slug == "sandy-alderson"


def test_a_role_that_ended_before_the_articles_date_names_no_one(editor_client):
    minaya = PersonFactory(name="Omar Minaya", slug="omar-minaya")
    RoleFactory(
        person=minaya,
        title="General manager",
        started_on=datetime.date(2005, 1, 1),
        ended_on=datetime.date(2010, 1, 1),
        ended_precision="year",
    )
    page = review_page(
        editor_client, add_article(editor_client, DISPUTED.replace("Sandy Alderson", "Omar Minaya"))
    )
    fields = panel_data(page.content.decode(), "found")
    assert fields["found-quote0-speaker"] == ""
    assert fields["found-quote0-description"] == "the general manager"
