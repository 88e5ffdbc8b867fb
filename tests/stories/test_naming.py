import pytest
from django.urls import reverse

from stories.models.naming import people_with_page
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    EventFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
)

pytestmark = pytest.mark.django_db


# Who has a public page: one rule, stories.models.naming.people_with_page().


def _quoted(person, article):
    QuoteFactory(speaker=person, paragraph__article=article)


def _quoted_about(person, article):
    QuoteFactory(paragraph__article=article).about.add(person)


def _byline(person, article):
    BylineFactory(person=person, article=article)


def _event_reported(person, article):
    event = EventFactory()
    event.persons.add(person)
    event.sources.add(article)


def _role_stated(person, article):
    RoleFactory(person=person, source=article)


def _on_an_arc_timeline(person, article):
    event = EventFactory()
    event.persons.add(person)
    ArcEntryFactory(arc=StoryArcFactory(status=article.status), event=event, position=1)


NAMINGS = [_quoted, _quoted_about, _byline, _event_reported, _role_stated, _on_an_arc_timeline]


@pytest.mark.parametrize("name_them", NAMINGS, ids=lambda f: f.__name__.strip("_"))
@pytest.mark.parametrize("status", ["published", "draft"])
def test_a_person_has_a_page_exactly_when_a_published_story_names_them(client, name_them, status):
    person = PersonFactory()
    name_them(person, ArticleFactory(status=status))
    public = status == "published"
    assert people_with_page().filter(pk=person.pk).exists() == public
    assert client.get(person.get_absolute_url()).status_code == (200 if public else 404)
    assert client.get(reverse("people:person-feed", kwargs={"slug": person.slug})).status_code == (
        200 if public else 404
    )


def test_nobody_named_anywhere_has_a_page():
    PersonFactory()
    assert not people_with_page().exists()
