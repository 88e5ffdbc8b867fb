"""Reading rendered pages in tests: visible text, JSON-LD, and elements by CSS-like class."""

import json
import re
from html.parser import HTMLParser

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
