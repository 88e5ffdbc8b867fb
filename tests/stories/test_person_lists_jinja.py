"""The person page's lists (what they said, what was said about them, the stories and articles they appear in)
are rendered by Jinja2 (sitewide/jinja.py), with the HTML the Django templates gave them: the same escaping
(`&#x27;`, `&quot;`), quote marks, dates, roles, speakers and links."""

import datetime
import re

import pytest

from people.partial_dates import DatePrecision
from stories.models import Article, Quote
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EventFactory,
    OrganisationFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
)
from tests.stories.pages import page, rendered_templates

pytestmark = pytest.mark.django_db
ODD = 'Tom\'s "plan" & <b>Co</b>'
ODD_HTML = "Tom&#x27;s &quot;plan&quot; &amp; &lt;b&gt;Co&lt;/b&gt;"
WORDS = "word " * 60


@pytest.fixture
def person(settings):
    settings.FRAGMENT_CACHE_SECONDS = 0  # every part built
    outlet = OrganisationFactory(name=f"Outlet {ODD}")
    ann = PersonFactory(name=f"Ann {ODD}", slug="ann")
    bob = PersonFactory(name=f"Bob {ODD}", slug="bob")
    dated = ArticleFactory(headline=f"Headline {ODD}", slug="dated", outlet=outlet)
    yearly = ArticleFactory(
        headline=f"Year {ODD}",
        slug="yearly",
        published_on=datetime.date(2016, 1, 1),
        published_precision=DatePrecision.YEAR,
    )
    RoleFactory(person=ann, title=f"Chair {ODD}", organisation=outlet, source=dated)
    here, there = ParagraphFactory(article=dated), ParagraphFactory(article=yearly)
    unnamed = QuoteFactory(
        article=yearly, paragraph=there, speaker=None, speaker_description="an aide's aide"
    )
    by_bob = QuoteFactory(article=yearly, paragraph=there, speaker=bob, text=f"Bob {ODD}")
    QuoteFactory(
        article=dated,
        paragraph=here,
        speaker=ann,
        text=f"Said  {ODD}\nthey were “betrayed”",
        said_on=datetime.date(2017, 1, 1),
        said_precision=DatePrecision.MONTH,
        setting=Quote.Setting.PRESS_CONFERENCE,
    )
    QuoteFactory(
        article=yearly, paragraph=there, speaker=ann, parent=unnamed, text=f"Reported {ODD}"
    )
    QuoteFactory(
        article=yearly,
        paragraph=there,
        speaker=ann,
        parent=by_bob,
        text=WORDS + "sixty-one",
        said_on=datetime.date(2016, 3, 4),
    )
    for number in range(48):  # 51 quotes in all: a second page
        QuoteFactory(
            article=dated,
            paragraph=here,
            speaker=ann,
            text=f"Later {number} & more",
            said_on=datetime.date(2018, 1, 1) + datetime.timedelta(days=number),
        )
    about = [
        QuoteFactory(article=dated, paragraph=here, speaker=bob, text=f"About Ann {ODD}"),
        QuoteFactory(
            article=yearly,
            paragraph=there,
            speaker=None,
            speaker_description="a friend of <Ann>",
            parent=by_bob,
            text="She “knew”",
        ),
    ]
    for quote in about:
        quote.about.add(ann)
    return ann


def test_the_person_pages_quotes_are_rendered_by_jinja2(person, client):
    with rendered_templates() as names:
        page(client, person.get_absolute_url())
    assert "people/said_quotes.html" in names and "people/said_about_quotes.html" in names
    assert "people/appears_in.html" in names
    assert "people/person_said.html" in names  # the sections around them stay Django templates


def section(html: str, start: str, end: str) -> str:
    """From `start` to the first `end` after it, lines holding only spaces written without them, and each
    quote's address as /quotes/N/ (its number depends on the database's sequence)."""
    found = re.search(re.escape(start) + ".*?" + re.escape(end), html, re.S).group(0)
    return re.sub(
        r"/quotes/\d+/", "/quotes/N/", "\n".join(line.rstrip() for line in found.split("\n"))
    )


def test_what_they_said_has_the_html_the_django_templates_gave(person, client):
    html = page(client, person.get_absolute_url())
    first = section(html, '<ol class="quote-list" start="1">', "Later 1 &amp; more")
    assert first == (
        f"""<ol class="quote-list" start="1">

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“Reported {ODD_HTML}”</a></p></blockquote>
          <p class="meta">Reported <time datetime="2016">2016</time>, <span class="recounted">as recounted by <span class="speaker speaker--unnamed">An aide&#x27;s aide</span> <span class="muted">(unnamed source)</span></span>
            · in <cite><a href="/articles/yearly/">Year {ODD_HTML}</a></cite></p>
        </li>

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“{WORDS}sixty-one”</a></p></blockquote>
          <p class="meta">Said <time datetime="2016-03-04">March 4, 2016</time>, <span class="recounted">as recounted by <a class="speaker" href="/people/bob/">Bob {ODD_HTML}</a></span>
            · in <cite><a href="/articles/yearly/">Year {ODD_HTML}</a></cite></p>
        </li>

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“Said  {ODD_HTML}
they were ‘betrayed’”</a></p></blockquote>
          <p class="meta">Said <time datetime="2017-01">January 2017</time> · as Chair {ODD_HTML}, Outlet {ODD_HTML} · Press conference or media session
            · in <cite><a href="/articles/dated/">Headline {ODD_HTML}</a></cite></p>
        </li>

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“Later 0 &amp; more”</a></p></blockquote>
          <p class="meta">Said <time datetime="2018-01-01">Jan. 1, 2018</time>
            · in <cite><a href="/articles/dated/">Headline {ODD_HTML}</a></cite></p>
        </li>

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“Later 1 &amp; more"""
    )


def test_the_second_page_of_what_they_said_has_the_html_the_django_templates_gave(person, client):
    html = page(client, person.get_absolute_url() + "?page=2")
    said = section(html, '<section aria-labelledby="said">', "</section>\n")
    assert said == (
        f"""<section aria-labelledby="said">
  <h2 id="said" class="section-title">What Ann {ODD_HTML} said</h2>

    <p class="meta">Quotes 51–51 of 51, in the order they were said.</p>
    <ol class="quote-list" start="51">

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“Later 47 &amp; more”</a></p></blockquote>
          <p class="meta">Said <time datetime="2018-02-17">Feb. 17, 2018</time>
            · in <cite><a href="/articles/dated/">Headline {ODD_HTML}</a></cite></p>
        </li>

    </ol>

      <nav class="pagination" aria-label="Pages of quotes">


          <a href="/people/ann/#said" rel="prev">Earlier quotes</a>

        <span>Page 2 of 2</span>

      </nav>

    <p class="more"><a href="/quotes/?speaker=ann">Filter Ann {ODD_HTML}’s quotes by words, outlet, story or date</a></p>

</section>
"""
    )


def test_what_was_said_about_them_has_the_html_the_django_templates_gave(person, client):
    html = page(client, person.get_absolute_url())
    about = section(html, '<section aria-labelledby="about">', "</section>\n")
    assert about == (
        f"""<section aria-labelledby="about">
    <h2 id="about" class="section-title">Said about Ann {ODD_HTML}</h2>

    <ol class="quote-list">

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“About Ann {ODD_HTML}”</a></p></blockquote>
          <p class="meta"><a class="speaker" href="/people/bob/">Bob {ODD_HTML}</a> · in <cite><a href="/articles/dated/">Headline {ODD_HTML}</a></cite></p>
        </li>

        <li class="quote-item">
          <blockquote cite="/quotes/N/"><p><a href="/quotes/N/">“She ‘knew’”</a></p></blockquote>
          <p class="meta"><span class="speaker speaker--unnamed">A friend of &lt;Ann&gt;</span> <span class="muted">(unnamed source)</span>, <span class="recounted">as recounted by <a class="speaker" href="/people/bob/">Bob {ODD_HTML}</a></span> · in <cite><a href="/articles/yearly/">Year {ODD_HTML}</a></cite></p>
        </li>

    </ol>

  </section>
"""
    )


def test_where_they_appear_has_the_html_the_django_templates_gave(person, client):
    arc = StoryArcFactory(title=f"Arc {ODD}", slug="odd-arc")
    ArcEntryFactory(arc=arc, article=Article.objects.get(slug="dated"), position=1)
    for number in range(9):  # 11 articles naming them: the latest 10, and a link to all
        QuoteFactory(
            paragraph=ParagraphFactory(
                article=ArticleFactory(
                    headline=f"More {number} {ODD}",
                    slug=f"more-{number}",
                    published_on=datetime.date(2019, 1, 1 + number),
                )
            ),
            speaker=person,
        )
    html = page(client, person.get_absolute_url())
    appears = section(html, '<section aria-labelledby="appears">', "</section>\n")
    items = "".join(
        f'<li><a href="/articles/more-{number}/">More {number} {ODD_HTML}</a> '
        f'<span class="muted">Jan. {number + 1}, 2019</span></li>'
        for number in range(8, -1, -1)
    )
    items += f'<li><a href="/articles/dated/">Headline {ODD_HTML}</a> <span class="muted">Jan. 12, 2017</span></li>'
    assert appears == (
        f"""<section aria-labelledby="appears">
  <h2 id="appears" class="section-title">Appears in</h2>

    <h3 class="subhead">Stories</h3>
    <ul class="link-list"><li><a href="/arcs/odd-arc/">Arc {ODD_HTML}</a></li></ul>

  <h3 class="subhead">Latest articles</h3>
  <ul class="link-list">
    {items}
  </ul>
  <p class="more"><a href="/articles/?person=ann">All 11 articles naming Ann {ODD_HTML}</a></p>
</section>
"""
    )


def test_someone_named_in_no_article_appears_in_no_article(client, settings):
    settings.FRAGMENT_CACHE_SECONDS = 0
    witness = PersonFactory(name="A witness", slug="witness")
    event = EventFactory()
    event.persons.add(witness)  # their page is for the event of a published arc
    ArcEntryFactory(arc=StoryArcFactory(title="Witnessed", slug="witnessed"), event=event)
    html = page(client, witness.get_absolute_url())
    appears = section(html, '<section aria-labelledby="appears">', "</section>\n")
    assert appears == (
        """<section aria-labelledby="appears">
  <h2 id="appears" class="section-title">Appears in</h2>

    <h3 class="subhead">Stories</h3>
    <ul class="link-list"><li><a href="/arcs/witnessed/">Witnessed</a></li></ul>

  <h3 class="subhead">Articles</h3>
  <ul class="link-list">
    <li>None yet.</li>
  </ul>

</section>
"""
    )
