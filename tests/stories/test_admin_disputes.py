"""Editors manage disputes in the admin: started from a paragraph, saved with their accounts as one revision."""

import pytest
from django.core.exceptions import PermissionDenied
from django.urls import reverse
from reversion.models import Version

from stories.models import Account, Dispute, Paragraph, Status, StoryArc
from stories.services import publishing
from tests.admin_forms import change_form_data
from tests.seed_slugs import ARC, BETRAYED, FEUD

pytestmark = pytest.mark.django_db
ADD = reverse("admin:stories_dispute_add")


def paragraph(slug, position):
    return Paragraph.objects.get(article__slug=slug, position=position)


def test_each_paragraph_on_the_article_form_offers_to_start_a_dispute(client, seed, editor):
    client.force_login(editor)
    first = paragraph(BETRAYED, 2)
    page = client.get(
        reverse("admin:stories_article_change", args=[first.article_id])
    ).content.decode()
    assert f'href="{ADD}?paragraph={first.pk}"' in page
    assert page.count("Start a dispute from this paragraph") == first.article.paragraphs.count()


def test_starting_from_a_paragraph_fills_in_the_arc_and_the_first_account(client, seed, editor):
    client.force_login(editor)
    start = paragraph(BETRAYED, 2)
    response = client.get(ADD, {"paragraph": start.pk})
    assert response.context["adminform"].form.initial["arc"] == StoryArc.objects.get(slug=ARC).pk
    (accounts,) = response.context["inline_admin_formsets"]
    first, second = accounts.formset.forms
    assert (first.initial["article"], first.initial["paragraph"], first.initial["excerpt"]) == (
        start.article_id,
        start.pk,
        start.text,
    )
    assert second.initial == {}  # one more, for the account that contradicts it


def test_a_dispute_saved_in_the_admin_keeps_its_accounts_in_one_revision(client, seed, editor):
    client.force_login(editor)
    stepped, fired = paragraph(BETRAYED, 2), paragraph(FEUD, 5)
    data = {
        "question": "Was he fired?",
        "slug": "was-he-fired",
        "arc": StoryArc.objects.get(slug=ARC).pk,
        "finding": "open",
        "status": Status.DRAFT,
        "accounts-TOTAL_FORMS": "2",
        "accounts-INITIAL_FORMS": "0",
        "accounts-MIN_NUM_FORMS": "0",
        "accounts-MAX_NUM_FORMS": "1000",
    }
    for n, (part, excerpt, claim) in enumerate(
        (
            (stepped, "Backman stepped down", "He stepped down."),
            (fired, "was fired as the Mets’ Triple-A manager", "He was fired."),
        )
    ):
        data.update(
            {
                f"accounts-{n}-position": n + 1,
                f"accounts-{n}-claim": claim,
                f"accounts-{n}-article": part.article_id,
                f"accounts-{n}-paragraph": part.pk,
                f"accounts-{n}-excerpt": excerpt,
                f"accounts-{n}-voice": "article",
                f"accounts-{n}-given_precision": "day",
            }
        )
    response = client.post(ADD, data)
    assert response.status_code == 302, response.context["errors"]
    dispute = Dispute.objects.get(slug="was-he-fired")
    assert [a.claim for a in dispute.accounts.order_by("position")] == [
        "He stepped down.",
        "He was fired.",
    ]
    (version,) = Version.objects.get_for_object(dispute)
    assert {
        v.object_id for v in version.revision.version_set.filter(content_type__model="account")
    } == {str(pk) for pk in dispute.accounts.values_list("pk", flat=True)}


def test_the_admin_refuses_an_excerpt_that_is_not_in_the_paragraph(client, seed, editor):
    client.force_login(editor)
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    url = reverse("admin:stories_dispute_change", args=[dispute.pk])
    data = change_form_data(client.get(url))
    data["accounts-0-excerpt"] = "Backman was fired from the 51s"
    response = client.post(url, data)
    assert response.status_code == 200
    assert "does not appear word for word" in response.content.decode()
    assert dispute.accounts.get(position=1).excerpt.startswith("At the end of the 2016 season")


def test_the_supported_account_is_chosen_among_the_disputes_own(client, seed, editor):
    client.force_login(editor)
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    other = Account.objects.create(
        dispute=Dispute.objects.create(arc=dispute.arc, question="Another?", slug="another"),
        position=1,
        claim="x",
        article=dispute.accounts.first().article,
        paragraph=dispute.accounts.first().paragraph,
        excerpt="Backman",
        voice="article",
    )
    form = (
        client.get(reverse("admin:stories_dispute_change", args=[dispute.pk]))
        .context["adminform"]
        .form
    )
    choices = set(form.fields["supported_account"].queryset)
    assert choices == set(dispute.accounts.all()) and other not in choices


def test_reporters_can_read_disputes_but_not_write_or_publish_them(client, seed, reporter):
    client.force_login(reporter)
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    assert client.get(reverse("admin:stories_dispute_changelist")).status_code == 200
    assert client.get(ADD).status_code == 403
    article_form = client.get(
        reverse("admin:stories_article_change", args=[dispute.accounts.first().article_id])
    )
    assert "Start a dispute" not in article_form.content.decode()
    with pytest.raises(PermissionDenied):
        publishing.unpublish_dispute(dispute=dispute, by=reporter)


def test_editors_publish_and_unpublish_disputes_with_a_revision_each(seed, editor):
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    publishing.unpublish_dispute(dispute=dispute, by=editor)
    assert not Dispute.objects.published().filter(pk=dispute.pk).exists()
    publishing.publish_dispute(dispute=dispute, by=editor)
    assert dispute in Dispute.objects.published()
    assert [
        v.revision.get_comment() for v in Version.objects.get_for_object(dispute).order_by("pk")
    ] == ["Unpublished.", "Published."]


def test_a_finding_saved_in_the_form_marks_the_account_it_supports(client, seed, editor):
    client.force_login(editor)
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    url = reverse("admin:stories_dispute_change", args=[dispute.pk])
    data = {**change_form_data(client.get(url)), "finding": "supported"}
    data.update(finding_note="The club's release says so.", finding_on="2026-12-01")
    response = client.post(url, data)  # no account chosen
    assert response.status_code == 200
    assert "Choose the supported account" in response.content.decode()
    chosen = dispute.accounts.get(position=3)
    response = client.post(url, {**data, "supported_account": str(chosen.pk)})
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired").supported == chosen
    # Reopened: no account is supported any more.
    data = change_form_data(client.get(url))
    data.update(finding="open", finding_note="", finding_on="", supported_account="")
    assert client.post(url, data).status_code == 302
    assert not Account.objects.filter(supported_by__isnull=False).exists()
