"""Which quotes the finder proposes from an article's body, nested ones with their parent, and the editor's
choices carried from one proposal to the next while the body is being typed.

Shared by the review after a save (importing/found.py) and the proposals made as the editor writes
(importing/live.py): both read the body as a list of paragraph texts, so a body not saved yet is read like
a stored one. No queries here: the callers bring the stored quotes and the people on file.
"""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from django.conf import settings

from stories.text import normalise_quote_marks, occurs_verbatim

from .parsing import find_quotes
from .parsing.records import KnownPerson, ParsedQuote, ProposedPerson
from .review import ReviewRow


@dataclass(frozen=True)
class StoredQuote:
    """A quote already stored in a paragraph: not proposed again."""

    pk: int
    text: str
    nested: bool


@dataclass(frozen=True, eq=False)
class Proposal:
    """One quote proposed for the review: in paragraph `at` (from 0), inside `parent` when nested (another
    proposal of the same review, or a stored quote's id); `keep` and `edited` are the editor's, once they
    changed the row."""

    at: int
    quote: ParsedQuote
    parent: "Proposal | int | None" = None
    paragraph_id: int | None = None
    keep: bool | None = None
    edited: bool = False


def _words(text: str) -> str:
    return normalise_quote_marks(text)


def _stored_match(text: str, stored: Sequence[StoredQuote], *, nested: bool) -> StoredQuote | None:
    # A nested quote's words are inside its parent's: each is compared with its own kind only.
    words = _words(text)
    return next(
        (
            quote
            for quote in stored
            if quote.nested == nested and (words in quote.text or quote.text in words)
        ),
        None,
    )


def stored_quotes(rows) -> dict[int, list[StoredQuote]]:
    """(paragraph index, pk, text, parent id) rows by paragraph index."""
    stored: dict[int, list[StoredQuote]] = {}
    for at, pk, text, parent_id in rows:
        stored.setdefault(at, []).append(StoredQuote(pk, _words(text), parent_id is not None))
    return stored


def propose(
    paragraphs: Sequence[str],
    *,
    wanted: Collection[int],
    stored: Mapping[int, Sequence[StoredQuote]],
    dek: str,
    people: Sequence[KnownPerson],
    paragraph_ids: Sequence[int | None] = (),
) -> tuple[list[Proposal], tuple[ProposedPerson, ...]]:
    """The quotes found in the `wanted` paragraphs (indexes) that are not stored yet, a nested one after its
    parent. The finder reads the whole body and the dek: who "he" is depends on the paragraphs before."""
    found, proposed_people = find_quotes(list(paragraphs), dek=dek, known_people=people)
    ids = list(paragraph_ids) or [None] * len(paragraphs)
    by_number: dict[int, Proposal] = {}
    proposals = []
    for number, quote in enumerate(found):
        at = quote.index - 1
        if quote.location != "paragraph" or at not in wanted:
            continue
        here = stored.get(at, ())
        nested = quote.parent is not None
        if _stored_match(quote.text, here, nested=nested):
            continue
        parent = None
        if nested:
            parent = by_number.get(quote.parent)
            if parent is None:
                outer = _stored_match(found[quote.parent].text, here, nested=False)
                parent = outer.pk if outer else None
            if parent is None:
                continue  # its quote is neither stored nor proposed: nothing to put it in
        by_number[number] = Proposal(at, quote, parent, ids[at])
        proposals.append(by_number[number])
    # One review holds at most FOUND_QUOTES_MAX (the bound its form is checked against); parents come first.
    return proposals[: settings.FOUND_QUOTES_MAX], proposed_people


def carry_choices(
    fresh: list[Proposal],
    previous: list[Proposal],
    paragraphs: Sequence[str],
    *,
    stored: Mapping[int, Sequence[StoredQuote]],
    paragraph_ids: Sequence[int | None] = (),
) -> list[Proposal]:
    """The fresh proposals with the choices the editor made on the same words before (a tick, a speaker, a
    description), and the earlier rows no fresh one repeats whose words are still in the body and not stored
    (a review of paragraphs saved before, which are not read again), in the body's order."""
    ids = list(paragraph_ids) or [None] * len(paragraphs)
    earlier = {}
    for proposal in previous:
        earlier.setdefault(_words(proposal.quote.text), proposal)
    now: dict[int, Proposal] = {}  # id() of a fresh or earlier proposal -> its row now
    for proposal in fresh:
        before = earlier.pop(_words(proposal.quote.text), None)
        parent = proposal.parent
        row = replace(proposal, parent=now[id(parent)] if isinstance(parent, Proposal) else parent)
        if before is not None and before.edited:
            row = replace(
                row,
                quote=replace(
                    row.quote,
                    speaker=before.quote.speaker,
                    speaker_description=before.quote.speaker_description,
                ),
                keep=before.keep,
                edited=True,
            )
        now[id(proposal)] = row
        if before is not None:
            now[id(before)] = row
    for proposal in earlier.values():
        homes = [
            at for at, text in enumerate(paragraphs) if occurs_verbatim(proposal.quote.text, text)
        ]
        at = proposal.at if proposal.at in homes else (homes[0] if homes else None)
        nested = proposal.parent is not None
        if at is None or _stored_match(proposal.quote.text, stored.get(at, ()), nested=nested):
            continue
        parent = proposal.parent
        if isinstance(parent, Proposal):
            parent = now.get(id(parent))
            if parent is None:
                continue  # the quote it was inside is gone
        now[id(proposal)] = replace(proposal, at=at, parent=parent, paragraph_id=ids[at])
    rows = list({id(row): row for row in now.values()}.values())

    def place(row: Proposal) -> tuple[int, int]:
        return row.at, paragraphs[row.at].find(row.quote.text)

    return sorted(rows, key=place)[: settings.FOUND_QUOTES_MAX]


def where(at: int, text: str) -> str:
    text = text if len(text) <= 70 else text[:69].rstrip() + "…"
    return f"Paragraph {at + 1}: {text}"


def review_table(
    proposals: list[Proposal], paragraphs: Sequence[str], *, on_file: Collection[str]
) -> list[ReviewRow]:
    """The review table's rows, with the hidden fields a stateless confirm needs back: the words, the
    paragraph (its row, and its number in the body as typed), the parent (a row's index, or `q` and a
    stored quote's id) and whether the editor changed the row."""
    index = {id(proposal): number for number, proposal in enumerate(proposals)}
    rows = []
    for number, proposal in enumerate(proposals):
        quote, parent = proposal.quote, proposal.parent
        hidden = {
            "text": quote.text,
            "paragraph": str(proposal.paragraph_id or ""),
            "at": str(proposal.at + 1),
            "partial": "1" if quote.partial else "",
            "continues": "1" if quote.continues else "",
            "parent": ""
            if parent is None
            else f"q{parent}"
            if isinstance(parent, int)
            else str(index[id(parent)]),
            "edited": "1" if proposal.edited else "",
        }
        keep = (
            proposal.keep
            if proposal.keep is not None
            else bool(quote.speaker or quote.speaker_description)
        )
        rows.append(
            ReviewRow(
                number,
                quote,
                quote.speaker in on_file,
                where(proposal.at, paragraphs[proposal.at]),
                tuple(hidden.items()),
                keep,
                nested=parent is not None,
            )
        )
    return rows
