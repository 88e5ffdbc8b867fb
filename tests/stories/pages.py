"""Reading rendered pages in tests: visible text, JSON-LD, elements by CSS-like class, the arc page's marks
and the templates a render used."""

import json
import re
from contextlib import contextmanager
from html.parser import HTMLParser
from unittest import mock

import jinja2
from django.test.signals import template_rendered

_BLOCKS = {
    "p",
    "div",
    "li",
    "dt",
    "dd",
    "h1",
    "h2",
    "h3",
    "h4",
    "section",
    "blockquote",
    "figcaption",
    "header",
    "footer",
    "nav",
}


class _Text(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts, self._skip = [], 0

    def handle_starttag(self, tag, attrs):
        self._skip += tag in ("script", "style", "title")
        if tag in _BLOCKS:
            self.parts.append(" ")

    def handle_endtag(self, tag):
        self._skip -= tag in ("script", "style", "title")
        if tag in _BLOCKS:
            self.parts.append(" ")

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def visible_text(response) -> str:
    """The page's text as a reader sees it, whitespace collapsed."""
    parser = _Text()
    parser.feed(response.content.decode())
    return re.sub(r"\s+", " ", "".join(parser.parts)).strip()


def structured_data(response) -> list[dict]:
    blocks = re.findall(
        r'<script type="application/ld\+json"[^>]*>(.*?)</script>', response.content.decode(), re.S
    )
    return [json.loads(block) for block in blocks]


@contextmanager
def rendered_templates():
    """The names of the templates rendered inside the block, in order: Django templates (the signal Django's
    test set-up sends) and the Jinja2 ones `{% jinja %}` renders (sitewide/jinja.py), which send none."""
    names = []
    fetch = jinja2.Environment.get_template

    def record(sender, template, context, **kwargs):
        names.append(template.name)

    def fetch_and_record(environment, name, *args, **kwargs):
        names.append(name)
        return fetch(environment, name, *args, **kwargs)

    template_rendered.connect(record)
    try:
        with mock.patch.object(jinja2.Environment, "get_template", fetch_and_record):
            yield names
    finally:
        template_rendered.disconnect(record)


def page(client, url: str) -> str:
    client.cookies.clear()  # a first-time reader
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def marks(response) -> dict[str, list]:
    """The page's list of entries the browser marks from: key -> [what, page, first seen, last edited]."""
    html = response.content.decode()
    start = html.index('<script id="timeline-marks" type="application/json">')
    data = html[html.index(">", start) + 1 : html.index("</script>", start)]
    return {key: rest for key, *rest in json.loads(data)}
