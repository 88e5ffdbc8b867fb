"""What a partner reads: the seed story as data, exactly as the site shows it."""

import pytest

from stories.models import Article, Quote, StoryArc, Update
from tests.seed_slugs import ARC, BETRAYED, COME_HOME, FEUD

pytestmark = pytest.mark.django_db


def test_the_arc_lists_its_timeline_in_order_with_articles_and_events(client, seeded):
    arc = client.get(f"/api/v1/arcs/{ARC}/").json()
    assert arc["title"] == StoryArc.objects.get(slug=ARC).title
    assert arc["html_url"] == f"http://testserver/arcs/{ARC}/"
    positions = [entry["position"] for entry in arc["entries"]]
    assert positions == sorted(positions)
    articles = [entry["article"]["slug"] for entry in arc["entries"] if entry["kind"] == "article"]
    assert articles == [BETRAYED, COME_HOME, FEUD]
    event = next(entry["event"] for entry in arc["entries"] if entry["kind"] == "event")
    assert event["happened"] == {"date": "1986", "precision": "year", "display": "1986"}
    assert event["people"][0]["url"].startswith("http://testserver/api/v1/people/")


def test_an_article_gives_its_body_with_the_place_of_every_quote(client, seeded):
    article = client.get(f"/api/v1/articles/{BETRAYED}/").json()
    assert article["published"] == {
        "date": "2017-01",
        "precision": "month",
        "display": "January 2017",
    }
    record = Article.objects.get(slug=BETRAYED)
    assert [p["text"] for p in article["paragraphs"]] == list(
        record.paragraphs.values_list("text", flat=True)
    )
    spans = [(p["text"], q) for p in article["paragraphs"] for q in p["quotes"]]
    assert len(spans) == Quote.objects.filter(article=record, paragraph__isnull=False).count()
    for text, span in spans:
        quote = Quote.objects.get(pk=span["id"])
        assert text[span["start"] : span["end"]].replace("’", "'") == quote.text.replace("’", "'")
    assert [q["id"] for q in article["quotes"]] == list(
        record.quotes.order_by("position").values_list("pk", flat=True)
    )
    assert article["arcs"] == [
        {
            "slug": ARC,
            "title": StoryArc.objects.get(slug=ARC).title,
            "url": f"http://testserver/api/v1/arcs/{ARC}/",
            "part": 1,
            "of": 3,
            "previous": None,
            "next": {
                "slug": COME_HOME,
                "headline": Article.objects.get(slug=COME_HOME).headline,
                "url": f"http://testserver/api/v1/articles/{COME_HOME}/",
            },
        }
    ]


def test_an_article_gives_its_updates_corrections_and_embedded_posts(client, seeded):
    record = Article.objects.get(slug=BETRAYED)  # its update
    article = client.get(f"/api/v1/articles/{record.slug}/").json()
    assert (
        [(u["kind"], u["dated"], u["text"]) for u in article["updates"]]
        == [(u.kind, u.dated_on.isoformat(), u.text) for u in record.updates.order_by("position")]
        != []
    )
    record = Article.objects.get(slug=COME_HOME)  # its two embedded posts
    article = client.get(f"/api/v1/articles/{record.slug}/").json()
    assert len(article["embedded_posts"]) == 2
    assert [(p["handle"], p["position"], p["text"]) for p in article["embedded_posts"]] == [
        (p.handle, p.position, p.text) for p in record.embedded_posts.order_by("position")
    ]


def test_a_quote_names_its_speaker_its_date_setting_and_source_passage(client, seeded):
    quote = (
        Quote.objects.published()
        .filter(speaker__slug="wally-backman", text__startswith="I’ve been betrayed")
        .get()
    )
    data = client.get(f"/api/v1/quotes/{quote.pk}/").json()
    assert data["text"] == "I’ve been betrayed"
    assert data["speaker"]["name"] == "Wally Backman"
    assert data["html_url"] == f"http://testserver/quotes/{quote.pk}/"
    assert data["setting"] == quote.setting
    assert data["is_partial"] is True
    assert data["article"]["slug"] == BETRAYED
    source = data["source"]
    assert source["kind"] == "paragraph" and source["position"] == quote.paragraph.position
    assert source["text"][source["start"] : source["end"]] == "I’ve been betrayed"


def test_an_unnamed_source_is_described_not_named(client, seeded):
    quote = Quote.objects.published().filter(speaker__isnull=True).first()
    data = client.get(f"/api/v1/quotes/{quote.pk}/").json()
    assert data["speaker"] is None
    assert data["speaker_description"] == quote.speaker_description != ""


def test_a_person_gives_their_roles_over_time_and_what_they_said(client, seeded):
    person = client.get("/api/v1/people/wally-backman/").json()
    assert person["name"] == "Wally Backman"
    assert person["roles"][0]["period"]
    starts = [role["started"]["date"] for role in person["roles"] if role["started"]]
    assert starts == sorted(starts)
    quotes = client.get(person["quotes_url"].removeprefix("http://testserver")).json()["results"]
    assert quotes and {q["speaker"]["slug"] for q in quotes} == {"wally-backman"}


def test_lists_filter_as_the_browse_pages_do(client, seeded):
    said = client.get("/api/v1/quotes/", {"speaker": "sandy-alderson", "page_size": 100}).json()[
        "results"
    ]
    assert len(said) == Quote.objects.published().filter(speaker__slug="sandy-alderson").count() > 0
    in_2021 = client.get("/api/v1/articles/", {"since": "2021-01-01"}).json()["results"]
    assert [a["slug"] for a in in_2021] == [FEUD]
    teams = client.get("/api/v1/organisations/", {"kind": "team"}).json()["results"]
    assert teams and {o["kind"] for o in teams} == {"team"}
    assert [
        p["slug"] for p in client.get("/api/v1/people/", {"q": "Alderson"}).json()["results"]
    ] == ["sandy-alderson"]


def test_cursor_pages_walk_every_item_once(client, seeded):
    seen, url = [], "/api/v1/quotes/?page_size=3"
    while url:
        page = client.get(url).json()
        seen += [q["id"] for q in page["results"]]
        url = page["next"] and page["next"].removeprefix("http://testserver")
    assert seen == sorted(Quote.objects.published().values_list("pk", flat=True), reverse=True)


def test_corrections_list_every_correction_of_a_published_article(client, seeded):
    article = Article.objects.get(slug=FEUD)
    correction = Update.objects.create(
        article=article,
        position=99,
        kind="correction",
        dated_on="2021-02-01",
        text="An earlier version misspelled a name.",
    )
    data = client.get("/api/v1/corrections/").json()["results"]
    assert [(c["id"], c["text"], c["article"]["slug"]) for c in data] == [
        (correction.pk, correction.text, FEUD)
    ]
    assert data[0]["html_url"] == f"http://testserver/articles/{FEUD}/#update-99"


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/v1/articles/no-such-article/", 404),
        ("/api/v1/quotes/0/", 404),
        ("/api/v1/nothing-here/", 404),
        ("/api/v1/articles/?outlet=no-such-outlet", 400),
        ("/api/v1/quotes/?until=soon", 400),
        ("/api/v1/people/?page_size=1000", 400),
    ],
)
def test_errors_are_json_with_a_clear_message(client, seeded, path, status):
    response = client.get(path)
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == status and len(body["error"]) > 10


def test_a_quote_has_the_same_span_on_its_own_endpoint_as_in_its_article(client, seeded):
    from tests.factories import ArticleFactory, ParagraphFactory, QuoteFactory

    article = ArticleFactory(slug="twice")
    paragraph = ParagraphFactory(
        article=article, position=1, text="“No comment,” he said. Later: “No comment.”"
    )
    first = QuoteFactory(article=article, paragraph=paragraph, position=1, text="No comment")
    second = QuoteFactory(article=article, paragraph=paragraph, position=2, text="No comment")
    in_article = {
        q["id"]: (q["start"], q["end"])
        for q in client.get("/api/v1/articles/twice/").json()["paragraphs"][0]["quotes"]
    }
    assert in_article[first.pk] != in_article[second.pk]
    for quote in [first, second, *Quote.objects.published().filter(paragraph__isnull=False)]:
        source = client.get(f"/api/v1/quotes/{quote.pk}/").json()["source"]
        article_spans = {
            q["id"]: (q["start"], q["end"])
            for p in client.get(f"/api/v1/articles/{quote.article.slug}/").json()["paragraphs"]
            for q in p["quotes"]
        }
        assert (source["start"], source["end"]) == article_spans[quote.pk]
