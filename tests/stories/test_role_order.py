"""Roles in date order wherever they are listed, a role known only "as of" its stating article placed at that date."""

import datetime

import pytest
from django.urls import reverse

from tests.factories import ArticleFactory, PersonFactory, QuoteFactory, RoleFactory
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db


def test_an_undated_role_sorts_by_the_date_of_the_article_stating_it(client):
    """The seed's Long Island Ducks role (stated in 2021) was listed before Monclova (stated in January 2017):
    undated roles fell back to their titles' order."""
    person = PersonFactory(name="Wally Backman", slug="wally-backman")
    later = ArticleFactory(published_on=datetime.date(2021, 1, 1), published_precision="year")
    earlier = ArticleFactory(published_on=datetime.date(2017, 1, 1), published_precision="month")
    QuoteFactory(article=later, speaker=person)
    RoleFactory(
        person=person, title="Adviser", organisation__name="Long Island Ducks", source=later
    )
    RoleFactory(person=person, title="Manager", organisation__name="Monclova club", source=earlier)
    text = visible_text(client.get(reverse("people:person", kwargs={"slug": person.slug})))
    roles = text[text.index("Roles over time") :]
    assert roles.index("Monclova club (as of January 2017)") < roles.index(
        "Long Island Ducks (as of 2021)"
    )
    api = client.get(f"/api/v1/people/{person.slug}/").json()
    assert [role["organisation"]["name"] for role in api["roles"]] == [
        "Monclova club",
        "Long Island Ducks",
    ]
