"""The floor's one view: a 30 KB page of three articles (ten paragraphs each) and ten quotes, rendered
from a template held in memory with `date` and `slugify`, autoescaped. No database, no template files."""

import datetime

from django.http import HttpResponse
from django.template import engines

TEMPLATE = engines["django"].from_string("""<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ title }}</title></head>
<body>
<main>
{% for article in articles %}
<article id="{{ article.headline|slugify }}">
  <h2><a href="/articles/{{ article.headline|slugify }}/">{{ article.headline }}</a></h2>
  <p class="dateline"><time datetime="{{ article.published|date:'Y-m-d' }}">{{ article.published|date:"N j, Y" }}</time></p>
  {% for paragraph in article.paragraphs %}<p>{{ paragraph }}</p>
  {% endfor %}
</article>
{% endfor %}
<section>
  <h2>Quotes</h2>
  {% for quote in quotes %}
  <blockquote id="quote-{{ forloop.counter }}"><p>{{ quote.text }}</p>
    <footer><a href="/people/{{ quote.speaker|slugify }}/">{{ quote.speaker }}</a>, {{ quote.said|date:"N j, Y" }}</footer>
  </blockquote>
  {% endfor %}
</section>
</main>
</body>
</html>
""")

SENTENCE = (
    "Alderson said the club had not called about Backman, and that “nobody has called about Wally” "
    "was still the answer on Tuesday & Wednesday, when <reporters> asked again. "
)
CONTEXT = {
    "title": "The floor",
    "articles": [
        {
            "headline": f"Backman reached out to the Mets, part {n}",
            "published": datetime.date(2017, 1, 10 + n),
            "paragraphs": [SENTENCE * 5 for _ in range(10)],
        }
        for n in range(1, 4)
    ],
    "quotes": [
        {
            "text": "Nobody has called about Wally, & nobody will.",
            "speaker": f"Sandy Alderson {n}",
            "said": datetime.date(2017, 1, n),
        }
        for n in range(1, 11)
    ],
}


def floor(request):
    return HttpResponse(TEMPLATE.render(CONTEXT, request))
