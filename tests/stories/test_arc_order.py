"""One order (issue 29, item 8): the order editors drag on the arc's form is the order readers see on the
timeline, in "Part N of M" and in previous/next."""

import datetime
import re

import pytest
from django.urls import reverse

from stories.models import ArcEntry
from tests.admin_forms import change_form_data
from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def arc():
    """An arc of three articles, placed in date order: Monday, Tuesday, Wednesday."""
    arc = StoryArcFactory(title="A week")
    for position, day in enumerate(["Monday", "Tuesday", "Wednesday"], 1):
        ArcEntryFactory(
            arc=arc,
            position=position,
            article=ArticleFactory(
                headline=f"{day} report", published_on=datetime.date(2017, 1, 8 + position)
            ),
        )
    return arc


def drag(client, arc, order: list[str]):
    """Save the arc's form with its entries dragged into `order` (headlines)."""
    address = reverse("admin:stories_storyarc_change", args=[arc.pk])
    data = change_form_data(client.get(address))
    entries = {str(e.pk): e.article.headline for e in arc.entries.select_related("article")}
    for index in range(int(data["entries-TOTAL_FORMS"])):
        headline = entries[str(data[f"entries-{index}-id"])]
        data[f"entries-{index}-position"] = str(order.index(headline) + 1)
    response = client.post(address, data)
    assert response.status_code == 302


def timeline(client, arc) -> list[str]:
    page = client.get(arc.get_absolute_url()).content.decode()
    section = page.split('<h2 id="timeline"')[1].split("</section>")[0]
    return re.findall(r"((?:Mon|Tues|Wednes)day report)", section)


def reading(client, headline) -> tuple[str, str, str]:
    """What the article's page says: its part of the arc, and the previous and next parts."""
    entry = ArcEntry.objects.get(article__headline=headline)
    page = client.get(entry.article.get_absolute_url()).content.decode()
    part = re.search(r"Part (\d+) of (\d+)", page).group(0)
    previous = re.search(r'rel="prev"><span class="arc-nav__dir">Previous</span> ([^<]+)<', page)
    following = re.search(r'rel="next"><span class="arc-nav__dir">Next</span> ([^<]+)<', page)
    return part, previous and previous.group(1).strip(), following and following.group(1).strip()


def test_an_article_dragged_first_on_the_arc_form_is_first_everywhere_readers_look(
    client, editor, arc
):
    client.force_login(editor)
    drag(client, arc, ["Wednesday report", "Monday report", "Tuesday report"])
    client.logout()
    listed = timeline(client, arc)
    assert sorted(set(listed), key=listed.index) == [
        "Wednesday report",
        "Monday report",
        "Tuesday report",
    ]
    assert reading(client, "Wednesday report") == ("Part 1 of 3", None, "Monday report")
    assert reading(client, "Monday report") == ("Part 2 of 3", "Wednesday report", "Tuesday report")
    assert reading(client, "Tuesday report") == ("Part 3 of 3", "Monday report", None)
