"""Every admin save is one revision with its inline parts; history compares, reverts and recovers; conflicts refuse."""

import pytest
from django.urls import reverse
from reversion.models import Version

from people.models import Person
from revisions.diff import FieldChange
from stories.models import Article, Paragraph, StoryArc
from tests.admin_forms import change_form_data, with_paragraph
from tests.factories import staff_user

pytestmark = pytest.mark.django_db
FEUD = "wally-backman-sandy-alderson-feud-is-still-going-quite-strong"


@pytest.fixture
def article(seed):
    return Article.objects.get(slug=FEUD)


def change_url(obj):
    return reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])


def save_headline(client, article, headline, **extra):
    data = change_form_data(client.get(change_url(article)))
    response = client.post(change_url(article), {**data, "headline": headline, **extra})
    assert response.status_code == 302, response.context["errors"] if response.context else response
    return data


def test_an_admin_save_is_one_revision_holding_the_article_and_its_parts(client, editor, article):
    client.force_login(editor)
    save_headline(client, article, "Feud still going")
    version = Version.objects.get_for_object(article).get()
    assert version.revision.version_set.filter(content_type__model="article").count() == 1
    assert (
        version.revision.version_set.filter(content_type__model="paragraph").count()
        == article.paragraphs.count()
    )
    assert version.revision.version_set.filter(content_type__model="quote").count() == 8
    assert version.revision.user == editor


def test_the_editors_note_is_the_revisions_comment(client, editor, article):
    client.force_login(editor)
    save_headline(
        client, article, "Feud still going", revision_comment="Shorter headline for the app"
    )
    comment = Version.objects.get_for_object(article).get().revision.get_comment()
    assert comment.startswith("Shorter headline for the app")


def test_history_compares_two_revisions_field_by_field(client, editor, article):
    client.force_login(editor)
    save_headline(client, article, "First headline")
    data = change_form_data(client.get(change_url(article)))
    first = data["body"].split("\n\n")[0]
    data = with_paragraph(data, 0, first.replace("a lot of things", "many things"))
    client.post(
        change_url(article), {**data, "headline": "Second headline", "body_correction": "Wording."}
    )
    new, old = Version.objects.get_for_object(article).order_by("-pk")[:2]
    history = client.get(
        reverse("admin:stories_article_history", args=[article.pk])
    ).content.decode()
    assert "Compare selected revisions" in history
    page = client.get(
        reverse("admin:stories_article_compare", args=[article.pk]), {"old": old.pk, "new": new.pk}
    )
    html = page.content.decode()
    assert "<del>First</del><ins>Second</ins> headline" in html
    assert "Time may heal <del>a lot of</del><ins>many</ins> things" in html


def test_reverting_restores_the_article_and_its_paragraphs(client, editor, article):
    client.force_login(editor)
    original_text = article.paragraphs.get(position=1).text
    save_headline(client, article, "Feud still going")
    first = Version.objects.get_for_object(article).get()
    data = change_form_data(client.get(change_url(article)))
    opening = data["body"].split("\n\n")[0]
    data = with_paragraph(data, 0, opening.replace("a lot of things", "much"))
    client.post(
        change_url(article), {**data, "headline": "Something else", "body_correction": "Wording."}
    )
    revert_url = reverse("admin:stories_article_revision", args=[article.pk, first.pk])
    form = change_form_data(client.get(revert_url))
    # Readers saw the newer words: restoring the old ones is a correction like any other edit.
    refused = client.post(revert_url, form)
    assert refused.status_code == 200 and "Readers have already seen" in refused.content.decode()
    restored = {**form, "body_correction": "Restored the original wording."}
    assert client.post(revert_url, restored).status_code == 302
    article.refresh_from_db()
    assert article.headline == "Feud still going"
    assert article.paragraphs.get(position=1).text == original_text


def test_a_deleted_article_can_be_recovered_with_its_quotes(client, editor, article):
    client.force_login(editor)
    save_headline(client, article, f"{article.headline} (updated)")
    client.post(reverse("admin:stories_article_delete", args=[article.pk]), {"post": "yes"})
    assert not Article.objects.filter(slug=FEUD).exists()
    recover_list = client.get(reverse("admin:stories_article_recoverlist")).content.decode()
    assert article.headline in recover_list
    version = Version.objects.get_deleted(Article).get()
    recover_url = reverse("admin:stories_article_recover", args=[version.pk])
    assert client.post(recover_url, change_form_data(client.get(recover_url))).status_code == 302
    assert Article.objects.get(slug=FEUD).quotes.count() == 8


def test_people_revisions_hold_their_roles(client, editor, seed):
    person = Person.objects.get(slug="sandy-alderson")
    client.force_login(editor)
    data = change_form_data(client.get(change_url(person)))
    assert client.post(change_url(person), {**data, "bio": "General manager."}).status_code == 302
    revision = Version.objects.get_for_object(person).get().revision
    assert revision.version_set.filter(content_type__model="role").count() == person.roles.count()


def test_arc_revisions_hold_their_entries(client, editor, seed):
    arc = StoryArc.objects.get()
    client.force_login(editor)
    data = change_form_data(client.get(change_url(arc)))
    assert client.post(change_url(arc), {**data, "summary": "So far."}).status_code == 302
    revision = Version.objects.get_for_object(arc).get().revision
    assert revision.version_set.filter(content_type__model="arcentry").count() == 15


# Edit conflicts.


def test_saving_over_a_colleagues_newer_save_is_refused_and_shows_their_change(
    client, editor, article
):
    client.force_login(editor)
    save_headline(client, article, f"{article.headline}.")  # the article now has a history
    stale = change_form_data(client.get(change_url(article)))
    colleague = staff_user("Editors", "colleague")
    client.force_login(colleague)
    save_headline(client, article, "The colleague's headline")
    client.force_login(editor)
    response = client.post(change_url(article), {**stale, "headline": "My headline"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "Colleague saved this article" in page and "Nothing was saved" in page
    conflict = page[page.index('id="conflict-title"') : page.index("</section>")]
    assert "Changed by colleague while you were editing" in conflict
    assert "<ins>colleague&#x27;s</ins>" in conflict
    assert Article.objects.get(pk=article.pk).headline == "The colleague's headline"


def test_a_conflict_on_a_never_versioned_article_is_still_refused(client, editor, article):
    client.force_login(editor)
    stale = change_form_data(client.get(change_url(article)))
    client.force_login(staff_user("Editors", "colleague"))
    save_headline(client, article, "The colleague's headline")
    client.force_login(editor)
    response = client.post(change_url(article), {**stale, "headline": "My headline"})
    assert response.status_code == 200
    assert Article.objects.get(pk=article.pk).headline == "The colleague's headline"


def test_a_quote_edited_on_its_own_page_counts_as_a_change_to_the_article(client, editor, seed):
    article = Article.objects.get(slug=FEUD)
    client.force_login(editor)
    stale = change_form_data(client.get(change_url(article)))
    quote = article.quotes.get(position=1)
    quote_data = change_form_data(client.get(change_url(quote)))
    assert client.post(change_url(quote), {**quote_data, "setting": "interview"}).status_code == 302
    response = client.post(change_url(article), {**stale, "headline": "My headline"})
    assert response.status_code == 200
    assert Article.objects.get(pk=article.pk).headline != "My headline"


def test_a_word_diff_escapes_html_and_marks_changed_words():
    change = FieldChange("Text", "Sandy <b>said</b> no", "Sandy said yes")
    assert (
        str(change.html)
        == "Sandy <del>&lt;b&gt;said&lt;/b&gt;</del><ins>said</ins> <del>no</del><ins>yes</ins>"
    )


def test_paragraph_and_quote_can_be_corrected_together_in_one_save(client, editor, seed):
    article = Article.objects.get(slug=FEUD)
    # Not the partial “blackballed”: the words around it are an account of the blackballing dispute.
    quote = article.quotes.get(position=1)
    paragraph = quote.paragraph
    index = list(article.paragraphs.order_by("position")).index(paragraph)
    quote_index = list(article.quotes.order_by("position")).index(quote)
    client.force_login(editor)
    data = change_form_data(client.get(change_url(article)))
    data = with_paragraph(data, index, paragraph.text.replace(quote.text, quote.text + " indeed"))
    data["body_correction"] = "An earlier version cut a quote short."
    data[f"quotes-{quote_index}-text"] = quote.text + " indeed"
    data[f"quotes-{quote_index}-correction"] = "An earlier version cut this quote short."
    response = client.post(change_url(article), data)
    assert response.status_code == 302, response.context["errors"] if response.context else response
    assert Paragraph.objects.get(pk=paragraph.pk).text.count(" indeed") == 1


def test_the_article_list_offers_recovery_to_editors_only_beside_the_import_button(
    client, editor, reporter, db
):
    changelist = reverse("admin:stories_article_changelist")
    client.force_login(editor)
    page = client.get(changelist).content.decode()
    assert "Recover deleted articles" in page and "Import articles from text" in page
    client.force_login(reporter)
    assert "Recover deleted articles" not in client.get(changelist).content.decode()


def test_a_reporter_reverts_their_own_draft(client, reporter, db):
    from tests.factories import ArticleFactory

    draft = ArticleFactory(status="draft", created_by=reporter, headline="Notes")
    client.force_login(reporter)
    save_headline(client, draft, "First take")
    first = Version.objects.get_for_object(draft).get()
    save_headline(client, draft, "Second take")
    revert_url = reverse("admin:stories_article_revision", args=[draft.pk, first.pk])
    assert client.post(revert_url, change_form_data(client.get(revert_url))).status_code == 302
    assert Article.objects.get(pk=draft.pk).headline == "First take"
