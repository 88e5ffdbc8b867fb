"""An article with a history readers partly saw, for the versions page's tests (tests/stories, tests/api)."""

import reversion

from stories.models import Article, Paragraph, Status, Update
from stories.services.corrections import record_correction
from stories.services.publishing import publish_article
from tests.factories import ArticleFactory, ParagraphFactory

NOTE = "An earlier version misquoted the manager as saying he was fired."


def saved(article: Article, *rows) -> None:
    """One save of the article and the rows given, as the admin makes it: one revision."""
    with reversion.create_revision():
        for row in rows:
            row.save()
        article.save()


def corrected(article: Article, paragraph: Paragraph, text: str, note: str = NOTE) -> Update:
    with reversion.create_revision():
        paragraph.text = text
        paragraph.save()
        correction = record_correction(article=article, text=note)
        article.save()
    return correction


def corrected_story(editor):
    """An article saved twice as a draft (a first draft, then a staff edit), published, then corrected once."""
    article = ArticleFactory(status=Status.DRAFT, headline="Backman leaves the 51s")
    paragraph = ParagraphFactory(
        article=article, position=1, text="Backman said the club sacked him."
    )
    saved(article)
    paragraph.text = "Backman said he stepped down, a draft nobody read."
    saved(article, paragraph)
    paragraph.text = "Backman said he was let go."
    saved(article, paragraph)
    publish_article(article=article, by=editor)
    correction = corrected(article, paragraph, "Backman said he stepped down.")
    article.refresh_from_db()
    return article, correction
