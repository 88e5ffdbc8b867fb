"""`import_articles --replace` on a published article is an edit like any other: quotes keep their ids,
published corrections stay, changed words need one correction note, a dropped quote answers 410."""

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from stories.models import Article, Quote, Update
from tests.factories import BylineFactory, PersonFactory
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db
NAME = "002_5d2c062f266dc695"
ORIGINAL = (DOCUMENTS / f"{NAME}.txt").read_text(encoding="utf-8")
QUOTED = "I know how to protect players."
NOTE = "An earlier version misquoted Backman on protecting players."


def replace(tmp_path, text, **options):
    (tmp_path / f"{NAME}.txt").write_text(text, encoding="utf-8")
    out = StringIO()
    call_command("import_articles", str(tmp_path), "--replace", stdout=out, **options)
    return out.getvalue()


@pytest.fixture
def article(seed):
    article = Article.objects.get(source_name=NAME)
    assert article.is_published
    return article


def quote_ids(article):
    return dict(article.quotes.values_list("pk", "text"))


def test_replace_keeps_published_corrections(article, tmp_path):
    Update.objects.create(
        article=article, kind="correction", position=90, dated_on="2021-02-01", text="Earlier fix."
    )
    replace(tmp_path, ORIGINAL + "\n\nBackman said little else.")
    assert article.updates.filter(kind="correction", text="Earlier fix.").exists()


def test_replace_keeps_every_quote_id_when_the_quotes_words_stay(article, tmp_path, client):
    before = quote_ids(article)
    replace(tmp_path, ORIGINAL + "\n\nBackman said little else.")
    assert quote_ids(article) == before
    for pk in before:
        assert client.get(f"/quotes/{pk}/").status_code == 200


def test_replace_changing_published_words_needs_a_correction_note(article, tmp_path):
    before = quote_ids(article)
    edited = ORIGINAL.replace(QUOTED, "I know how to look after players.")
    with pytest.raises(CommandError, match="correction note"):
        replace(tmp_path, edited)
    assert quote_ids(article) == before
    assert not article.updates.filter(kind="correction").exists()
    replace(tmp_path, edited, correction=NOTE)
    after = quote_ids(article)
    assert set(after) == set(before)  # the same quotes, one reworded
    assert sum(QUOTED in text for text in after.values()) == 0
    assert list(article.updates.filter(kind="correction").values_list("text", flat=True)) == [NOTE]


def test_a_quote_the_new_text_drops_answers_410_with_the_correction(article, tmp_path, client):
    quote = next(q for q in article.quotes.all() if q.text.startswith("It’s not going to happen"))
    edited = ORIGINAL.replace(" “It’s not going to happen.”", "")
    assert edited != ORIGINAL
    replace(tmp_path, edited, correction="We removed a repeated quote.")
    assert not Quote.objects.filter(pk=quote.pk).exists()
    gone = client.get(f"/quotes/{quote.pk}/")
    assert gone.status_code == 410 and "We removed a repeated quote." in gone.content.decode()


def with_byline(byline: str) -> str:
    headline, rest = ORIGINAL.split("\n\n", 1)
    return f"{headline}\n\n{byline}\n\n{rest}"


def writers(article):
    return [b.person.name for b in article.bylines.order_by("position")]


def test_the_new_texts_byline_becomes_the_articles_listed_first_by_the_dry_run(
    article, tmp_path, client
):
    text = with_byline("By Jane Doe and John Roe")
    listed = replace(tmp_path, text, dry_run=True)
    assert "bylines: Jane Doe, John Roe" in listed
    assert writers(article) == []  # a dry run writes nothing
    replace(tmp_path, text)
    assert writers(article) == ["Jane Doe", "John Roe"]
    page = client.get(article.get_absolute_url()).content.decode()
    assert "Jane Doe" in page and "John Roe" in page


def test_a_writer_still_on_the_byline_keeps_their_row_and_one_dropped_goes(article, tmp_path):
    replace(tmp_path, with_byline("By Jane Doe and John Roe"))
    john = article.bylines.get(person__name="John Roe")
    replace(tmp_path, with_byline("By John Roe and Ann Poe"))
    assert writers(article) == ["John Roe", "Ann Poe"]
    assert article.bylines.get(person__name="John Roe").pk == john.pk


def test_a_text_naming_no_writer_leaves_the_bylines_an_editor_gave(article, tmp_path):
    BylineFactory(article=article, person=PersonFactory(name="Desk Editor"), position=1)
    replace(tmp_path, ORIGINAL + "\n\nBackman said little else.")
    assert writers(article) == ["Desk Editor"]
