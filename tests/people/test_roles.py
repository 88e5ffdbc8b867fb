import datetime

import pytest

from people.models import Role
from people.roles import role_held_on
from tests.factories import RoleFactory


def role(title, started=None, ended=None, precision="year"):
    return Role(
        title=title,
        started_on=started,
        ended_on=ended,
        started_precision=precision,
        ended_precision=precision,
    )


def test_an_undated_role_counts_when_the_document_being_read_states_it():
    gm = role("General manager")
    assert role_held_on([gm], datetime.date(2017, 1, 12), stated=[gm]) is gm


def test_an_undated_role_from_another_document_is_not_guessed():
    assert (
        role_held_on(
            [role("President")], datetime.date(2017, 1, 12), stated=[role("General manager")]
        )
        is None
    )


def test_a_role_with_an_open_end_is_not_assumed_to_last():
    assert (
        role_held_on(
            [role("Manager", started=datetime.date(2009, 1, 1))], datetime.date(2017, 1, 1)
        )
        is None
    )


def test_a_role_ending_in_a_year_covers_that_whole_year():
    manager = role("Manager", started=datetime.date(2010, 1, 1), ended=datetime.date(2016, 1, 1))
    assert role_held_on([manager], datetime.date(2016, 9, 1)) is manager
    assert role_held_on([manager], datetime.date(2017, 1, 1)) is None


def test_a_role_the_document_states_but_which_had_ended_is_skipped():
    old = role("Player", started=datetime.date(1986, 1, 1), ended=datetime.date(1986, 1, 1))
    current = role("Manager")
    assert role_held_on([old, current], datetime.date(2021, 1, 1), stated=[old, current]) is current


@pytest.mark.django_db
def test_a_role_ended_in_a_year_is_held_through_that_year_and_not_after():
    role = RoleFactory(
        started_on=datetime.date(2005, 3, 1),
        started_precision="month",
        ended_on=datetime.date(2010, 1, 1),
        ended_precision="year",
    )
    held = Role.objects.filter(pk=role.pk).held_on
    assert held(datetime.date(2010, 12, 31)).exists()
    assert not held(datetime.date(2011, 1, 1)).exists()
    assert not held(datetime.date(2005, 2, 28)).exists()
