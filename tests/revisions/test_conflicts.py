"""The edit-conflict check covers every inline row a form saves, not only the object the page is about."""

import pytest
from django.urls import reverse
from reversion.models import Version

from people.models import Role
from stories.models import Paragraph
from tests.admin_forms import change_form_data
from tests.factories import ParagraphFactory, PersonFactory, RoleFactory, staff_user

pytestmark = pytest.mark.django_db


def change_url(obj):
    return reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])


@pytest.fixture
def colleague(db):
    return staff_user("Editors", "colleague")


def test_a_role_changed_in_the_role_admin_is_not_overwritten_by_a_stale_person_form(
    client, editor, colleague
):
    role = RoleFactory(title="General manager")
    client.force_login(editor)
    stale = change_form_data(client.get(change_url(role.person)))
    client.force_login(colleague)
    data = change_form_data(client.get(change_url(role)))
    assert client.post(change_url(role), {**data, "title": "Special adviser"}).status_code == 302
    client.force_login(editor)
    response = client.post(change_url(role.person), {**stale, "bio": "Ran the Mets."})
    assert response.status_code == 200
    page = response.content.decode()
    assert "while you were editing it. Nothing was saved." in page
    assert "Changed by colleague" in page and "Special adviser" in page
    assert Role.objects.get(pk=role.pk).title == "Special adviser"
    assert role.person.__class__.objects.get(pk=role.person.pk).bio == ""


def test_a_row_changed_outside_the_admin_is_caught_too(client, editor):
    paragraph = ParagraphFactory(text="First words.")
    client.force_login(editor)
    stale = change_form_data(client.get(change_url(paragraph.article)))
    Paragraph.objects.filter(pk=paragraph.pk).update(
        text="Words an import wrote."
    )  # no signal, no revision
    response = client.post(change_url(paragraph.article), {**stale, "headline": "Mine"})
    assert response.status_code == 200
    assert "while you were editing it" in response.content.decode()
    assert Paragraph.objects.get(pk=paragraph.pk).text == "Words an import wrote."


def test_rows_a_colleague_added_meanwhile_do_not_block_a_save(client, editor, colleague):
    person = PersonFactory()
    RoleFactory(person=person, title="Manager")
    client.force_login(editor)
    form = change_form_data(client.get(change_url(person)))
    RoleFactory(person=person, title="Coach")
    assert client.post(change_url(person), {**form, "bio": "Managed the Mets."}).status_code == 302
    assert sorted(person.roles.values_list("title", flat=True)) == ["Coach", "Manager"]


def test_a_revert_is_refused_when_a_row_changed_after_its_form_was_opened(
    client, editor, colleague
):
    role = RoleFactory(title="General manager")
    client.force_login(editor)
    data = change_form_data(client.get(change_url(role.person)))
    assert client.post(change_url(role.person), {**data, "bio": "First."}).status_code == 302
    first = Version.objects.get_for_object(role.person).get()
    data = change_form_data(client.get(change_url(role.person)))
    assert client.post(change_url(role.person), {**data, "bio": "Second."}).status_code == 302
    url = reverse("admin:people_person_revision", args=[role.person.pk, first.pk])
    stale = change_form_data(client.get(url))
    Role.objects.filter(pk=role.pk).update(title="Special adviser")
    response = client.post(url, stale)
    assert response.status_code == 200 and "while you were editing it" in response.content.decode()
    assert Role.objects.get(pk=role.pk).title == "Special adviser"
