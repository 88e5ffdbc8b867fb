import ast
import datetime
from pathlib import Path

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from tests.factories import (
    OrganisationFactory,
    PersonFactory,
    RoleFactory,
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


def test_of_roles_starting_together_the_one_ending_first_reads_first():
    person = PersonFactory()
    start = datetime.date(2017, 1, 1)
    current = RoleFactory(person=person, title="Adviser", started_on=start, ended_on=None)
    ended = RoleFactory(
        person=person, title="Manager", started_on=start, ended_on=datetime.date(2017, 1, 1)
    )
    assert list(person.roles.chronological()) == [ended, current]
