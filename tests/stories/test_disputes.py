"""Disputes and accounts: what the database refuses, what validation catches, and who sees what."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from people.models import Organisation
from stories.models import Account, Dispute, Status
from stories.services.disputes import record_finding
from tests.factories import (
    AccountFactory,
    ArticleFactory,
    DisputeFactory,
    OrganisationFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    UpdateFactory,
)

pytestmark = pytest.mark.django_db


def test_an_account_cites_exactly_one_place():
    account = AccountFactory()
    account.update = UpdateFactory(article=account.article)
    with pytest.raises(IntegrityError), transaction.atomic():
        account.save()


def test_an_account_in_a_persons_voice_names_the_person():
    with pytest.raises(IntegrityError), transaction.atomic():
        AccountFactory(voice=Account.Voice.PERSON)
    assert (
        AccountFactory(
            voice=Account.Voice.PERSON, person=PersonFactory(name="Wally Backman")
        ).given_by
        == "Wally Backman"
    )


def test_an_unnamed_source_is_described():
    with pytest.raises(IntegrityError), transaction.atomic():
        AccountFactory(voice=Account.Voice.UNNAMED)
    account = AccountFactory(voice=Account.Voice.UNNAMED, source_description="a non-Mets executive")
    assert account.given_by == "An unnamed source (a non-Mets executive)"


def test_the_articles_own_voice_names_its_outlet_when_known():
    outlet = OrganisationFactory(name="New York Post", kind=Organisation.Kind.NEWS_OUTLET)
    assert (
        AccountFactory(paragraph__article__outlet=outlet).given_by
        == "The article itself (New York Post)"
    )
    assert AccountFactory().given_by == "The article itself"


def test_an_outlets_account_names_the_outlet():
    outlet = OrganisationFactory(name="NorthJersey.com", kind=Organisation.Kind.NEWS_OUTLET)
    with pytest.raises(IntegrityError), transaction.atomic():
        AccountFactory(voice=Account.Voice.OUTLET, person=PersonFactory())
    assert AccountFactory(voice=Account.Voice.OUTLET, outlet=outlet).given_by == "NorthJersey.com"


def test_two_accounts_cannot_share_a_position():
    account = AccountFactory()
    with pytest.raises(IntegrityError), transaction.atomic():
        AccountFactory(dispute=account.dispute, position=account.position)


def test_a_finding_needs_an_account_a_note_and_a_date():
    account = AccountFactory()
    dispute = account.dispute
    dispute.finding = Dispute.Finding.SUPPORTED
    with pytest.raises(ValidationError):
        record_finding(dispute, supported=None)  # no account
    with pytest.raises(IntegrityError), transaction.atomic():
        record_finding(dispute, supported=account)  # no note or date
    dispute.finding_note = "The club's release says so."
    with pytest.raises(IntegrityError), transaction.atomic():
        record_finding(dispute, supported=account)  # no date
    dispute.finding_on = datetime.date(2021, 3, 1)
    record_finding(dispute, supported=account)
    assert Dispute.objects.get(pk=dispute.pk).supported == account


def test_an_open_dispute_supports_no_account_and_cites_no_correction():
    account = AccountFactory()
    dispute = account.dispute
    with pytest.raises(ValidationError):
        record_finding(dispute, supported=account)
    dispute.correction = UpdateFactory(kind="correction")
    with pytest.raises(IntegrityError), transaction.atomic():
        dispute.save()


def test_reopening_a_dispute_unmarks_its_account_and_one_account_at_most_is_supported():
    account = AccountFactory()
    dispute, other = account.dispute, AccountFactory(dispute=account.dispute)
    dispute.finding, dispute.finding_note = Dispute.Finding.SUPPORTED, "Checked."
    dispute.finding_on = datetime.date(2021, 3, 1)
    record_finding(dispute, supported=account)
    record_finding(dispute, supported=other)
    assert list(Account.objects.filter(supported_by=dispute)) == [other]
    dispute.finding, dispute.finding_note, dispute.finding_on = Dispute.Finding.OPEN, "", None
    record_finding(dispute, supported=None)
    assert not Account.objects.filter(supported_by__isnull=False).exists()
    account.supported_by = other.supported_by = dispute
    account.save()
    with pytest.raises(IntegrityError), transaction.atomic():
        other.save()  # the database holds one supported account per dispute


def test_the_supported_account_must_be_the_disputes_own():
    account, other = AccountFactory(), AccountFactory()
    dispute = account.dispute
    dispute.finding = Dispute.Finding.SUPPORTED
    dispute.finding_note, dispute.finding_on = "Checked.", datetime.date(2021, 3, 1)
    with pytest.raises(ValidationError) as error:
        record_finding(dispute, supported=other)
    assert "supported_account" in error.value.message_dict
    other.supported_by = dispute
    with pytest.raises(IntegrityError), transaction.atomic():
        other.save()  # the database refuses it too


def test_the_excerpt_must_appear_word_for_word_where_the_account_points():
    account = AccountFactory.build(
        dispute=DisputeFactory(),
        paragraph=ParagraphFactory(text="Backman stepped down."),
        excerpt="Backman was fired",
    )
    with pytest.raises(ValidationError) as error:
        account.full_clean()
    assert error.value.message_dict["excerpt"] == [
        "The excerpt does not appear word for word in the chosen paragraph."
    ]
    account.excerpt = "Backman stepped down"
    account.full_clean()


def test_the_cited_place_must_belong_to_the_cited_article():
    account = AccountFactory.build(
        dispute=DisputeFactory(), paragraph=ParagraphFactory(), article=ArticleFactory()
    )
    with pytest.raises(ValidationError) as error:
        account.full_clean()
    assert error.value.message_dict["paragraph"] == ["This belongs to another article."]


def test_an_account_without_its_own_date_is_dated_by_its_article():
    account = AccountFactory(
        paragraph__article__published_on=datetime.date(2021, 1, 1),
        paragraph__article__published_precision="year",
    )
    assert (account.display_date, account.iso_date) == ("2021", "2021")
    account.given_on, account.given_precision = datetime.date(2016, 9, 1), "month"
    assert (account.display_date, account.iso_date) == ("September 2016", "2016-09")


def test_an_account_citing_a_quote_links_to_the_quotes_paragraph():
    quote = QuoteFactory(paragraph__position=4, text="It’s not going to happen")
    account = AccountFactory(
        paragraph=None,
        quote=quote,
        article=quote.article,
        excerpt="not going to happen",
        voice=Account.Voice.PERSON,
        person=quote.speaker,
    )
    account.full_clean()
    assert account.passage_url == f"{quote.article.get_absolute_url()}#paragraph-4"
    assert not account.is_reported  # in the person's own, quoted words


def test_an_account_citing_an_update_links_to_the_update():
    update = UpdateFactory(position=1, text="Alderson said, “Nobody has called about Wally.”")
    account = AccountFactory(
        paragraph=None, update=update, article=update.article, excerpt="Nobody has called"
    )
    assert account.passage_url.endswith("#update-1")
    assert account.passage_label == "the update of Jan. 12, 2017"


# The publication rule ----------------------------------------------------------------------------------------


def test_a_draft_dispute_is_not_public_nor_are_its_accounts():
    account = AccountFactory(dispute__status=Status.DRAFT)
    assert not Dispute.objects.published().exists()
    assert not Account.objects.published().filter(pk=account.pk).exists()


def test_a_dispute_in_a_draft_arc_is_not_public():
    AccountFactory(dispute__arc=StoryArcFactory(status=Status.DRAFT))
    assert not Dispute.objects.published().exists()
    assert not Account.objects.published().exists()


def test_a_scheduled_dispute_is_public_from_its_time():
    account = AccountFactory(dispute__publish_at=timezone.now() + datetime.timedelta(hours=1))
    assert not Dispute.objects.published().exists()
    Dispute.objects.update(publish_at=timezone.now() - datetime.timedelta(seconds=1))
    assert list(Dispute.objects.published()) == [account.dispute]


def test_a_dispute_citing_a_draft_shows_only_its_public_accounts():
    public = AccountFactory()
    hidden = AccountFactory(dispute=public.dispute, paragraph__article__status=Status.DRAFT)
    assert list(Account.objects.published()) == [public]
    assert hidden in public.dispute.accounts.all()


def test_a_dispute_whose_every_account_cites_a_draft_is_not_public():
    AccountFactory(paragraph__article__status=Status.DRAFT)
    assert not Dispute.objects.published().exists()


def test_a_finding_supports_its_account_and_every_account_giving_the_same_answer():
    supported = AccountFactory(claim="Backman was fired.")
    dispute = supported.dispute
    same = AccountFactory(dispute=dispute, claim="backman was fired. ")
    other = AccountFactory(dispute=dispute, claim="Backman stepped down.")
    assert not dispute.supports(supported)  # open: no account is supported
    dispute.finding, dispute.supported_account = Dispute.Finding.SUPPORTED, supported
    assert [dispute.supports(a) for a in (supported, same, other)] == [True, True, False]
