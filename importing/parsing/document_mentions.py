"""Every person (and body) a document's blocks mention, resolved to full names once: what the candidates
of each quotation are drawn from."""

from __future__ import annotations

import bisect
import re

from importing.parsing import attribution as cues
from importing.parsing.asides import ends_a_place
from importing.parsing.blocks import Block
from importing.parsing.mention_shape import lowercase_words, mid_sentence_words
from importing.parsing.name_words import DESCRIPTOR_WORDS, names_a_law
from importing.parsing.names import A_BEFORE, Mention, find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.organisations import CONNECTORS, beside_person, organisation_name
from importing.parsing.places import is_place, owns_a_place
from importing.parsing.sentences import sentence_head, without_dateline
from importing.parsing.speakers import SpeakerContext

# `, Calif.` or `, New Hampshire` after a name.
_STATE_AFTER = re.compile(r",\s+([A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)")
# How many mentions before a quotation's end are read in its block.
_MENTIONS_BEFORE = 12
_MAX_OTHERS = 4


def _names_a_town(text: str, end: int) -> bool:
    """`San Bernardino, Calif.`, `Manchester, New Hampshire`: a name the state after it makes a town."""
    state = _STATE_AFTER.match(text, end)
    words = state.group(1).split() if state else []
    return any(ends_a_place(" ".join(words[:count])) for count in (1, 2) if len(words) >= count)


def _names_a_title(text: str, mention) -> bool:
    """A name the marks wrap whole, as they wrap titles (`in the film “Wazir”`), or a show's (`Speaking on
    Asempa FM’s Ekosii Sen show`)."""
    before = text[mention.start - 1 : mention.start]
    after = text[mention.end : mention.end + 1]
    wrapped = bool(before) and before in "“\"‘'" and after in "”\"’'" and bool(after)
    titled_a_show = mention.name.split()[-1].lower() in _SHOWS  # `the Tonight Show host`
    return wrapped or titled_a_show or bool(_A_SHOW.match(text, mention.end))


_SHOWS = ("show", "programme", "program", "podcast")
_A_SHOW = re.compile(rf"\s+(?:{'|'.join(_SHOWS)})\b")


class DocumentMentions:
    """Every person mentioned in a document's blocks, by block, resolved to full names once."""

    def __init__(
        self, blocks: list[Block], context: SpeakerContext, subjects: dict | None = None
    ) -> None:
        self.context = context
        self.subjects = subjects or {}  # each sentence's subject, as the reader read it
        self.by_block: dict[int, list[tuple[str, object]]] = {}
        self._sentences: dict[tuple[int, int], str] = {}
        self.starts: dict[int, list[int]] = {}  # each block's mention starts, ascending
        # Organisations (`Reuters`, `the Justice Department`): offered only for the quotations of their own
        # sentence, where a cue can make them the speaker.
        self.others: dict[int, list[tuple[str, object]]] = {}
        self.other_starts: dict[int, list[int]] = {}
        self.counts: dict[str, int] = {}
        self.opening: set[str] = set()
        self.lowercase = lowercase_words(block.text for block in blocks)
        self.mid_sentence = mid_sentence_words(block.masked for block in blocks)
        for position, block in enumerate(blocks):
            found, others = [], []
            # `Danang, Vietnam – “...”`: the place a story was filed from is no one who speaks.
            dateline = len(block.masked) - len(without_dateline(block.masked))
            for mention in find_mentions(block.masked):
                if mention.start < dateline:
                    continue
                full = context.registry.resolve(mention.name)
                around = block.masked[max(0, mention.start - 60) : mention.end + 60]
                body = "" if is_person_name(full) else organisation_name(around, mention.name)
                if body and _a_thing(block.masked, mention):
                    continue  # `his first win at a Slam.`: one of a kind of thing, no body that speaks
                if body:  # `Justice Department`, not `Department`
                    others.append((body, mention))
                    continue
                if _names_a_title(block.masked, mention):
                    continue  # `the “Dil Dhadakne Do” star`: a film's, a show's or a book's title
                if context.registry.is_group(full):
                    continue  # `Finn Harps` (`FINN HARPS have hit ...`): a team, not a person
                # A surname the text never gives whole stays no one's (a description, not a new person); a
                # law (`the Foreign Agents Registration Act`) is no one, whatever title it seems to bear.
                if names_a_law(full) or not (
                    is_person_name(full) or mention.titled or full in context.recent
                ):
                    continue
                if is_place(full) or full.lower() in DESCRIPTOR_WORDS:
                    # `Former Jharkhand chief minister`, `Unions said`: a place or a group, no one
                    continue
                if _names_a_town(block.masked, mention.end):
                    continue
                if mention.possessive and owns_a_place(block.masked, mention.end):
                    continue  # `outside St Anthony's Shrine`, `at St Patrick's Cathedral`: a place's name
                if mention.name.endswith("s") and _COUNTED.search(
                    block.masked, max(0, mention.start - 15), mention.start
                ):
                    continue  # `ran three Boston Marathons`: things counted, no one
                if (others and _ends_a_body(*others[-1], mention)) or _ends_its_body(
                    block.masked, mention
                ):
                    continue  # `the Center for Global Development`: the words after `for` are the body's
                found.append((full, mention))
                self.counts[full] = self.counts.get(full, 0) + 1
                if position <= 1:
                    self.opening.add(full)
            self.by_block[id(block)] = found
            others = _without_people(others, found)
            self.others[id(block)] = others
            self.other_starts[id(block)] = [mention.start for _, mention in others]
            self.starts[id(block)] = [mention.start for _, mention in found]

    def subject(self, block: Block, start: int, end: int) -> str:
        """The name of the person a sentence is about (its opening words), read once for all the
        quotations it holds."""
        key = (id(block), start)
        if key not in self._sentences:
            head = sentence_head(block.masked, start, end)
            subject = self.subjects[head] if head in self.subjects else cues.sentence_subject(head)
            named = subject is not None and subject.kind == "name"
            self._sentences[key] = self.context.registry.resolve(subject.text) if named else ""
        return self._sentences[key]

    def near(self, block: Block, start: int, end: int) -> list[tuple[str, object]]:
        """The last few mentions before `end` that start before it, and those in [start, end): a bounded
        number whatever the block holds, so a paragraph of thousands of quotations reads in linear time."""
        found, starts = self.by_block.get(id(block), []), self.starts.get(id(block), [])
        stop = bisect.bisect_left(starts, end)
        first = min(bisect.bisect_left(starts, start), max(0, stop - _MENTIONS_BEFORE))
        return found[max(first, stop - 4 * _MENTIONS_BEFORE) : stop]

    def others_in(self, block: Block, start: int, end: int) -> list[tuple[str, object]]:
        """The names that are not people's in [start, end) of a block (a sentence), a few at most."""
        found, starts = self.others.get(id(block), []), self.other_starts.get(id(block), [])
        first, stop = bisect.bisect_left(starts, start), bisect.bisect_left(starts, end)
        return found[first : min(stop, first + _MAX_OTHERS)]


def _without_people(others, found):
    """Bodies with the people a block names cut out of their runs (`Megyn Kelly of Fox News`: Fox News). Only
    the people within the reach of a body's run are looked at, so a block of many names reads in linear time."""
    if not others or not found:
        return others
    starts = [mention.start for _, mention in found]
    out = []
    for body, at in others:
        first = bisect.bisect_left(starts, at.start - _RUN_REACH)
        stop = bisect.bisect_right(starts, at.end + _RUN_REACH)
        for _, mention in found[first : min(stop, first + _MAX_OTHERS)]:
            person = mention.name
            if " " in person and person in body and person != body:
                body = beside_person(body, person)
                if not body:
                    break
        if body:
            out.append((body, at))
    return out


def _ends_a_body(body: str, at: Mention, mention: Mention) -> bool:
    """Whether a name is the end of the body's name before it, after one of its connecting words."""
    if not at.start < mention.start <= at.end + _RUN_REACH or mention.name not in body:
        return False
    lead = body[: body.find(mention.name)].split()
    return bool(lead) and lead[-1].lower() in CONNECTORS


def _ends_its_body(text: str, mention: Mention) -> bool:
    """`According to the Office for National Statistics`: a name after a connector that closes a body's name
    (the body's first word, `Office`, being no mention of its own to look back to)."""
    if not _CONNECTOR_BEFORE.search(text, max(0, mention.start - 5), mention.start):
        return False
    around = text[max(0, mention.start - _RUN_REACH) : mention.end + _RUN_REACH]
    body = organisation_name(around, mention.name)
    lead = body[: body.find(mention.name)].split() if body.endswith(mention.name) else []
    return bool(lead) and lead[-1].lower() in CONNECTORS


_CONNECTOR_BEFORE = re.compile(r"\b(?:of|for|on)\s+$")
_COUNTED = re.compile(
    r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|several|many)\s+$",
    re.IGNORECASE,
)
# How far from a body's name its run of capitals may reach (`organisation_name` reads 60 characters around it).
_RUN_REACH = 60


def _a_thing(text: str, mention: Mention) -> bool:
    """A one-word name after `a` or `an` that ends its phrase (`at a Slam.`), not one that qualifies a noun
    after it (`a Reuters report`)."""
    after = text[mention.end : mention.end + 3].lstrip()
    return (
        " " not in mention.name
        and bool(A_BEFORE.search(text, max(0, mention.start - 4), mention.start))
        and not after[:1].isalpha()
    )
