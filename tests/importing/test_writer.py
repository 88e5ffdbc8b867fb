"""The importer end to end: files in, draft articles out; bad batches write nothing."""

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from importing.parsing import parse_document
from importing.sources import SourceText, read_sources
from importing.writer import parse_sources, write_documents
from people.models import Person
from stories.models import Article, Quote
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db


def located(quote: Quote) -> tuple:
    kind = "paragraph" if quote.paragraph_id else "update" if quote.update_id else "embedded_post"
    return (kind, quote.location.position)


def fixture_quotes(slug_by_source):
    rows = {}
    for name, slug in slug_by_source.items():
        quotes = Quote.objects.filter(article__slug=slug).select_related(
            "speaker", "parent", "paragraph", "update", "embedded_post"
        )
        rows[name] = [
            (
                q.text,
                q.speaker.name if q.speaker else None,
                q.speaker_description if not q.speaker else "",
                located(q),
                q.is_partial,
                q.continues,
                q.parent.position if q.parent else None,
            )
            for q in quotes.order_by("position")
        ]
    return rows


def test_the_importer_finds_exactly_the_quotes_and_speakers_of_the_shipped_fixtures(seed):
    slugs = dict(Article.objects.values_list("source_name", "slug"))
    expected = fixture_quotes(slugs)
    for doc in parse_sources(read_sources([str(DOCUMENTS)])):
        found = [
            (
                q.text,
                q.speaker,
                q.speaker_description if not q.speaker else "",
                (q.location, q.index - 1 if q.location == "embedded_post" else q.index),
                q.partial,
                q.continues,
                q.parent + 1 if q.parent is not None else None,
            )
            for q in doc.quotes
        ]
        assert found == expected[doc.name], doc.name


def test_the_importer_reads_the_documents_structure_as_the_fixtures_record_it(seed):
    for doc in parse_sources(read_sources([str(DOCUMENTS)])):
        article = Article.objects.get(source_name=doc.name)
        assert doc.headline == article.headline
        assert list(doc.paragraphs) == list(
            article.paragraphs.order_by("position").values_list("text", flat=True)
        )
        assert [(u.date, u.text) for u in doc.updates] == list(
            article.updates.values_list("dated_on", "text")
        )
        assert [(p.handle, p.after_paragraph, p.text) for p in doc.embedded_posts] == list(
            article.embedded_posts.order_by("position").values_list("handle", "position", "text")
        )


def test_reimporting_the_seed_documents_changes_nothing_and_says_so(seed):
    before = Quote.objects.count()
    out = StringIO()
    call_command("import_articles", str(DOCUMENTS), stdout=out)
    assert out.getvalue().count("nothing changed") == 3
    assert Quote.objects.count() == before and Article.objects.count() == 3


def test_an_edited_document_is_reported_as_changed_not_duplicated(seed, tmp_path):
    original = (DOCUMENTS / "002_5d2c062f266dc695.txt").read_text(encoding="utf-8")
    (tmp_path / "002_5d2c062f266dc695.txt").write_text(
        original.replace("quite strong", "very strong"), encoding="utf-8"
    )
    out = StringIO()
    call_command("import_articles", str(tmp_path), stdout=out)
    assert "CHANGED since it was imported" in out.getvalue()
    assert Article.objects.count() == 3
    assert Article.objects.get(source_name="002_5d2c062f266dc695").headline.endswith("quite strong")


def test_importing_into_an_empty_database_creates_drafts_with_quotes_and_new_people(tmp_path):
    out = StringIO()
    call_command("import_articles", str(DOCUMENTS), stdout=out)
    assert Article.objects.count() == 3
    assert set(Article.objects.values_list("status", flat=True)) == {"draft"}
    assert Article.objects.published().count() == 0
    assert Quote.objects.count() == 19
    assert Person.objects.filter(name="Wally Backman").exists()
    assert "new people, for an editor to confirm" in out.getvalue()


def test_the_dry_run_json_contract(tmp_path):
    out = StringIO()
    call_command("import_articles", str(DOCUMENTS), dry_run=True, format="json", stdout=out)
    payload = json.loads(out.getvalue())
    assert sorted(payload) == [
        "000_0ec87feb3f32a1d6",
        "001_3700e02b23d5cbce",
        "002_5d2c062f266dc695",
    ]
    for document in payload.values():
        assert {"headline", "updates", "paragraphs", "embedded_posts", "quotes"} <= set(document)
        assert all({"text", "speaker"} <= set(q) for q in document["quotes"])
    assert Article.objects.count() == 0


def test_a_batch_with_one_bad_file_writes_nothing(tmp_path):
    (tmp_path / "good.txt").write_text(
        (DOCUMENTS / "000_0ec87feb3f32a1d6.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (tmp_path / "empty.txt").write_bytes(b"")
    with pytest.raises(CommandError, match="empty.txt: the file is empty"):
        call_command("import_articles", str(tmp_path), stdout=StringIO())
    assert Article.objects.count() == 0


WRITTEN_MODELS = [
    "stories.add_article",
    "stories.add_paragraph",
    "stories.add_update",
    "stories.add_embeddedpost",
    "stories.add_quote",
    "people.add_person",
]


@pytest.mark.parametrize("missing", WRITTEN_MODELS)
def test_every_row_the_import_writes_needs_its_permission(missing):
    from django.contrib.auth.models import Permission, User

    from importing.writer import ImportRefused, write_documents

    user = User.objects.create_user("writer", is_staff=True)
    app_label, codename = missing.split(".")
    granted = [p for p in WRITTEN_MODELS if p != missing]
    user.user_permissions.add(
        *[
            Permission.objects.get(
                content_type__app_label=p.split(".")[0], codename=p.split(".")[1]
            )
            for p in granted
        ]
    )
    sources = read_sources([str(DOCUMENTS)])
    with pytest.raises(ImportRefused, match="you may not add"):
        write_documents(list(zip(sources, parse_sources(sources), strict=True)), by=user)
    assert Article.objects.count() == 0 and Person.objects.count() == 0


def test_the_import_records_who_imported_each_article():
    from django.contrib.auth.models import User

    from importing.writer import write_documents

    user = User.objects.create_superuser("chief")
    sources = read_sources([str(DOCUMENTS / "000_0ec87feb3f32a1d6.txt")])
    write_documents(list(zip(sources, parse_sources(sources), strict=True)), by=user)
    assert Article.objects.get().created_by == user


def test_an_organisation_that_speaks_is_written_as_its_description_and_never_as_a_person():
    text = "Bridge closed\n\n“The bridge will reopen in May,” the Harbour Transit Authority said.\n"
    source = SourceText("bridge", "bridge.txt", text, "x" * 64)
    people_before = Person.objects.count()
    write_documents([(source, parse_document(text, name="bridge"))])
    quote = Quote.objects.get(article__source_name="bridge")
    assert (quote.speaker, quote.speaker_description) == (None, "the Harbour Transit Authority")
    assert Person.objects.count() == people_before


def test_the_same_text_under_another_name_is_the_article_already_imported():
    # A paste or a renamed file of a text already imported makes no second draft.
    text = "Bridge closed\n\n“The bridge will reopen in May,” Ana Pell said.\n"
    first = SourceText("bridge", "bridge.txt", text, "c" * 64)
    again = SourceText("pasted-bridge", "pasted", text, "c" * 64)
    write_documents([(first, parse_document(text, name="bridge"))])
    [outcome] = write_documents([(again, parse_document(text, name="pasted-bridge"))])
    assert Article.objects.count() == 1
    assert (outcome.status, outcome.article.source_name) == ("unchanged", "bridge")
    assert "imported before as “bridge”" in outcome.warnings[-1]


def test_an_organisation_closing_its_sentence_is_written_without_the_full_stop(tmp_path):
    # The sentence's full stop is not the organisation's; an abbreviation's is (`Acme Inc.`).
    (tmp_path / "quay.txt").write_text(
        "Quay closed\n\n"
        "The quay is “closed for good,” according to Reuters.\n\n"
        "“We are sorry for the closure of the quay,” said Acme Inc.\n",
        encoding="utf-8",
    )
    call_command("import_articles", str(tmp_path), stdout=StringIO())
    quotes = Quote.objects.filter(article__source_name="quay").order_by("position")
    assert [(q.speaker, q.speaker_description) for q in quotes] == [
        (None, "Reuters"),
        (None, "Acme Inc."),
    ]
