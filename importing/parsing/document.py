"""Document structure: headline, dek, bylines, body paragraphs, updates, embedded posts, teasers."""

from __future__ import annotations

import re
from dataclasses import dataclass

from importing.parsing.bylines import parse_byline
from importing.parsing.dates import parse_date
from importing.parsing.records import ParsedPost, ParsedUpdate

_UPDATE = re.compile(
    r"^\[\s*(?P<kind>update[d]?|correction|editor['’]?s[ ’']note)\b[,:]?\s*(?P<stamp>[^\]]*)\]\s*:?\s*(?P<text>.*)$",
    re.IGNORECASE,
)
_ORIGINAL_FOLLOWS = re.compile(
    r"^\[?\s*original (?:article|story|post|report) (?:follows|below)\s*[.:]?\s*\]?$", re.IGNORECASE
)
_POST_BYLINE = re.compile(
    r"^(?:—|–|--|-)\s*(?P<author>.+?)\s*\((?P<handle>@\w+)\)\s*(?P<date>.*?)\s*$"
)
# The text stops at the next tweet tag (not `.*?`, which rescans the rest of the text from every unclosed tag).
_TWEET_MARKUP = re.compile(
    r"<tweet\b(?P<attrs>[^>]*)>(?P<text>[^<]*(?:<(?!/?tweet\b)[^<]*)*)</tweet>\s*\.?"
)
_TEASER = re.compile(
    r"^(?:next|up next|read next|read more|related|also read|previously)\s*:\s*\S", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"[.!?…:;\"”’')\]]$")
_QUOTE_MARKS = '"“”‘’«»'


@dataclass(frozen=True)
class Line:
    text: str
    blank_after: bool


@dataclass(frozen=True)
class DocumentStructure:
    headline: str | None
    headline_missing: bool
    dek: str
    bylines: tuple[str, ...]
    paragraphs: tuple[str, ...]
    updates: tuple[ParsedUpdate, ...]
    embedded_posts: tuple[ParsedPost, ...]
    teasers: tuple[str, ...]
    warnings: tuple[str, ...]


def split_lines(text: str) -> list[Line]:
    """Non-empty lines, each knowing whether a blank line follows it.

    Hard-wrapped lines (no closing punctuation, next line lower-case) are joined
    back together, since one-paragraph-per-line documents never wrap that way.
    """
    raw = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    # Each line as its pieces, joined once at the end: joining as we go is quadratic in a long wrapped paragraph.
    pieces: list[list[str]] = []
    blank_after: list[bool] = []
    for content in raw:
        stripped = content.strip()
        if not stripped:
            if pieces:
                blank_after[-1] = True
            continue
        if pieces and not blank_after[-1] and _is_wrapped(pieces[-1][-1], stripped):
            pieces[-1].append(stripped)
            continue
        pieces.append([stripped])
        blank_after.append(False)
    return [Line(" ".join(parts), blank) for parts, blank in zip(pieces, blank_after)]


def _is_wrapped(previous: str, current: str) -> bool:
    return not _SENTENCE_END.search(previous) and current[:1].islower()


def parse_update(line: str) -> ParsedUpdate | None:
    match = _UPDATE.match(line)
    if not match:
        return None
    word = match.group("kind").lower()
    kind = (
        "correction"
        if word.startswith("correction")
        else "editors_note"
        if word.startswith("editor")
        else "update"
    )
    stamp, text = match.group("stamp"), match.group("text").strip()
    if not text:
        # The note inside the brackets: `[Update, Dec. 14, 2017: The council voted again.]`, or
        # `[Correction: An earlier version ...]` with no date at all.
        head, colon, rest = stamp.partition(": ")
        if colon and parse_date(head):
            stamp, text = head, rest.strip()
        elif not parse_date(stamp):
            stamp, text = "", stamp.strip()
    return ParsedUpdate(date=parse_date(stamp), kind=kind, text=text)


def is_original_article_marker(line: str) -> bool:
    return bool(_ORIGINAL_FOLLOWS.match(line))


def is_teaser(line: str) -> bool:
    return bool(_TEASER.match(line))


def parse_post_byline(line: str) -> tuple[str, str, object] | None:
    """(author, handle, date) from a `— Name (@handle) Month D, YYYY` line."""
    match = _POST_BYLINE.match(line)
    if not match:
        return None
    return match.group("author").strip(), match.group("handle"), parse_date(match.group("date"))


def first_sentence(paragraph: str) -> str:
    match = re.match(r"(.+?[.!?])(?:\s+(?=[A-Z“\"‘'])|$)", paragraph)
    return match.group(1) if match else paragraph


def _is_post_at(lines: list[Line], index: int) -> bool:
    return index + 1 < len(lines) and parse_post_byline(lines[index + 1].text) is not None


def _looks_like_dek(candidate: str, following: str | None) -> bool:
    """A dek is one short, quote-free line without closing punctuation, followed by the body.

    News ledes are often a single sentence, so a full sentence under the headline is
    the first paragraph; deks are set as unpunctuated summary lines. When an update
    block follows the line under the headline, that line is the lede the update was
    inserted after.
    """
    if following is None or parse_update(following) or is_original_article_marker(following):
        return False
    if (
        any(mark in candidate for mark in _QUOTE_MARKS)
        or "''" in candidate
        or len(candidate.split()) > 45
    ):
        return False
    return first_sentence(candidate) == candidate and candidate[-1:] not in ".!?"


def unwrap_tweet_markup(text: str) -> str:
    """Rewrite leftover `<tweet ...>text</tweet>` markup as a plain embedded post."""
    return _TWEET_MARKUP.sub(_tweet_as_post, text)


def _tweet_as_post(match: re.Match[str]) -> str:
    attrs = dict(re.findall(r'(\w+)="([^"]*)"', match.group("attrs")))
    author = attrs.get("author", "").strip() or "unknown"
    stamp = attrs.get("timestamp", "")
    date = ""
    if stamp.isdigit():
        import datetime

        day = datetime.datetime.fromtimestamp(int(stamp), tz=datetime.timezone.utc).date()
        date = f"{day:%B} {day.day}, {day.year}"
    body = " ".join(match.group("text").split()) or "(no text)"
    return f"\n{body}\n— {author} (@{author}) {date}\n"


def parse_structure(text: str) -> DocumentStructure:
    lines = split_lines(unwrap_tweet_markup(text))
    headline: str | None = None
    start = 0
    if lines and lines[0].blank_after and not _is_post_at(lines, 0):
        headline, start = lines[0].text, 1
    builder = _BodyBuilder()
    index = start
    while index < len(lines):
        index = builder.take(lines, index)
    paragraphs = builder.paragraphs
    dek = ""
    if (
        headline is not None
        and paragraphs
        and lines[start].text == paragraphs[0]
        and lines[start].blank_after
    ):
        following = lines[start + 1].text if start + 1 < len(lines) else None
        if _looks_like_dek(paragraphs[0], following):
            dek = paragraphs.pop(0)
            builder.shift_posts(-1)
    warnings = list(builder.warnings)
    missing = headline is None
    if missing:
        warnings.append("No headline found; proposed the first sentence of the first paragraph.")
        # Headlines carry no full stop.
        headline = first_sentence(paragraphs[0]).removesuffix(".") if paragraphs else None
    return DocumentStructure(
        headline=headline,
        headline_missing=missing,
        dek=dek,
        bylines=tuple(builder.bylines),
        paragraphs=tuple(paragraphs),
        updates=tuple(builder.updates),
        embedded_posts=tuple(builder.posts),
        teasers=tuple(builder.teasers),
        warnings=tuple(warnings),
    )


class _BodyBuilder:
    """Sorts body lines into paragraphs, updates, posts and teasers."""

    def __init__(self) -> None:
        self.paragraphs: list[str] = []
        self.bylines: list[str] = []
        self.updates: list[ParsedUpdate] = []
        self.posts: list[ParsedPost] = []
        self.teasers: list[str] = []
        self.warnings: list[str] = []

    def take(self, lines: list[Line], index: int) -> int:
        """Consume the line(s) at `index`; return the index of the next unread line."""
        line = lines[index].text
        if _is_post_at(lines, index):
            author, handle, posted_on = parse_post_byline(lines[index + 1].text)
            if posted_on is None:
                self.warnings.append(f"Embedded post by {handle} has no readable date.")
            self.posts.append(ParsedPost(line, author, handle, posted_on, len(self.paragraphs)))
            return index + 2
        update = parse_update(line)
        # A byline stands at the top of the story, before (or just after) its first paragraph.
        writers = parse_byline(line) if len(self.paragraphs) <= 1 and not self.bylines else None
        if writers:
            self.bylines.extend(writers)
        elif update is not None:
            self.updates.append(update)
        elif is_teaser(line):
            self.teasers.append(line)
        elif not is_original_article_marker(line):
            self.paragraphs.append(line)
        return index + 1

    def shift_posts(self, delta: int) -> None:
        self.posts = [
            ParsedPost(
                p.text, p.author_name, p.handle, p.posted_on, max(0, p.after_paragraph + delta)
            )
            for p in self.posts
        ]
