"""parse_document: the importer's entry point, tying structure, quotes and speakers together."""

from __future__ import annotations

import datetime
import re
from dataclasses import replace
from typing import NamedTuple, Sequence

from importing.parsing import attribution as cues
from importing.parsing.acronyms import spelled_out
from importing.parsing.bodies import named_bodies, organisation_as_named
from importing.parsing.blocks import read_block
from importing.parsing.candidates import Candidate, quote_candidates
from importing.parsing.document_mentions import DocumentMentions
from importing.parsing.document import parse_structure
from importing.parsing.genders import gender_of_first_name
from importing.parsing.groups import plural_names
from importing.parsing.mention_shape import opens_a_title
from importing.parsing.names import find_mentions, surname
from importing.parsing.person_names import is_person_name
from importing.parsing.quotes import uses_single_marks
from importing.parsing.ranker import choose
from importing.parsing.reader import Evidence, QuoteReader
from importing.parsing.records import (
    KnownPerson,
    ParsedDocument,
    ParsedQuote,
    ParsedUpdate,
    ParsedPost,
    ProposedPerson,
)
from importing.parsing.pronoun_genders import text_genders
from importing.parsing.registry import NameRegistry
from importing.parsing.roles import role_after, role_before
from importing.parsing.runs_on import credit_openings
from importing.parsing.credit_lines import credited_by_lines, headed_by_lines
from importing.parsing.speakers import SpeakerContext


def parse_document(
    text: str, *, name: str, known_people: Sequence[KnownPerson] = ()
) -> ParsedDocument:
    structure = parse_structure(text)
    quotes, people = _read_quotes(
        structure.dek,
        structure.updates,
        structure.paragraphs,
        structure.embedded_posts,
        known_people,
        structure.headline or "",
    )
    return ParsedDocument(
        name=name,
        headline=structure.headline,
        headline_missing=structure.headline_missing,
        dek=structure.dek,
        bylines=structure.bylines,
        paragraphs=structure.paragraphs,
        updates=structure.updates,
        embedded_posts=structure.embedded_posts,
        teasers=structure.teasers,
        quotes=tuple(quotes),
        people=people,
        warnings=structure.warnings + unclosed_quote_warnings(quotes, len(structure.paragraphs)),
    )


def find_quotes(
    paragraphs: Sequence[str], *, dek: str = "", known_people: Sequence[KnownPerson] = ()
) -> tuple[tuple[ParsedQuote, ...], tuple[ProposedPerson, ...]]:
    """The quotes in an article's body as an editor wrote it (paragraphs already split), with their speakers."""
    quotes, people = _read_quotes(dek, (), tuple(paragraphs), (), known_people)
    return tuple(quotes), people


def _read_quotes(
    dek, updates, paragraphs, posts, known_people, headline=""
) -> tuple[list[ParsedQuote], tuple[ProposedPerson, ...]]:
    quotes: list[ParsedQuote] = []
    reads, registry = _read(dek, updates, paragraphs, posts, known_people, headline)
    for read in reads:
        quotes += [
            _body_in_full(quote, read)
            for quote in choose(read.quotes, read.evidence, read.candidates)
        ]
    return quotes, _proposed_people(quotes, registry)


def _body_in_full(quote: ParsedQuote, read: Read) -> ParsedQuote:
    """`SACBC` as the story spelt it out; `the zoo` as the body the story named (`Smithsonian National Zoo`)."""
    if quote.speaker:
        return quote
    body = organisation_as_named(
        quote.speaker_organisation, quote.speaker_description, read.acronyms, read.bodies
    )
    return replace(quote, speaker_organisation=body)


class Read(NamedTuple):
    """One reading of blocks: the quotations with the rules' sources, each one's candidates, and the acronyms
    and bodies the whole story spells out (for the importer's last pass over the names)."""

    quotes: list[ParsedQuote]
    evidence: list[Evidence | None]
    candidates: list[list[Candidate] | None]
    acronyms: dict[str, str]
    bodies: dict[str, str]


def read_candidates(text: str) -> list[Read]:
    """A document's quotations as the rules read them, with their candidate speakers (for training)."""
    structure = parse_structure(text)
    return _read(
        structure.dek,
        structure.updates,
        structure.paragraphs,
        structure.embedded_posts,
        (),
        structure.headline or "",
    )[0]


def _read(
    dek, updates, paragraphs, posts, known_people, headline=""
) -> tuple[list[Read], NameRegistry]:
    single = uses_single_marks(
        [u.text for u in updates] + list(paragraphs) + [p.text for p in posts]
    )
    # The dek holds no quotations, but it tells the reader who the story is about.
    blocks = [read_block("dek", 0, dek, single)] if dek else []
    blocks += [read_block("update", i, u.text, single) for i, u in enumerate(updates, 1)]
    blocks += [read_block("paragraph", i, p, single) for i, p in enumerate(paragraphs, 1)]
    post_blocks = [read_block("embedded_post", i, p.text, single) for i, p in enumerate(posts, 1)]
    registry = NameRegistry(known_people=tuple(known_people))
    registry.groups.update(plural_names(blocks + post_blocks))
    # Names are gathered from the body outside quotations; the headline, whose hyphenated pairs
    # ("Backman-Alderson feud") and capitals mislead, only completes a surname the body uses (below).
    for block in blocks + post_blocks:
        _register_names(registry, block.masked)
    # Then the names only the headline or a quotation spells out, for the surnames the body uses alone.
    body_words = _words_outside_quotations(blocks + post_blocks)
    for text in [headline] + [block.text for block in blocks + post_blocks]:
        _register_spelled_out_names(registry, text, body_words)
    # Then the genders only the text's own pronouns give (`Markeith Loyd ... he`), where no title or first name does.
    for name, gender in text_genders(blocks + post_blocks, registry).items():
        if not registry.genders.get(name) and not gender_of_first_name(name):
            registry.genders[name] = gender
    texts = [dek, *(u.text for u in updates), *paragraphs, *(p.text for p in posts)]
    acronyms, bodies = spelled_out(texts), named_bodies(texts)
    reads = []
    speaker = headline_speaker(headline)
    for group in (blocks, post_blocks):
        reader = QuoteReader(SpeakerContext(registry), speaker)
        reader.context.wrote(headline)  # whom the headline names is written about before the body
        quotes = reader.read(group)
        credit_openings(quotes, reader.evidence)
        credited_by_lines(quotes, reader.evidence, group, registry)
        headed_by_lines(quotes, reader.evidence, group, registry)
        mentions = DocumentMentions(group, reader.context, reader.subjects)
        candidates = quote_candidates(reader.evidence, group, mentions)
        reads.append(Read(quotes, reader.evidence, candidates, acronyms, bodies))
    return reads, registry


def headline_speaker(headline: str) -> str | None:
    """The person a headline gives the floor: `Falcons’ Kirk Cousins: ‘We’ll build from here’`."""
    match = _HEADLINE_SPEAKER.match(headline)
    mentions = find_mentions(match.group(1)) if match else ()
    if not mentions or mentions[-1].end != len(match.group(1)):
        return None
    name = mentions[-1].name
    # A headline's capitals make names of longer runs (`Trump Addresses Munich Attack`).
    if not (is_person_name(name) and len(name.split()) <= 3):
        return None
    return name


_HEADLINE_SPEAKER = re.compile(r"\s*([^:“‘\"]{3,80}?)\s*:\s*[‘“'\"]")


def unclosed_quote_warnings(quotes: Sequence[ParsedQuote], paragraph_count: int) -> tuple[str, ...]:
    """A quotation still open in the last paragraph has nowhere to continue: the copy is probably cut."""
    return tuple(
        f"The quotation opened in paragraph {q.index} (“{q.text[:40]}…”) is never closed: the document ends first."
        for q in quotes
        if q.continues and q.location == "paragraph" and q.index == paragraph_count
    )


def clear_caches() -> None:
    """Forget memoised text look-ups (for fair timing, and to bound memory in long imports)."""
    from importing.parsing import genders, names, organisations, person_names, roles

    for cached in (
        genders.gender_of_full_name,
        cues.find_verbs,
        cues.subject_of,
        cues.clean_phrase,
        names.find_mentions,
        names.surname,
        person_names.is_person_name,
        names._is_dropped,
        names._clean_token,
        organisations.organisation_name,
        roles.nominal_role,
    ):
        cached.cache_clear()


def _register_names(registry: NameRegistry, masked: str) -> None:
    for mention in find_mentions(masked):
        # `harbour manager Ray Dunne`, or `Sandy Alderson, the Mets’ general manager,`
        role = role_before(masked[max(0, mention.start - 40) : mention.start]) or role_after(
            masked[mention.end : mention.end + 80]
        )
        gender = mention.title_gender or (role[1] if role else "")
        if is_person_name(mention.name):
            full = registry.add(mention.name, gender)
        elif (
            " " not in mention.name
            and not opens_a_title(masked, mention.start)
            and (
                mention.titled
                or _OCCUPATION_BEFORE.search(masked[max(0, mention.start - 30) : mention.start])
                or _WHO_AFTER.match(masked, mention.end)
                or (
                    masked[max(0, mention.start - 2) : mention.start] == ", "
                    and _CUE_AFTER.match(masked, mention.end)
                )
            )
        ):
            # `Mr. Vance`, or one known by one name (`singer Usher`, `striker Neymar`, `Rihanna, who`, `said
            # Chikkalappa, a resident`, `Portugal’s entry ..., Iolanda, said`)
            registry.trust(mention.name, gender)
            full = registry.resolve(mention.name)  # `Commissioner Callinan` after `Martin Callinan`
        else:
            continue
        if role:
            registry.add_role(full, role[0])


def _register_spelled_out_names(registry: NameRegistry, text: str, body_words: set[str]) -> None:
    """`A shaky balancing act for Kelly Ayotte.`, or `“We need Kelly Ayotte back in the Senate!”`, and then only
    `Ayotte said` in the body: the headline or a quotation spells out the name the body shortens. Only a full
    name whose surname the body writes outside quotations as a word of its own and gives to no one else, so
    that a headline's capitalised words (`Backman-Alderson Feud`, `Board Of Election Finds`) never name
    anyone and never make a body's surname ambiguous."""
    # A headline in title case capitalises its verbs too (`Coast Guard to Order Exxon to Finish Cleanup`): there
    # a name must open with a first name known as one.
    title_case = len(_LOWER_WORD.findall(text)) < 2 < len(_CAPITAL_WORD.findall(text))
    for mention in find_mentions(text):
        name = mention.name
        last = surname(name)
        if not is_person_name(name) or registry.surname_candidates(last):
            continue
        if title_case and not gender_of_first_name(name):
            continue
        words = name.split()
        if title_case and any(registry.is_seen(" ".join(words[:n])) for n in range(2, len(words))):
            continue  # `Hillary Clinton Wins Delaware’s Primary`: the body gives her name, the headline a verb
        if title_case and last not in body_words:
            # `Aaron Boone Claps Back During ...`: the headline's capitals run its verb into the name the body
            # shortens.
            cut = next((n for n in range(len(words) - 1, 1, -1) if words[n - 1] in body_words), 0)
            if cut:
                name, last = " ".join(words[:cut]), words[cut - 1]
            if cut and registry.surname_candidates(last):
                continue
        if last in body_words:
            full = registry.add(name, mention.title_gender)
            # `Taoiseach Leo Varadkar has said ...` heads a story that then says only `the Taoiseach said`.
            role = role_before(text[max(0, mention.start - 40) : mention.start])
            if role:
                registry.add_role(full, role[0])


_LOWER_WORD = re.compile(r"(?<![\w’'-])[a-z][\w’'-]{3,}")
_CAPITAL_WORD = re.compile(r"(?<![\w’'-])[A-Z][\w’'-]{3,}")


def _words_outside_quotations(blocks) -> set[str]:
    """The words the body writes outside quotation marks, each also without a possessive (`Ayotte’s`); a
    hyphenated pair stays one word (`Backman-Alderson`)."""
    words = set()
    for block in blocks:
        for word in re.findall(r"[\w’'-]+", block.masked):
            words.add(word)
            words.add(re.sub(r"[’']s?$", "", word))
    return words


# What only a person is after their name: a relative `who` (`Rihanna, who was honored`), an age, or a
# description of a person (`, a resident`, `, a 71-year-old mother`).
_WHO_AFTER = re.compile(
    r",\s+(?:who\s|\d{1,3},|(?:a|an)\s+(?:\d{1,3}-year-old\s+)?(?:resident|local|villager|mother|father|"
    r"grandmother|grandfather|widow|student|teacher|nurse|farmer|worker|vendor|driver|shopkeeper|housewife|"
    r"survivor|witness|volunteer)\b)"
)
# A single word set off by commas right before a speech verb: an appositive's name (`Portugal’s entry for the
# Eurovision Song Contest, Iolanda, said`).
_CUE_AFTER = re.compile(r",\s+(?:said|says|told|added|wrote|explained)\b")
# Occupations written before a person known by one name: `singer Usher`, `the Brazilian striker Neymar`.
_OCCUPATION_BEFORE = re.compile(
    r"\b(?:singer|rapper|musician|songwriter|star|actor|actress|comedian|presenter|model|designer|artist|chef|"
    r"striker|midfielder|defender|winger|forward|goalkeeper|keeper|batsman|bowler|jockey|boxer)\s+$"
)


def _proposed_people(
    quotes: list[ParsedQuote], registry: NameRegistry
) -> tuple[ProposedPerson, ...]:
    people: dict[str, ProposedPerson] = {}
    for quote in quotes:
        name = quote.speaker
        if name and name not in people and (is_person_name(name) or registry.slug_for(name)):
            people[name] = ProposedPerson(name, registry.slug_for(name))
    return tuple(people.values())


def document_to_json(doc: ParsedDocument) -> dict:
    """Plain JSON-ready data, as `import_articles --dry-run --format json` prints it."""
    return {
        "headline": doc.headline,
        "headline_missing": doc.headline_missing,
        "dek": doc.dek,
        "bylines": list(doc.bylines),
        "paragraphs": list(doc.paragraphs),
        "updates": [_update_json(update) for update in doc.updates],
        "embedded_posts": [_post_json(post) for post in doc.embedded_posts],
        "teasers": list(doc.teasers),
        "quotes": [_quote_json(quote) for quote in doc.quotes],
        "people": [{"name": p.name, "matched_slug": p.matched_slug} for p in doc.people],
        "warnings": list(doc.warnings),
    }


def _update_json(update: ParsedUpdate) -> dict:
    return {"date": _iso(update.date), "kind": update.kind, "text": update.text}


def _post_json(post: ParsedPost) -> dict:
    return {
        "text": post.text,
        "author_name": post.author_name,
        "handle": post.handle,
        "posted_on": _iso(post.posted_on),
        "after_paragraph": post.after_paragraph,
    }


def _quote_json(quote: ParsedQuote) -> dict:
    return {
        "text": quote.text,
        "speaker": quote.speaker,
        "speaker_description": quote.speaker_description,
        "speaker_organisation": quote.speaker_organisation,
        "location": quote.location,
        "index": quote.index,
        "partial": quote.partial,
        "continues": quote.continues,
        "parent": quote.parent,
        "start": quote.start,
        "end": quote.end,
    }


def _iso(date: datetime.date | None) -> str | None:
    return date.isoformat() if date else None
