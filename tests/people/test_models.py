import ast
import datetime
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError
from django.urls import reverse

from people.models import Person
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    EventFactory,
    OrganisationFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
)
from tests.images import store

pytestmark = pytest.mark.django_db


def test_a_headshot_without_alt_text_is_refused_by_the_database():
    with pytest.raises(IntegrityError):
        PersonFactory(headshot=store("people/headshots/a.jpg"), headshot_alt="")


def test_a_headshot_without_alt_text_fails_validation():
    person = PersonFactory.build(headshot=store("people/headshots/a.jpg"), headshot_alt="")
    with pytest.raises(ValidationError, match="alt text"):
        person.full_clean()


def test_aliases_are_read_one_per_line():
    person = PersonFactory(name="Sandy Alderson", aliases="Sandy\n  Alderson \n\n")
    assert person.alias_list == ["Sandy", "Alderson"]


def test_person_search_matches_aliases():
    sandy = PersonFactory(name="Sandy Alderson", aliases="Sandy")
    PersonFactory(name="Wally Backman")
    assert list(type(sandy).objects.search("sandy")) == [sandy]


def test_person_search_finds_the_person_whose_slug_it_is():
    wally = PersonFactory(name="Wally Backman", slug="wally-backman")
    PersonFactory(name="Sandy Alderson")
    assert list(type(wally).objects.search("wally-backman")) == [wally]


def test_a_role_cannot_end_before_it_starts():
    with pytest.raises(IntegrityError):
        RoleFactory(started_on=datetime.date(2017, 1, 1), ended_on=datetime.date(2016, 1, 1))


def test_the_same_title_at_the_same_organisation_is_recorded_once():
    role = RoleFactory(title="Manager")
    with pytest.raises(IntegrityError):
        RoleFactory(person=role.person, organisation=role.organisation, title="Manager")


def test_a_role_period_prints_at_its_precision():
    role = RoleFactory.build(
        started_on=datetime.date(2004, 1, 1), ended_on=datetime.date(2004, 1, 1)
    )
    assert role.period == "2004"
    role.ended_on = datetime.date(2016, 1, 1)
    assert role.period == "2004–2016"
    role.started_on = None
    assert role.period == "until 2016"


def test_a_month_role_date_must_be_the_first_of_the_month():
    role = RoleFactory.build(
        person=PersonFactory(),
        organisation=OrganisationFactory(),
        started_on=datetime.date(2016, 9, 15),
        started_precision="month",
    )
    with pytest.raises(ValidationError, match="first day"):
        role.full_clean()


def test_an_organisation_cannot_be_its_own_parent():
    organisation = OrganisationFactory()
    organisation.parent = organisation
    with pytest.raises(IntegrityError):
        organisation.save()


def test_the_people_app_never_imports_stories():
    people_dir = Path(__file__).resolve().parents[2] / "people"
    for source in people_dir.rglob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            assert not any(name.split(".")[0] == "stories" for name in names), (
                f"{source} imports stories"
            )


def test_roles_read_in_order_earliest_first_undated_last():
    person = PersonFactory()
    undated = RoleFactory(person=person, title="Adviser", started_on=None, ended_on=None)
    later = RoleFactory(
        person=person, title="Manager", started_on=datetime.date(2012, 1, 1), ended_on=None
    )
    ended = RoleFactory(
        person=person, title="Coach", started_on=None, ended_on=datetime.date(2010, 1, 1)
    )
    assert list(person.roles.chronological()) == [ended, later, undated]


# Who has a public page: one rule, PersonQuerySet.with_page().


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
    assert Person.objects.with_page().filter(pk=person.pk).exists() == public
    assert client.get(person.get_absolute_url()).status_code == (200 if public else 404)
    assert client.get(reverse("people:person-feed", kwargs={"slug": person.slug})).status_code == (
        200 if public else 404
    )


def test_nobody_named_anywhere_has_a_page():
    PersonFactory()
    assert not Person.objects.with_page().exists()
