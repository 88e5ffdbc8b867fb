"""Share cards for quotes: a 1200×630 PNG with the words, the speaker, the date and the outlet.

The file name carries a fingerprint of what is drawn, so a changed quote gets a new card (and a
new URL that social sites have not cached) while an unchanged one is never drawn twice.
"""

import hashlib
import hmac
import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.files.base import ContentFile
from PIL import Image, ImageDraw, ImageFont

from pagecache.registry import changed

SIZE = (1200, 630)
MARGIN = 72
TEXT_BOX = (MARGIN, 110, SIZE[0] - MARGIN, 470)  # left, top, right, bottom of the quote's words
FONT_SIZES = (64, 56, 48, 42, 36, 32, 28)
LINE_SPACING = 1.25
FONTS = "/usr/share/fonts/truetype"
FONT_FILES = {  # bold or not -> candidates; Pillow's bundled font when none is installed
    False: [f"{FONTS}/dejavu/DejaVuSerif.ttf", f"{FONTS}/liberation/LiberationSerif-Regular.ttf"],
    True: [f"{FONTS}/dejavu/DejaVuSans-Bold.ttf", f"{FONTS}/liberation/LiberationSans-Bold.ttf"],
}
INK, PAPER, ACCENT = (28, 28, 30), (250, 247, 240), (180, 40, 40)


@lru_cache(maxsize=32)
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for path in FONT_FILES[bold]:
        if Path(path).exists():
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size)  # Pillow's bundled scalable font, when the system has none


@dataclass(frozen=True)
class CardLayout:
    lines: tuple[str, ...]
    font_size: int
    line_height: int

    @property
    def height(self) -> int:
        return self.line_height * len(self.lines)


def _wrap(words: list[str], font, width: int) -> list[str]:
    lines, current = [], ""
    for word in words:
        candidate = f"{current} {word}".strip()
        if current and font.getlength(candidate) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current] if current else lines


def layout_quote(text: str) -> CardLayout:
    """The largest font at which the quote fits the text box; at the smallest, the end is cut with "…"."""
    width, height = TEXT_BOX[2] - TEXT_BOX[0], TEXT_BOX[3] - TEXT_BOX[1]
    words = f"“{text.strip()}”".split()
    for size in FONT_SIZES:
        font, line_height = _font(size), round(size * LINE_SPACING)
        lines = _wrap(words, font, width)
        if line_height * len(lines) <= height and all(
            font.getlength(line) <= width for line in lines
        ):
            return CardLayout(tuple(lines), size, line_height)
    size = FONT_SIZES[-1]
    font, line_height = _font(size), round(size * LINE_SPACING)
    lines = _wrap(words, font, width)[: height // line_height]
    last = lines[-1]
    while last and font.getlength(last + " …") > width:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    lines[-1] = last + " …"
    return CardLayout(tuple(lines), size, line_height)


def _credit_lines(quote) -> tuple[str, str]:
    said = quote.display_date
    outlet = quote.article.outlet.name if quote.article.outlet_id else ""
    return f"— {quote.speaker_name}", " · ".join(part for part in (said, outlet) if part)


def render_quote_card(quote) -> bytes:
    image = Image.new("RGB", SIZE, PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 16, SIZE[1]), fill=ACCENT)
    layout = layout_quote(quote.text)
    font = _font(layout.font_size)
    top = TEXT_BOX[1] + (TEXT_BOX[3] - TEXT_BOX[1] - layout.height) // 2
    for number, line in enumerate(layout.lines):
        draw.text((TEXT_BOX[0], top + number * layout.line_height), line, font=font, fill=INK)
    speaker, dated = _credit_lines(quote)
    draw.text((MARGIN, 500), speaker, font=_font(34, bold=True), fill=INK)
    if dated:
        draw.text((MARGIN, 548), dated, font=_font(26), fill=INK)
    draw.text((MARGIN, 40), "THROUGHLINE", font=_font(24, bold=True), fill=ACCENT)
    output = io.BytesIO()
    image.save(output, "PNG", optimize=True)
    return output.getvalue()


def card_fingerprint(quote) -> str:
    """Keyed with the site's secret: a draft quote's card is drawn before it is public, and its address must
    not be computable from words someone expects it to say."""
    drawn = "\n".join([quote.text, *_credit_lines(quote)])
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, drawn.encode(), hashlib.sha256).hexdigest()[:32]


def ensure_quote_card(quote) -> bool:
    """Draw the card if what it shows changed since the last one; returns whether it drew."""
    fingerprint = card_fingerprint(quote)
    if quote.card and fingerprint in quote.card.name:
        return False
    old = quote.card.name if quote.card else ""
    quote.card.save(
        f"quote-{quote.pk}-{fingerprint}.png", ContentFile(render_quote_card(quote)), save=False
    )
    type(quote).objects.filter(pk=quote.pk).update(card=quote.card.name)
    changed(quote)  # the quote page's preview image
    if old:
        quote.card.storage.delete(old)
    return True
