"""Reader pages composed in their templates: each `{% fragment %}` block is kept until what it shows changes,
and an edit renders again only the blocks, on the pages, showing what it changed."""

import datetime

import pytest

from people.models import Organisation
from tests.factories import (
    AccountFactory,
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    OrganisationFactory,
    ParagraphFactory,
    PersonFactory,
    RoleFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.stories.pages import page, rendered_templates

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]


@pytest.fixture
def articles():
    """Three articles in one arc, in order, each with a paragraph, a byline and an outlet."""
    arc = StoryArcFactory(title="The feud")
    outlet = OrganisationFactory(name="The Daily", kind=Organisation.Kind.NEWS_OUTLET)
    writer = PersonFactory(name="Pat Writer", slug="pat-writer")
    made = []
    for n in range(3):
        article = ArticleFactory(
            headline=f"Report {n}", outlet=outlet, published_on=datetime.date(2017, 1, 1 + n)
        )
        ParagraphFactory(article=article, text=f"Paragraph of report {n}.")
        BylineFactory(article=article, person=writer, position=1)
        ArcEntryFactory(arc=arc, article=article, position=n + 1)
        made.append(article)
    return made


def test_a_bylines_new_name_reaches_the_kept_article_block(client, articles):
    article = articles[0]
    assert "Pat Writer" in page(client, article.get_absolute_url())
    writer = article.bylines.get().person
    writer.name = "Patricia Writer"
    writer.save()
    with rendered_templates() as names:
        html = page(client, article.get_absolute_url())
    assert "Patricia Writer" in html and "Pat Writer<" not in html
    assert "stories/article_body.html" not in names  # the body shows no byline: kept


def test_an_outlets_new_name_reaches_the_kept_article_block(client, articles):
    article = articles[0]
    assert "The Daily" in page(client, article.get_absolute_url())
    outlet = article.outlet
    outlet.name = "The Evening Daily"
    outlet.save()
    assert "The Evening Daily" in page(client, article.get_absolute_url())


def test_a_neighbours_new_headline_reaches_the_article_page_and_its_body_is_kept(client, articles):
    first, second = articles[0], articles[1]
    assert "Report 1" in page(client, first.get_absolute_url())  # its "next" link
    second.headline = "Report 1, revised"
    second.save()
    with rendered_templates() as names:
        html = page(client, first.get_absolute_url())
    assert "Report 1, revised" in html
    assert "stories/article_body.html" not in names


def test_an_edit_to_one_articles_body_renders_only_that_body_again(client, articles):
    first, second, third = articles
    for article in articles:
        page(client, article.get_absolute_url())
    paragraph = first.paragraphs.get()
    paragraph.text = "A corrected paragraph."
    paragraph.save()
    with rendered_templates() as names:
        html = page(client, first.get_absolute_url())
    assert "A corrected paragraph." in html and "Paragraph of report 0." not in html
    assert names.count("stories/article_body.html") == 1
    for other in (second, third):
        with rendered_templates() as names:
            html = page(client, other.get_absolute_url())
        assert "stories/article_body.html" not in names, other.headline
        assert f"Paragraph of report {articles.index(other)}." in html


def test_a_new_update_dates_the_article_and_its_structured_data(client, articles):
    article = articles[0]
    assert "Updated" not in page(client, article.get_absolute_url())
    UpdateFactory(article=article, dated_on=datetime.date(2017, 3, 4), text="A later update.")
    html = page(client, article.get_absolute_url())
    assert "A later update." in html
    assert '<time datetime="2017-03-04">' in html  # "Updated" in the page's header
    assert '"dateModified": "2017-03-04"' in html  # and in its structured data, kept apart


def test_a_role_edit_reaches_its_persons_page_and_leaves_other_peoples_pages_kept(client, articles):
    writer = articles[0].bylines.get().person
    other = BylineFactory(article=articles[2], person__name="Sam Other", position=2).person
    role = RoleFactory(person=writer, title="Beat reporter")
    assert "Beat reporter" in page(client, writer.get_absolute_url())
    page(client, other.get_absolute_url())
    role.title = "Columnist"
    role.save()
    with rendered_templates() as names:
        html = page(client, writer.get_absolute_url())
    assert "Columnist" in html and "Beat reporter" not in html
    assert "people/person_side.html" in names
    with rendered_templates() as names:
        page(client, other.get_absolute_url())
    assert not {"people/person_side.html", "people/person_said.html"} & set(names)


def test_an_accounts_edit_renders_the_arcs_disputes_again_and_keeps_its_cast_and_lines(
    client, articles
):
    arc = articles[0].arc_entries.get().arc
    paragraph = articles[0].paragraphs.get()
    account = AccountFactory(
        dispute__arc=arc, paragraph=paragraph, excerpt="Paragraph of report 0", claim="He left."
    )
    assert "He left." in page(client, arc.get_absolute_url())
    account.claim = "He was pushed."
    account.save()
    with rendered_templates() as names:
        html = page(client, arc.get_absolute_url())
    assert "He was pushed." in html and "He left." not in html
    assert "includes/conflicting_accounts.html" in names
    assert "stories/arc_cast.html" not in names and "stories/timeline_line.html" not in names
