"""The arc page's timeline lines and cast are rendered by Jinja2 (sitewide/jinja.py), with the HTML the Django
templates gave them: the same escaping (`&#x27;`, `&quot;`), the same filters, the same whitespace."""

import re

import pytest
from django.test.signals import template_rendered

from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    OrganisationFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    RoleFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.stories.pages import page, rendered_templates

pytestmark = pytest.mark.django_db
ODD = 'Tom\'s "plan" & <b>Co</b>'
ODD_HTML = "Tom&#x27;s &quot;plan&quot; &amp; &lt;b&gt;Co&lt;/b&gt;"


@pytest.fixture
def story(settings):
    settings.FRAGMENT_CACHE_SECONDS = 0  # every part built
    outlet = OrganisationFactory(name=f"Outlet {ODD}")
    speaker = PersonFactory(name=f"Ann {ODD}", slug="ann")
    article = ArticleFactory(
        headline=f"Headline {ODD}", dek=f"Dek {ODD}", slug="odd", outlet=outlet
    )
    paragraph = ParagraphFactory(article=article)
    said = QuoteFactory(
        article=article, paragraph=paragraph, text=f"Said  {ODD}\nagain", speaker=speaker
    )
    long = QuoteFactory(
        article=article,
        paragraph=paragraph,
        text="word " * 39 + "forty\nforty-one forty-two",
        speaker=None,
        speaker_description="an aide's aide",
    )
    update = UpdateFactory(article=article, text=f"Update {ODD}")
    RoleFactory(person=speaker, title=f"Chair {ODD}", organisation=outlet, source=article)
    arc = StoryArcFactory(title="Odd arc", slug="odd-arc")
    ArcEntryFactory(arc=arc, article=article, position=1)
    return {"arc": arc, "article": article, "said": said, "long": long, "update": update}


def test_the_arc_pages_lines_and_cast_are_rendered_by_jinja2(story, client):
    by_django = []

    def record(sender, template, context, **kwargs):
        by_django.append(template.name)

    template_rendered.connect(record)
    try:
        with rendered_templates() as names:
            page(client, story["arc"].get_absolute_url())
    finally:
        template_rendered.disconnect(record)
    assert "stories/timeline_line.html" in names and "stories/arc_cast.html" in names
    assert "stories/timeline_line.html" not in by_django
    assert "stories/arc_cast.html" not in by_django
    assert "stories/storyarc_detail.html" in by_django  # the page around them, with base.html


def lines_of(html: str) -> str:
    return "\n".join(line.rstrip() for line in html.split("\n"))


def test_the_lines_and_cast_have_the_html_the_django_templates_gave(story, client):
    html = page(client, story["arc"].get_absolute_url())
    words = "word " * 39
    # Lines holding only spaces are written here without them.
    timeline = lines_of(re.search(r'<ol class="timeline">.*?</ol>\n', html, re.S).group(0))
    cast = lines_of(
        re.search(r'<section class="arc__cast cast".*?</section>\n', html, re.S).group(0)
    )
    assert (
        timeline
        == f"""<ol class="timeline">


<li id="article-{story["article"].pk}" class="timeline__item timeline__item--article">
  <p class="timeline__date"><time datetime="2017-01-12">Jan. 12, 2017</time></p>
  <div class="timeline__body">

      <p class="timeline__kind">Article · Outlet {ODD_HTML}</p>
      <h3 class="timeline__title"><a href="/articles/odd/">Headline {ODD_HTML}</a></h3>
      <p>Dek {ODD_HTML}</p>

        <figure class="key-quote">
          <blockquote cite="/quotes/{story["said"].pk}/"><p><a href="/quotes/{story["said"].pk}/">Said {ODD_HTML} again</a></p></blockquote>
          <figcaption><a class="speaker" href="/people/ann/">Ann {ODD_HTML}</a></figcaption>
        </figure>

        <figure class="key-quote">
          <blockquote cite="/quotes/{story["long"].pk}/"><p><a href="/quotes/{story["long"].pk}/">{words}forty …</a></p></blockquote>
          <figcaption><span class="speaker speaker--unnamed">An aide&#x27;s aide</span> <span class="muted">(unnamed source)</span></figcaption>
        </figure>


  </div>
</li>



<li id="update-{story["update"].pk}" class="timeline__item timeline__item--update timeline__item--under">
  <p class="timeline__date"><time datetime="2017-01-12">Jan. 12, 2017</time></p>
  <div class="timeline__body">

      <h3 class="timeline__title">Update<span class="visually-hidden"> to Headline {ODD_HTML}</span></h3>
      <p>Update {ODD_HTML}</p>

  </div>
</li>


        </ol>
"""
    )
    assert (
        cast
        == f"""<section class="arc__cast cast" aria-labelledby="cast">
  <h2 id="cast" class="section-title">Who’s who</h2>

  <ul class="cast__list">

      <li class="cast__member">
        <a class="cast__name" href="/people/ann/">Ann {ODD_HTML}</a>
        <span class="cast__roles">Chair {ODD_HTML}, Outlet {ODD_HTML} (as of Jan. 12, 2017)</span>
        <a class="cast__filter" href="?person=ann#timeline">1 timeline entry<span class="visually-hidden"> involving Ann {ODD_HTML}</span></a>
      </li>

  </ul>

</section>
"""
    )
