"""The article page on the seed story: updates first, marked-up quotes, post cards, its place in the arc."""

import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from stories.models import Article, Event, Quote, Status
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    EventFactory,
    StoryArcFactory,
)
from tests.seed_slugs import BETRAYED, COME_HOME, FEUD
from tests.stories.pages import structured_data, visible_text

pytestmark = pytest.mark.django_db


def article_url(slug):
    return reverse("stories:article", kwargs={"slug": slug})


def test_the_article_shows_headline_original_date_and_outlet(client, seeded):
    text = visible_text(client.get(article_url(FEUD)))
    assert "Wally Backman-Sandy Alderson feud is still going quite strong" in text
    assert "New York Post Published 2021" in text


def test_an_updated_article_carries_a_visible_updated_stamp(client, seeded):
    assert "Updated Jan. 12, 2017" in visible_text(client.get(article_url(BETRAYED)))
    assert "Updated" not in visible_text(client.get(article_url(FEUD)))


def test_the_update_sits_at_the_top_before_the_original_text(client, seeded):
    text = visible_text(client.get(article_url(BETRAYED)))
    update = text.index("Update, Jan. 12, 2017: Mets GM Sandy Alderson was asked Thursday")
    assert (
        update
        < text.index("Original article follows")
        < text.index("Former Mets player and minor league manager")
    )


def test_each_quote_in_the_body_links_to_its_quote_page(client, seeded):
    html = client.get(article_url(FEUD)).content.decode()
    for quote in Quote.objects.filter(article__slug=FEUD):
        assert f'<q class="quote" id="quote-{quote.pk}" cite="{quote.get_absolute_url()}">' in html


def test_a_quoted_speaker_is_linked_beside_the_paragraph(client, seeded):
    html = client.get(article_url(BETRAYED)).content.decode()
    paragraph = html[html.index("In the last phone call") :]
    assert (
        '<a class="speaker" href="/people/sandy-alderson/">Sandy Alderson</a>' in paragraph[:3000]
    )


def test_a_reported_quote_is_nested_inside_the_quote_that_reports_it(client, seeded):
    outer = Quote.objects.get(article__slug=BETRAYED, text__startswith="In the last phone call")
    inner = Quote.objects.get(article__slug=BETRAYED, text="I will do anything I can to help you.")
    html = client.get(article_url(BETRAYED)).content.decode()
    start = html.index(f'id="quote-{outer.pk}"')
    assert (
        start
        < html.index(f'id="quote-{inner.pk}"')
        < html.index("But he is not an honest man", start)
    )


def test_an_unnamed_source_is_described_and_marked_unnamed(client, seeded):
    text = visible_text(client.get(article_url(BETRAYED)))
    assert "A non-Mets executive that has known Alderson for some time (unnamed source)" in text


def test_embedded_posts_are_cards_at_their_place_in_the_text(client, seeded):
    text = visible_text(client.get(article_url(COME_HOME)))
    first_post = text.index("NY Daily News Sports @NYDNSports")
    assert first_post < text.index(
        "Wally Backman asked to come home, back to the New York Mets. General manager"
    )
    second_post = text.index("New York Sports Guys @NYSportsGuys5")
    assert (
        text.index("Alderson also publicly criticized")
        < second_post
        < text.index("It seems that both sides")
    )
    assert "Posted Oct. 30, 2017" in text


def test_links_in_an_embedded_post_are_clickable(client, seeded):
    assert (
        '<a href="https://t.co/KClCdqExDn"' in client.get(article_url(COME_HOME)).content.decode()
    )


def test_the_article_shows_its_part_in_the_arc_with_previous_and_next(client, seeded):
    text = visible_text(client.get(article_url(COME_HOME)))
    assert "Part 2 of 3 in The Wally Backman–Sandy Alderson feud" in text
    assert "Previous Wally Backman says he was “betrayed”" in text
    assert "Next Wally Backman-Sandy Alderson feud is still going quite strong" in text


def test_the_first_article_of_an_arc_has_no_previous_link(client, seeded):
    html = client.get(article_url(BETRAYED)).content.decode()
    assert 'rel="next"' in html and 'rel="prev"' not in html


def test_an_article_in_two_arcs_counts_and_links_only_what_readers_can_see_in_each(client):
    article = ArticleFactory(headline="The hearing")
    trial, feud = StoryArcFactory(title="The trial"), StoryArcFactory(title="A feud")
    draft_arc = StoryArcFactory(title="An unpublished arc", status=Status.DRAFT)
    tomorrow = timezone.now() + datetime.timedelta(days=1)
    for arc, entries in (
        (
            trial,
            [
                ArticleFactory(headline="The arrest"),
                EventFactory(),
                ArticleFactory(status=Status.DRAFT),
                article,
                ArticleFactory(publish_at=tomorrow),
                ArticleFactory(headline="The verdict"),
            ],
        ),
        (feud, [article, ArticleFactory(headline="The reply")]),
        (draft_arc, [ArticleFactory(), article]),
    ):
        for position, entry in enumerate(entries, start=1):
            kind = "event" if isinstance(entry, Event) else "article"
            ArcEntryFactory(arc=arc, position=position, **{kind: entry})

    text = visible_text(client.get(article.get_absolute_url()))
    # By arc title; events, drafts and what is scheduled for later are neither counted nor linked.
    assert text.index("Part 1 of 2 in A feud") < text.index("Part 2 of 3 in The trial")
    assert "Previous The arrest" in text and "Next The verdict" in text
    assert "Next The reply" in text
    assert "unpublished arc" not in text


def test_bylines_link_to_their_authors(client, seeded):
    byline = BylineFactory(article=Article.objects.get(slug=FEUD))
    html = client.get(article_url(FEUD)).content.decode()
    assert f'By <a href="{byline.person.get_absolute_url()}">{byline.person.name}</a>' in html


def test_the_article_is_described_as_a_news_article(client, seeded):
    (data,) = structured_data(client.get(article_url(BETRAYED)))
    assert data["@type"] == "NewsArticle"
    assert (data["datePublished"], data["dateModified"]) == ("2017-01", "2017-01-12")
    # Its document names no outlet and no writer: nobody is made up for them, least of all this site.
    assert "author" not in data and "publisher" not in data
    assert data["provider"]["name"] == "Throughline"


def test_the_article_has_canonical_and_open_graph_links(client, seeded):
    html = client.get(article_url(FEUD), {"utm_source": "x"}).content.decode()
    assert f'<link rel="canonical" href="http://testserver{article_url(FEUD)}">' in html
    assert '<meta property="og:type" content="article">' in html
    assert (
        '<meta property="og:title" content="Wally Backman-Sandy Alderson feud is still going quite strong">'
        in html
    )


def test_the_body_shows_a_doubly_marked_quotation_with_one_mark(client, seeded):
    html = client.get(reverse("stories:article", kwargs={"slug": BETRAYED})).content.decode()
    assert "In the last phone call" in html
    assert "&quot;“" not in html and "”&quot;" not in html


def test_a_draft_preview_says_draft_not_published(admin_client, db):
    draft = ArticleFactory(
        headline="Backman, the draft", status=Status.DRAFT, published_on=datetime.date(2026, 12, 1)
    )
    text = visible_text(admin_client.get(draft.get_absolute_url() + "?preview"))
    assert (
        "Draft not published, dated Dec. 1, 2026" in text and "Published Dec. 1, 2026" not in text
    )


def test_the_byline_line_keeps_each_separator_with_the_item_after_it(client, seeded):
    html = client.get(reverse("stories:article", kwargs={"slug": FEUD})).content.decode()
    line = html[html.index('<p class="meta story__meta meta-items">') :]
    line = line[: line.index("</p>")]
    assert "·" not in line and line.count('class="meta-item"') >= 2


def test_each_paragraph_giving_an_account_carries_a_marker_linking_to_its_dispute(client, seeded):
    html = client.get(article_url(BETRAYED)).content.decode()
    marker = (
        '<a class="account-marker" href="/disputes/did-backman-step-down-or-was-he-fired/#account-{}">'
        '<span class="account-marker__label">Conflicting accounts:</span> Did Backman step down or was he fired?</a>'
    )
    for paragraph, account in ((2, 1), (8, 2)):
        start = html.index(f'id="paragraph-{paragraph}"')
        assert marker.format(account) in html[start : html.index('id="paragraph-', start + 1)]
    # Its markers for the seed's other dispute (paragraphs 3, 4 and 8, the update) are its own.
    assert html.count('href="/disputes/did-backman-step-down-or-was-he-fired/#account-') == 2
    undisputed = html[html.index('id="paragraph-5"') : html.index('id="paragraph-6"')]
    assert 'class="account-marker"' not in undisputed
    feud = client.get(article_url(FEUD)).content.decode()
    assert marker.format(3) in feud[feud.index('id="paragraph-5"') : feud.index('id="paragraph-6"')]


def test_an_article_in_no_dispute_has_no_markers(client, seeded):
    assert 'class="account-marker"' not in client.get(article_url(COME_HOME)).content.decode()
