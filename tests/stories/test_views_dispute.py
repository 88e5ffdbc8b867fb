"""The dispute page: a stable address, the accounts readers may see, and ClaimReview once there is a finding."""

import datetime

import pytest
from django.urls import reverse

from stories.models import Account, Dispute, Status
from stories.services.disputes import record_finding
from tests.factories import (
    AccountFactory,
    ArticleFactory,
    ParagraphFactory,
    PersonFactory,
    UpdateFactory,
)
from tests.seed_slugs import BETRAYED, FEUD
from tests.stories.pages import structured_data, visible_text

pytestmark = pytest.mark.django_db
SLUG = "did-backman-step-down-or-was-he-fired"
URL = reverse("stories:dispute", kwargs={"slug": SLUG})

# Google's fact-check markup: required on each ClaimReview, and on its rating (the verdict shown to readers).
CLAIM_REVIEW_REQUIRED = {"@context", "@type", "url", "claimReviewed", "reviewRating", "author"}
RATING_REQUIRED = {"@type", "alternateName"}


def settle(*, supported=1, finding=Dispute.Finding.SUPPORTED):
    dispute = Dispute.objects.get(slug=SLUG)
    dispute.finding = finding
    dispute.finding_note, dispute.finding_on = (
        "The club's release of October 2016 says he was let go.",
        datetime.date(2026, 11, 30),
    )
    record_finding(dispute, supported=dispute.accounts.get(position=supported))
    return dispute


def test_the_dispute_has_a_stable_address_under_disputes():
    assert URL == f"/disputes/{SLUG}/"


def test_the_page_shows_each_account_attributed_dated_and_linked_to_its_paragraph(client, seeded):
    response = client.get(URL)
    text = visible_text(response)
    assert "Did Backman step down or was he fired?" in text
    assert "Open. The newsroom has not settled which account holds." in text
    assert "Backman stepped down. “At the end of the 2016 season, Backman stepped down" in text
    assert "The article itself, January 2017" in text
    assert "The article itself (New York Post), 2021" in text
    body = response.content.decode()
    for slug, paragraph in ((BETRAYED, 2), (BETRAYED, 8), (FEUD, 5)):
        assert f'href="/articles/{slug}/#paragraph-{paragraph}"' in body
    assert '<time datetime="2017-01">January 2017</time>' in body


def test_an_open_dispute_carries_no_claim_review(client, seeded):
    assert not [block for block in structured_data(client.get(URL)) if isinstance(block, list)]


def test_a_finding_adds_one_claim_review_per_account_in_the_shape_google_reads(client, seeded):
    settle(supported=3)
    (reviews,) = [block for block in structured_data(client.get(URL)) if isinstance(block, list)]
    assert [review["claimReviewed"] for review in reviews] == [
        "Backman stepped down.",
        "Backman was fired.",
        "Backman was fired.",
    ]
    for review in reviews:
        assert CLAIM_REVIEW_REQUIRED <= set(review)
        assert (review["@context"], review["@type"]) == ("https://schema.org", "ClaimReview")
        assert review["url"].startswith(f"http://testserver{URL}#account-")
        assert review["author"] == {
            "@type": "Organization",
            "name": "Throughline",
            "url": "http://testserver/",
        }
        assert review["datePublished"] == "2026-11-30"
        rating = review["reviewRating"]
        assert RATING_REQUIRED <= set(rating) and rating["@type"] == "Rating"
        assert rating["worstRating"] <= rating["ratingValue"] <= rating["bestRating"]
        claim = review["itemReviewed"]
        assert claim["@type"] == "Claim" and claim["appearance"]["@type"] == "NewsArticle"
    first, second, third = reviews
    assert first["reviewRating"]["alternateName"] == "Not supported by the record"
    assert (
        second["reviewRating"]["alternateName"] == "Supported by the record"
    )  # the same answer as the third
    assert third["reviewRating"] == {
        "@type": "Rating",
        "ratingValue": 5,
        "bestRating": 5,
        "worstRating": 1,
        "alternateName": "Supported by the record",
    }
    assert third["itemReviewed"] == {
        "@type": "Claim",
        "datePublished": "2021",
        "author": {"@type": "NewsMediaOrganization", "name": "New York Post"},
        "appearance": {
            "@type": "NewsArticle",
            "headline": "Wally Backman-Sandy Alderson feud is still going quite strong",
            "url": f"http://testserver/articles/{FEUD}/#paragraph-5",
        },
    }
    assert (
        "author" not in first["itemReviewed"]
    )  # the 2017 article names no outlet: no author is guessed


def test_the_page_states_the_finding_and_the_account_it_supports(client, seeded):
    settle(supported=3)
    text = visible_text(client.get(URL))
    assert "One account supported (finding of Nov. 30, 2026)" in text
    assert "The account it supports: Backman was fired." in text
    assert "The club's release of October 2016 says he was let go." in text
    assert "Supported by the newsroom’s finding" in text


def test_a_person_giving_an_account_is_linked_and_marked_as_reported(client, seeded):
    dispute = Dispute.objects.get(slug=SLUG)
    person = PersonFactory(name="Wally Backman Jr.")
    paragraph = dispute.accounts.get(position=2).paragraph
    Account.objects.create(
        dispute=dispute,
        position=4,
        claim="Backman was fired.",
        article=paragraph.article,
        paragraph=paragraph,
        excerpt="why he was even fired",
        voice="person",
        person=person,
    )
    response = client.get(URL)
    assert (
        f'<a href="{person.get_absolute_url()}">Wally Backman Jr.</a>, as the article reports it'
        in response.content.decode()
    )


def test_an_account_citing_a_draft_article_is_left_out(client, seeded):
    dispute = Dispute.objects.get(slug=SLUG)
    draft = ArticleFactory(headline="Secret draft", status=Status.DRAFT)
    AccountFactory(
        dispute=dispute,
        position=4,
        paragraph=ParagraphFactory(article=draft),
        claim="A secret answer.",
    )
    text = visible_text(client.get(URL))
    assert "The accounts (3)" in text
    assert "A secret answer." not in text and "Secret draft" not in text


def test_a_draft_dispute_is_not_found_but_an_editor_can_preview_it(client, seeded, editor):
    Dispute.objects.filter(slug=SLUG).update(status=Status.DRAFT)
    assert client.get(URL).status_code == 404
    client.force_login(
        editor
    )  # a preview needs the permission to view the content (staff alone is not enough)
    response = client.get(URL, {"preview": "1"})
    assert response.status_code == 200 and "This page includes drafts" in response.content.decode()


def test_a_corrected_record_links_its_correction_and_rates_the_corrected_accounts(client, seeded):
    dispute = settle(supported=3, finding=Dispute.Finding.CORRECTED)
    article = dispute.accounts.get(position=1).article
    dispute.correction = UpdateFactory(
        article=article,
        position=2,
        kind="correction",
        dated_on=datetime.date(2026, 11, 30),
        text="An earlier version said Backman stepped down; he was fired.",
    )
    dispute.save()
    response = client.get(URL)
    text = visible_text(response)
    assert "Corrected: the record was corrected (finding of Nov. 30, 2026)" in text
    assert f'href="{article.get_absolute_url()}#update-2"' in response.content.decode()
    (reviews,) = [block for block in structured_data(response) if isinstance(block, list)]
    assert [r["reviewRating"]["alternateName"] for r in reviews] == [
        "Incorrect: corrected",
        "Correct",
        "Correct",
    ]
