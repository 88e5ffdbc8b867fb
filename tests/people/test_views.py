"""The person page: who they are, what they said and when, and where they appear."""

import datetime

import pytest
from django.urls import reverse

from people.models import Person
from stories.models import Account, Article, Dispute, Paragraph, Quote, Status
from tests.factories import PersonFactory, RoleFactory
from tests.stories.pages import structured_data, visible_text

pytestmark = pytest.mark.django_db


def person_page(client, slug):
    return client.get(reverse("people:person", kwargs={"slug": slug}))


def test_the_person_page_shows_name_bio_and_roles_over_time(client, seeded):
    text = visible_text(person_page(client, "wally-backman"))
    assert "Wally Backman" in text
    assert "1986 World Series champion with the Mets" in text
    assert text.index("Player, New York Mets (1980–1988)") < text.index(
        "Manager, Arizona Diamondbacks (2004)"
    )
    assert "Manager, Las Vegas 51s (2013–2016)" in text


def test_everything_they_said_is_listed_in_chronological_order(client, seeded):
    response = person_page(client, "wally-backman")
    said = visible_text(response)
    assert (
        said.index("“I’ve been betrayed”")
        < said.index("“blackballed” Said 2017")
        < said.index("“Not with who’s the president”")
    )
    html = response.content.decode()
    assert html[: html.index("Said about")].count('class="quote-item"') == 13


def test_each_quote_carries_the_role_held_when_it_was_said(client, seeded):
    text = visible_text(person_page(client, "wally-backman"))
    assert "“I’ve been betrayed” Reported January 2017 · as Manager, Monclova club" in text
    assert "“Not with who’s the president” Reported 2021 · as Manager, Long Island Ducks" in text


def test_quotes_about_a_person_are_listed(client, seeded):
    # The seed records whom its quotes are about: Backman says “Jeff didn’t stand up” for him.
    text = visible_text(person_page(client, "jeff-wilpon"))
    about = text[text.index("Said about Jeff Wilpon") :]
    assert "“Jeff didn’t stand up” Wally Backman" in about
    assert "“I’ve been betrayed” Wally Backman" in about


def test_the_person_page_lists_the_articles_and_arcs_they_appear_in(client, seeded):
    text = visible_text(person_page(client, "kristie-ackert"))
    appears = text[text.index("Appears in") :]
    assert "The Wally Backman–Sandy Alderson feud" in appears
    assert "Wally Backman asked to come home, back to the New York Mets" in appears


def test_a_person_is_described_as_a_schema_org_person(client, seeded):
    (data,) = structured_data(person_page(client, "sandy-alderson"))
    assert (data["@type"], data["name"]) == ("Person", "Sandy Alderson")
    assert data["url"] == "http://testserver/people/sandy-alderson/"


def test_an_unknown_person_is_not_found(client, db):
    assert person_page(client, "nobody").status_code == 404


def prolific(count, *, name="Pat Prolific", slug="pat-prolific"):
    """A person quoted once in each of `count` published articles, one a day from 1 January 2020."""
    person = PersonFactory(name=name, slug=slug)
    articles = Article.objects.bulk_create(
        Article(
            headline=f"Report {n:03}",
            slug=f"{slug}-report-{n}",
            status=Status.PUBLISHED,
            published_on=datetime.date(2020, 1, 1) + datetime.timedelta(days=n),
        )
        for n in range(count)
    )
    paragraphs = Paragraph.objects.bulk_create(
        Paragraph(article=a, position=1, text=f"“Words {n:03},” she said.")
        for n, a in enumerate(articles)
    )
    Quote.objects.bulk_create(
        Quote(article=p.article, paragraph=p, position=1, text=f"Words {n:03}", speaker=person)
        for n, p in enumerate(paragraphs)
    )
    return person, articles


def quote_texts(response):
    return [quote.text for quote, _role in response.context["said"]["quotes"]]


def test_what_a_person_said_is_paginated_fifty_a_page_in_the_order_they_said_it(client, db):
    prolific(120)
    first = person_page(client, "pat-prolific")
    text = visible_text(first)
    assert "120 quotes recorded" in text
    assert "Quotes 1–50 of 120, in the order they were said." in text
    assert quote_texts(first) == [f"Words {n:03}" for n in range(50)]
    assert "Page 1 of 3" in text and "Earlier quotes" not in text
    html = first.content.decode()
    url = reverse("people:person", kwargs={"slug": "pat-prolific"})
    assert f'<a href="{url}?page=2#said" rel="next">Later quotes</a>' in html
    assert f'<a href="{url}?page=3#said">Latest quotes</a>' in html

    last = client.get(reverse("people:person", kwargs={"slug": "pat-prolific"}), {"page": 3})
    assert quote_texts(last) == [f"Words {n:03}" for n in range(100, 120)]
    assert "Quotes 101–120 of 120" in visible_text(last)
    assert f'<a href="{url}?page=2#said" rel="prev">Earlier quotes</a>' in last.content.decode()
    # The first page has one address: the person page itself, without ?page=1.
    assert f'<a href="{url}#said">Earliest quotes</a>' in last.content.decode()
    assert '<ol class="quote-list" start="101">' in last.content.decode()


@pytest.mark.parametrize("page", ["4", "0", "two"])
def test_a_page_of_quotes_that_does_not_exist_is_not_found(client, db, page):
    prolific(120)
    assert (
        client.get(
            reverse("people:person", kwargs={"slug": "pat-prolific"}), {"page": page}
        ).status_code
        == 404
    )


def test_a_short_record_has_no_page_links(client, db):
    prolific(3)
    text = visible_text(person_page(client, "pat-prolific"))
    assert "3 quotes recorded" in text and "Page 1" not in text and "Quotes 1–3" not in text


def test_the_person_page_shows_the_latest_articles_naming_them_and_links_to_all(client, db):
    person, _articles = prolific(14)
    response = person_page(client, "pat-prolific")
    text = visible_text(response)
    appears = text[text.index("Appears in") :]
    # Newest first, like the article list the link opens.
    assert appears.index("Report 013") < appears.index("Report 004")
    assert "Report 003" not in appears
    assert "in 14 articles" in text
    html = response.content.decode()
    assert (
        '<a href="/articles/?person=pat-prolific">All 14 articles naming Pat Prolific</a>' in html
    )
    assert (
        client.get(reverse("stories:articles"), {"person": "pat-prolific"})
        .context["paginator"]
        .count
        == 14
    )


def test_the_person_page_shows_the_latest_quotes_about_them_and_links_to_all(client, db):
    subject = PersonFactory(name="Sam Subject", slug="sam-subject")
    _speaker, articles = prolific(12)
    for quote in Quote.objects.filter(article__in=articles):
        quote.about.add(subject)
    response = person_page(client, "sam-subject")
    text = visible_text(response)
    assert "The latest 10 of 12." in text
    about = text[text.index("Said about Sam Subject") :]
    assert about.index("Words 011") < about.index("Words 002")
    assert "Words 001" not in about
    assert (
        '<a href="/quotes/?about=sam-subject">All 12 quotes about Sam Subject</a>'
        in response.content.decode()
    )
    assert (
        client.get(reverse("stories:quotes"), {"about": "sam-subject"}).context["paginator"].count
        == 12
    )


def test_counts_and_lists_on_the_person_page_leave_drafts_out(client, db):
    person, articles = prolific(3)
    Article.objects.filter(pk=articles[0].pk).update(status=Status.DRAFT)
    RoleFactory(person=person, title="Spokeswoman", source=articles[0])
    text = visible_text(person_page(client, "pat-prolific"))
    assert "2 quotes recorded · in 2 articles" in text
    assert "Words 000" not in text and "Report 000" not in text
    assert "Spokeswoman" in text and "Source:" not in text


def test_someone_named_only_in_a_draft_is_not_found_even_on_later_pages(client, db):
    _person, articles = prolific(2)
    Article.objects.filter(pk__in=[a.pk for a in articles]).update(status=Status.DRAFT)
    assert person_page(client, "pat-prolific").status_code == 404
    assert (
        client.get(
            reverse("people:person", kwargs={"slug": "pat-prolific"}), {"page": 2}
        ).status_code
        == 404
    )


def test_a_nested_quote_says_whose_account_it_is(client, seeded):
    text = visible_text(person_page(client, "sandy-alderson"))
    assert (
        "“I will do anything I can to help you.” Said September 2016, as recounted by Wally Backman"
        in text
    )


def test_a_role_without_dates_says_as_of_when_its_source_states_it(client, seeded):
    # The seed dates Alderson's roles; a reporter's stays as the article that names her states it.
    text = visible_text(person_page(client, "kristie-ackert"))
    assert "Reporter, New York Daily News (as of October 2017)" in text


def test_the_person_page_lists_the_accounts_they_gave(client, seeded):
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    paragraph = Paragraph.objects.get(
        article__slug="wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets", position=8
    )
    Account.objects.create(
        dispute=dispute,
        position=4,
        claim="Backman was fired.",
        article=paragraph.article,
        paragraph=paragraph,
        excerpt="why he was even fired",
        voice="person",
        person=Person.objects.get(slug="wally-backman"),
    )
    speaker = Person.objects.get(slug="wally-backman")
    text = visible_text(person_page(client, speaker.slug))
    # After the accounts he gives in the seed's other dispute, whether Alderson blackballed him.
    assert (
        f"Accounts {speaker.name} gave in disputed matters Did Alderson blackball Backman?" in text
    )
    assert "Did Backman step down or was he fired?" in text
    assert (
        "Backman was fired. “why he was even fired” January 2017, as the article reports it · in paragraph 8 of"
        in text
    )
    assert "in disputed matters" not in visible_text(person_page(client, "kristie-ackert"))


def test_someone_who_only_gives_a_public_account_has_a_page_listing_it(client, seeded):
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    cited = dispute.accounts.get(position=1)
    witness = PersonFactory(name="A witness", slug="a-witness")
    Account.objects.create(
        dispute=dispute,
        position=4,
        claim="Backman stepped down.",
        article=cited.article,
        paragraph=cited.paragraph,
        excerpt="Backman stepped down",
        voice="person",
        person=witness,
    )
    assert "Accounts A witness gave in disputed matters" in visible_text(
        person_page(client, "a-witness")
    )
    Dispute.objects.update(status=Status.DRAFT)
    assert person_page(client, "a-witness").status_code == 404
