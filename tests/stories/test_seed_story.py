"""The seed story as its documents tell it (issue 31): each statement once on the arc's timeline, roles dated
and in date order, the blackballing dispute with each side's account, and whom quotes are about."""

import re
from html import unescape
from pathlib import Path

import pytest
from django.urls import reverse

from people.models import Role
from stories.models import Account, Dispute, Event, Quote
from stories.text import occurs_verbatim
from tests.seed_slugs import ARC, BETRAYED, COME_HOME, FEUD
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
URL = reverse("stories:arc", kwargs={"slug": ARC})


def timeline_items(response) -> list[str]:
    """The visible text of each line of the timeline."""
    html = response.content.decode()
    timeline = html[html.index('<ol class="timeline">') :]
    timeline = timeline[: timeline.index("</ol>")]
    return [
        re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", item))).strip()
        for item in re.findall(r"<li id=\"[a-z]+-\d+\".*?</li>", timeline, re.S)
    ]


# Each statement once --------------------------------------------------------------------------------


def test_alderson_s_answer_is_on_the_arc_page_once(client, seeded):
    text = visible_text(client.get(URL))
    assert text.count("Nobody has called about Wally") == 1


def test_no_statement_is_repeated_on_the_arc_timeline(client, seeded):
    """Every quote of the arc's articles is on the timeline at most once, and no event restates an article:
    the events its articles report as their news (Alderson's answer of Jan. 12, 2017, the blackballing
    claim, the curt email, the prospects, the 2021 podcast) are the articles' lines."""
    items = timeline_items(client.get(URL))
    timeline = " ".join(items)
    for quote in Quote.objects.filter(article__arc_entries__arc__slug=ARC, is_partial=False):
        assert timeline.count(quote.text) <= 1, quote.text
    shown = [
        e.title for e in Event.objects.filter(arc_entries__arc__slug=ARC) if e.title in timeline
    ]
    assert sorted(shown) == sorted(
        [
            "Backman wins the World Series with the Mets",
            "Backman’s four days as Diamondbacks manager",
            "Mets hire Backman to manage the Brooklyn Cyclones",
            "Alderson blocks Backman as Collins’s bench coach",
            "Backman and Alderson clash over Nimmo and Conforto",
            "Backman leaves the Las Vegas 51s",
            "Backman’s last phone call with Alderson",
        ]
    )
    assert len(items) == 7 + 3 + 1  # the events, the articles, the update
    for title in ("Alderson: “Nobody has called about Wally”", "Alderson turns down Backman’s"):
        assert title not in timeline


def test_the_cast_counts_an_event_an_article_reports_as_that_article_s(client, seeded):
    """Bob Klapisch is named by the blackballing event only, which the January 2017 article reports: his
    one entry is that article, and filtering by him shows it."""
    text = visible_text(client.get(URL))
    assert "1 timeline entry involving Bob Klapisch" in text
    items = timeline_items(client.get(URL, {"person": "bob-klapisch"}))
    assert len(items) == 1 and "Wally Backman says he was “betrayed”" in items[0]


# The central dispute ---------------------------------------------------------------------------------


def test_the_seed_records_whether_alderson_blackballed_backman_with_each_side_s_account(seed):
    dispute = Dispute.objects.get(slug="did-alderson-blackball-backman")
    assert (dispute.question, dispute.arc.slug, dispute.finding) == (
        "Did Alderson blackball Backman?",
        ARC,
        Dispute.Finding.OPEN,
    )
    accounts = [
        (a.claim, a.given_by, a.article.slug, a.passage_anchor, a.display_date)
        for a in dispute.accounts.select_related("article", "person", "paragraph", "update")
    ]
    assert accounts == [
        ("Alderson blackballed Backman.", "Wally Backman", BETRAYED, "paragraph-3", "January 2017"),
        ("Alderson blackballed Backman.", "Wally Backman", BETRAYED, "paragraph-4", "January 2017"),
        (
            "Alderson did not blackball Backman.",
            "An unnamed source (a non-Mets executive that has known Alderson for some time)",
            BETRAYED,
            "paragraph-8",
            "January 2017",
        ),
        (
            "Alderson did not blackball Backman.",
            "Sandy Alderson",
            BETRAYED,
            "update-1",
            "Jan. 12, 2017",
        ),
        ("Alderson blackballed Backman.", "Wally Backman", FEUD, "paragraph-5", "2017"),
    ]
    for account in dispute.accounts.all():
        assert occurs_verbatim(account.excerpt, account.passage.text), account


def test_the_arc_page_shows_the_blackball_dispute_each_account_linked_to_its_passage(
    client, seeded
):
    html = client.get(URL).content.decode()
    section = html[html.index('id="conflicting-accounts"') : html.index('id="timeline"')]
    text = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", section)))
    assert "Did Alderson blackball Backman?" in text
    assert "Alderson blackballed Backman." in text and "Alderson did not blackball Backman." in text
    betrayed = reverse("stories:article", kwargs={"slug": BETRAYED})
    for anchor in ("paragraph-3", "paragraph-4", "paragraph-8", "update-1"):
        assert f'href="{betrayed}#{anchor}"' in section, anchor


# Roles -------------------------------------------------------------------------------------------------


def periods(slug):
    return [
        (role.title, role.organisation.name, role.period)
        for role in Role.objects.filter(person__slug=slug)
        .select_related("organisation")
        .chronological("source__article__published_on")
    ]


def test_alderson_s_and_backman_s_roles_are_dated_and_in_date_order(seed):
    assert periods("sandy-alderson") == [
        ("General manager", "New York Mets", "October 2010–2018"),
        ("President", "New York Mets", "from 2020"),
    ]
    assert periods("wally-backman") == [
        ("Player", "New York Mets", "1980–1988"),
        ("Manager", "Arizona Diamondbacks", "2004"),
        ("Manager", "Brooklyn Cyclones", "2009–2010"),
        ("Manager", "Las Vegas 51s", "2013–2016"),
        ("Manager", "Monclova club", "2017"),
        ("Manager", "Long Island Ducks", "2019–2021"),
    ]


def test_dates_only_the_public_record_gives_are_said_so_in_the_stating_article_s_notes(seed):
    public_record = {
        ("sandy-alderson", "General manager"): "October 2010 to 2018 is the public record",
        ("sandy-alderson", "President"): "from 2020 is the public record",
        ("wally-backman", "Player"): "1980 to 1988 is the public record",
        ("wally-backman", "Las Vegas 51s"): "from 2013 is the public record",
        ("wally-backman", "Brooklyn Cyclones"): "until 2010 is the public record",
        ("wally-backman", "Long Island Ducks"): "through 2021 is the public record",
        ("wally-backman", "Monclova club"): "ended in 2017 is the public record",
    }
    for (person, what), note in public_record.items():
        role = Role.objects.select_related("source__article", "organisation").get(
            person__slug=person,
            **(
                {"title": what}
                if what in ("General manager", "President", "Player")
                else {"organisation__name": what}
            ),
        )
        assert note in role.source.article.source_notes, (person, what)


def test_the_seed_pages_list_roles_in_date_order(client, seeded):
    page = visible_text(client.get(reverse("people:person", kwargs={"slug": "wally-backman"})))
    roles = page[page.index("Roles over time") :]
    order = ["(1980–1988)", "(2004)", "(2009–2010)", "(2013–2016)", "(2017)", "(2019–2021)"]
    assert [roles.index(period) for period in order] == sorted(roles.index(p) for p in order)
    cast = visible_text(client.get(URL))
    cast = cast[cast.index("Who’s who") :]
    assert (
        "Sandy Alderson General manager, New York Mets (October 2010–2018); "
        "President, New York Mets (from 2020)" in cast
    )
    assert "Monclova club (2017); Manager, Long Island Ducks (2019–2021)" in cast
    api = client.get("/api/v1/people/sandy-alderson/").json()
    assert [role["period"] for role in api["roles"]] == ["October 2010–2018", "from 2020"]


def test_alderson_s_september_2016_words_show_the_role_he_held_then(client, seeded):
    quote = Quote.objects.get(text="I will do anything I can to help you.")
    text = visible_text(client.get(quote.get_absolute_url()))
    assert "General manager, New York Mets" in text
    assert "President" not in text


# Whom quotes are about --------------------------------------------------------------------------------


def test_quotes_record_whom_the_text_says_they_are_about(seed):
    def about(slug, position):
        quote = Quote.objects.get(article__slug=slug, position=position)
        return sorted(quote.about.values_list("slug", flat=True))

    assert about(FEUD, 1) == ["sandy-alderson"]  # “referring to Alderson”
    assert about(BETRAYED, 10) == ["jeff-wilpon"]  # “Jeff didn’t stand up” for him
    assert about(BETRAYED, 9) == ["fred-wilpon", "jeff-wilpon"]  # betrayed “by the Wilpons”
    assert about(BETRAYED, 1) == ["wally-backman"]  # “Nobody has called about Wally.”
    assert about(COME_HOME, 1) == ["sandy-alderson", "wally-backman"]
    assert about(FEUD, 5) == ["brandon-nimmo", "sandy-alderson"]


def test_quotes_about_sections_of_the_seed_people_are_filled(client, seeded):
    for slug, words in [
        ("sandy-alderson", "Not with who’s the president"),
        ("jeff-wilpon", "Jeff didn’t stand up"),
        ("wally-backman", "Nobody has called about Wally."),
    ]:
        text = visible_text(client.get(reverse("people:person", kwargs={"slug": slug})))
        said_about = text[text.index("Said about") :]
        assert words in said_about, slug


def test_every_account_of_the_seed_cites_words_of_its_passage(seed):
    for account in Account.objects.select_related("paragraph", "update", "quote"):
        assert occurs_verbatim(account.excerpt, account.passage.text), account
