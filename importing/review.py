"""Reviewing found quotes before they are saved: the rows the review table shows and what the editor decided.

Shared by the import page's review step and the article form's panel of quotes found in the body, so
both read alike and take the same answers: keep or untick, a speaker typed over People (on file or a
new person), an unnamed source's description.
"""

from dataclasses import dataclass

from .parsing.records import ParsedDocument, ParsedPost, ParsedQuote, ProposedPerson


@dataclass(frozen=True)
class ReviewRow:
    """One found quote as the review table shows it; `hidden` carries what a stateless confirm needs back."""

    index: int
    quote: ParsedQuote
    on_file: bool
    where: str
    hidden: tuple[tuple[str, str], ...] = ()
    keep: bool = True
    nested: bool = False  # words the speaker reports someone else saying, inside another quote


@dataclass(frozen=True)
class QuoteChoice:
    keep: bool
    speaker: str | None  # None when the form sent no speaker field (keep the proposal)
    description: str | None


def review_rows(entries, people: tuple[ProposedPerson, ...]) -> list[ReviewRow]:
    """Rows from (index, quote, where, hidden fields) entries; `people` tells which speakers are on file."""
    on_file = {person.name for person in people if person.matched_slug}
    rows = []
    for index, quote, where, hidden in entries:
        keep = bool(
            quote.speaker or quote.speaker_description
        )  # nobody named and nothing to describe: the editor says
        rows.append(
            ReviewRow(
                index,
                quote,
                quote.speaker in on_file,
                where,
                tuple(hidden.items()),
                keep,
                nested=quote.parent is not None,
            )
        )
    return rows


def document_rows(doc) -> list[ReviewRow]:
    """The import page's rows: every quote of a parsed document, placed by block and number."""
    entries = (
        (i, q, f"{q.location.replace('_', ' ')} {q.index}", {}) for i, q in enumerate(doc.quotes)
    )
    return review_rows(entries, doc.people)


def field_name(prefix: str, index: int, name: str) -> str:
    return f"{prefix}-quote{index}-{name}"


def read_choices(data, prefix: str, indexes) -> dict[int, QuoteChoice]:
    """What the editor decided for each reviewed quote, by index. An unticked box is absent from a POST."""
    choices = {}
    for index in indexes:
        speaker = data.get(field_name(prefix, index, "speaker"))
        description = data.get(field_name(prefix, index, "description"))
        choices[index] = QuoteChoice(
            keep=field_name(prefix, index, "include") in data,
            speaker=speaker.strip() if speaker is not None else None,
            description=description.strip() if description is not None else None,
        )
    return choices


@dataclass(frozen=True)
class BodyRow:
    """A paragraph of the text under review, with the embedded posts shown after it."""

    number: int
    text: str
    posts: tuple[ParsedPost, ...]


def document_body(doc: ParsedDocument) -> tuple[tuple[ParsedPost, ...], list[BodyRow]]:
    """(posts before the first paragraph, each paragraph with the posts after it), as the article will read."""
    after: dict[int, list[ParsedPost]] = {}
    for post in doc.embedded_posts:
        after.setdefault(post.after_paragraph, []).append(post)
    rows = [BodyRow(n, text, tuple(after.get(n, ()))) for n, text in enumerate(doc.paragraphs, 1)]
    return tuple(after.get(0, ())), rows
