"""QuoteReader: reads a document's blocks in order and attributes each quotation as a reader would."""

from __future__ import annotations

import bisect
from typing import NamedTuple, Sequence

from importing.parsing import attribution as cues
from importing.parsing import reporting, topics
from importing.parsing.antecedents import cue_gender
from importing.parsing.blocks import Block, spans_by_sentence
from importing.parsing.named_cues import TOPIC_LINE, words_owner
from importing.parsing.person_names import is_person_name
from importing.parsing.neighbours import listed_after, nearest_known, unless_introduced
from importing.parsing.asides import opening_clause_subject, runs_on_after
from importing.parsing.going_on import goes_on
from importing.parsing.nested import nested_quotes
from importing.parsing.quotes import MASK, QuoteSpan
from importing.parsing.records import ParsedQuote
from importing.parsing.roles import leading_role
from importing.parsing.someone_else import names_someone_else
from importing.parsing.sentences import (
    after_in_sentence,
    before_in_sentence,
    is_blank,
    sentence_head,
    sentence_of,
    without_full_stop,
)
from importing.parsing.speakers import NOBODY, Source, SpeakerContext
from importing.parsing.coordinated import coordinated_subjects
from importing.parsing.cue_order import cue_before, cue_before_pronoun
from importing.parsing.voice import is_partial
from importing.parsing.verbs import others_say


class QuoteReader:
    """Reads blocks in order, attributing each quotation as a reader would."""

    def __init__(self, context: SpeakerContext, headline_speaker: str | None = None) -> None:
        self.context = context
        # `Falcons’ Kirk Cousins: ‘We’ll build from here’`: whose answers a press conference's topic lines
        # (`On the team meeting: “...”`) carry.
        self.headline_speaker = headline_speaker
        self.last_speaker: Source = NOBODY
        self.last_speaker_block = -10
        self.continuing = False
        self.intro: tuple[Source, str] | None = None
        # The person the last block without quotations opened on, and that block's position: `Newcastle
        # manager Alan Pardew felt his side were unlucky.` then `“I felt the breaks didn't go our way.”`
        self.topic: Source | None = None
        self.topic_block = -10
        self.block_topic: Source | None = None
        # For each quotation read, in order (None for a nested one): which rule chose its source, the
        # kind of subject its cue named, and the source. The learned attributor reads these as features.
        self.evidence: list[Evidence | None] = []
        # Each sentence's subject, read once for the reader and the candidates alike.
        self.subjects: dict[str, cues.SubjectPhrase | None] = {}

    def read(self, blocks: list[Block]) -> list[ParsedQuote]:
        quotes: list[ParsedQuote] = []
        for position, block in enumerate(blocks):
            found = self._read_block(block, position)
            for number, (span, source) in enumerate(found):
                quotes.append(self._record(block, span, source))
                self.evidence.append(Evidence(*self.hows[number], source, block, span))
                parent = len(quotes) - 1
                nested = nested_quotes(block, span, parent, source.speaker or "", self.context)
                quotes.extend(nested)
                self.evidence.extend([None] * len(nested))
        return quotes

    def _record(self, block: Block, span: QuoteSpan, source: Source) -> ParsedQuote:
        sentence = sentence_of(block.bounds, span.mark_start)
        return ParsedQuote(
            text=block.text[span.start : span.end],
            speaker=source.speaker,
            speaker_description="" if source.speaker else without_full_stop(source.description),
            speaker_organisation="" if source.speaker else source.organisation,
            location=block.location,
            index=block.index,
            start=span.start,
            end=span.end,
            partial=is_partial(block.text, span, sentence[0]),
            continues=not span.closed,
        )

    def _read_block(self, block: Block, position: int):
        results: list[Source | None] = [None] * len(block.spans)
        self.hows = [("", "")] * len(block.spans)
        self.sentence_sources: dict[int, Source] = {}
        self.source_starts: list[int] = []  # the keys above, ascending: sentences are read in order
        by_sentence = spans_by_sentence(block)
        self.block_topic = None
        # Who a `she adds:` goes on from: the latest quotation's source, two paragraphs back at most.
        self.context.next_block(
            self.last_speaker if position - self.last_speaker_block <= 2 else NOBODY
        )
        self.context.wrote(block.masked)
        for start, end in block.bounds:
            self._read_sentence(block, start, end, by_sentence.get(start, ()), results)
        self._fill_gaps(block, results, position)
        if any(result and (result.speaker or result.description) for result in results):
            self.last_speaker = next(
                r for r in reversed(results) if r and (r.speaker or r.description)
            )
            self.last_speaker_block = position
        self.continuing = bool(block.spans) and not block.spans[-1].closed
        self.intro = self._intro(block)
        if not block.spans and self.block_topic:
            self.topic, self.topic_block = self.block_topic, position
        return [(span, result or NOBODY) for span, result in zip(block.spans, results)]

    def _read_sentence(
        self, block: Block, start: int, end: int, numbers: Sequence[int], results: list
    ) -> None:
        for number in numbers:  # consecutive: a sentence's quotations, in order
            listed = (
                results[number - 1] if number > numbers[0] and listed_after(block, number) else None
            )
            self.subject_kind = ""
            source = listed or self._attribute(block, block.spans[number], start, end)
            if source.speaker or source.description:
                results[number] = source
            # What its own cue named stays known even when it named no one (`they said`).
            self.hows[number] = ("list" if listed else "cue", self.subject_kind)
        # Who the sentence is about is said where it opens.
        self._follow_topic(sentence_head(block.masked, start, end), start)
        for number in numbers:
            if results[number] and results[number].speaker:
                self.context.note(results[number].speaker, speaker=True)
        # An interviewee introduced in this sentence is who "he said" means in the next one.
        self.context.interviewee = reporting.interviewee(sentence_head(block.masked, start, end))

    def _attribute(self, block: Block, span: QuoteSpan, start: int, end: int) -> Source:
        """The speaker of one quotation, from the cues in its own sentence, near it."""
        before = before_in_sentence(block.masked, start, span.mark_start)
        head = sentence_head(block.masked, start, span.mark_start)
        after = after_in_sentence(block.masked, span.mark_end, end)
        quoted = block.text[span.start : span.end]
        opens_sentence = is_blank(block.masked, start, span.mark_start)
        subject = (
            reporting.speaker_label(quoted)
            or reporting.dash_signature(after)
            or words_owner(before, after)
            or self._own_cue_before(before, after, quoted)
            or cue_before(before, after)
            or cues.subject_after_quote(after)
            or cues.subject_before_quote(before)
            # `Dunne openly admires the general as a “strong leader”`: a fragment is the sentence subject's.
            or (cues.fragments_owner(head) if not (opens_sentence or others_say(before)) else None)
        )
        if subject is not None and subject.kind == "pronoun":
            subject = self._same_sentence_antecedent(head, subject)
        self.subject_kind = subject.kind if subject is not None else ""
        source = self.context.resolve(
            subject,
            opens_sentence=opens_sentence,
            goes_on=goes_on(before, after),
            not_meant=cues.fronted_name(head),
        )
        if subject is not None and reporting.is_reporters_prose(quoted):
            source = self._reporter(before) or source
        return source

    @staticmethod
    def _own_cue_before(before: str, after: str, quoted: str) -> cues.SubjectPhrase | None:
        """A cue before the quotation is its own, before any after it, when what follows cannot be its cue:
        `After Scalia said that students might do better at “less advanced schools,” Trump said: “...”` (a
        cue introducing the next quotation with a colon is that one's), or `Sanders said he “cannot walk
        down the street” without reporters following him, ...` (a fragment that runs on into its sentence)."""
        introduces_next = MASK in after and after.split(MASK, 1)[0].rstrip().endswith(":")
        # Not one a colon introduces and a pronoun's cue closes (`... will face a decision: “If you command a
        # majority, the government stands,” he reiterated`): that cue is its own.
        own_cue = before.rstrip().endswith(":") and cues.closed_by_a_pronoun(after)
        runs_on = quoted.rstrip()[-1:].isalnum() and runs_on_after(after, before) and not own_cue
        # `One constituent complained ..., saying “This is not how democracy works.” Blum agreed.`: a quotation
        # its cue introduces and that ends its sentence is that cue's; the sentence after it is someone else's.
        verbs = cues.find_verbs(before)
        between = before[verbs[-1].end() :] if verbs else ""
        # `He said in a statement: “...”`: a few words may stand between the verb and its colon.
        introduced = (
            bool(verbs)
            and quoted.rstrip()[-1:] in ".!?"
            and (
                not between.strip(" :,")
                or (
                    between.rstrip().endswith(":")
                    and len(between.split()) <= 4
                    and MASK not in between
                )
            )
        )
        if not (introduces_next or runs_on or introduced):
            return None
        return cues.subject_before_quote(before)

    def _follow_topic(self, sentence: str, start: int) -> None:
        """Keep track of who the story is talking about, for later pronouns and unattributed quotes."""
        self.context.follow_unnamed(sentence)
        subject = self.subjects[sentence] = cues.sentence_subject(sentence)
        if subject is None or subject.kind == "nominal":
            for name in topics.described(sentence, self.context.registry):
                self.context.note(name)
            owner = topics.owner(sentence, self.context.registry)
            if owner:
                self.context.note(owner)
            # `The Saints boss was pleased with ...`: the one who holds the role it opens on is written about.
            lead = leading_role(subject.text) if subject is not None else ""
            holder = (
                self.context.resolve(cues.SubjectPhrase("nominal", lead)).speaker if lead else None
            )
            if holder:
                self.context.note(holder)
        if subject is not None and subject.kind != "nominal":
            source = self.context.resolve(subject)
            name = source.speaker
            if not name and subject.kind == "pronoun":  # `At Katy Perry’s party, she gave fans ...`
                name = self.context.person_before(sentence, subject.text)
            if (
                not name
                and source.organisation
                and self.block_topic is None
                and cues.find_verbs(sentence)
            ):
                self.block_topic = source  # `The Department for Education said that only 12% ...`
            if name:
                self.context.note(name)
                # Whom `the Forest boss` means where no one holds the role (SpeakerContext._latest_person).
                self.context.subject = name if is_person_name(name) else self.context.subject
                if self.block_topic is None and subject.kind == "name":
                    self.block_topic = Source(name)
                self.sentence_sources[start] = Source(name)
                self.source_starts.append(start)
                if subject.kind == "name" and cues.find_verbs(sentence):
                    # `Pell said staff were overwhelmed.`: she has spoken, if not in quotation marks.
                    self.context.last_source, self.context.reported = Source(name), name
        elif subject is not None and cues.find_verbs(sentence):
            self.sentence_sources[start] = self.context.resolve(subject)
            self.source_starts.append(start)
            # `A Clutha District Council spokeswoman said council contractors ...`, `the office of the presidency
            # denied ... and said that ...`: one the text describes and does not name.
            if self.block_topic is None:
                self.block_topic = self.sentence_sources[start]
        self._note_coordinated(sentence)

    def _note_coordinated(self, sentence: str) -> None:
        """`Arsenal continue to impress and Arsene Wenger was delighted. He said: ...`: the subject of a
        later clause joined by `and` or `but` is the latest person written about, whom the next
        `he` means, though the sentence opened with someone (or something) else."""
        for mention in coordinated_subjects(sentence):
            name = self.context.registry.resolve(mention.name)
            if is_person_name(name) or self.context.registry.knows_part(name):
                self.context.note(name, gender=mention.title_gender)

    def _same_sentence_antecedent(
        self, before: str, pronoun: cues.SubjectPhrase
    ) -> cues.SubjectPhrase:
        """`X, her opponent, said he thought`: a pronoun after a name opening its sentence means that name, or the
        subject of a clause opening it (`Although the Taoiseach welcomed ..., he added`); `it`, a body's."""
        if cues.fronted_name(before):
            return pronoun  # `Puska, he said, will have his “`: whom he spoke of opens the sentence
        its = cues.sentence_subject(before) if pronoun.text == "it" else None
        name = (
            cue_before_pronoun(before)
            or cues.main_clause_subject(before)
            or cues.opening_name(before)
            or opening_clause_subject(before)
            or its
        )
        if name is not None and name.kind == "nominal":
            return name
        if name is not None and self.context.may_be(name, pronoun.text):
            return name
        return self.context.named_before(before, pronoun.text) or pronoun

    def _reporter(self, intro: str) -> Source | None:
        recipient = reporting.recipient_of_telling(intro)
        if not recipient:
            return None
        return Source(self.context.registry.resolve(recipient))

    def _fill_gaps(self, block: Block, results: list, position: int) -> None:
        """Quotes with no attribution of their own take one from the paragraph or the paragraphs before."""
        earlier = nearest_known(results)
        later = nearest_known(results[::-1])[::-1]
        later = unless_introduced(block, results, later)
        for number, span in enumerate(block.spans):
            if results[number]:
                continue
            opens_block = is_blank(block.masked, 0, span.mark_start)
            closing = self._closing_cue_source(block, results, number)
            if closing is not None:
                results[number] = closing
                how = "neighbour"
            elif earlier[number] or later[number]:
                neighbour = earlier[number] or later[number]
                someone_else = names_someone_else(block, span, neighbour, self.context.registry)
                results[number] = None if someone_else else neighbour
                how = "someone_else" if someone_else else "neighbour"
            elif self._previous_sentence_source(block, span):
                results[number] = self._previous_sentence_source(block, span)
                how = "previous_sentence"
            elif number == 0 and self.intro and opens_block:
                results[number] = self._from_intro(block, span)
                how = "intro"
            elif number == 0 and self.headline_speaker and TOPIC_LINE.match(block.text):
                results[number] = Source(self.headline_speaker)
                how = "intro"
            elif number == 0 and self.continuing and span.mark_start == 0:
                results[number] = self.last_speaker
                how = "continuing"
            elif (
                opens_block
                and not self.hows[number][1]
                and self._topic_since_last_speaker(position)
            ):
                # A paragraph about someone else since the last speaker: the quotation opening the next
                # one is more likely theirs (the model weighs the rule apart from `last_speaker`).
                results[number] = self.topic
                how = "topic"
            elif opens_block and position - self.last_speaker_block <= 3:
                results[number] = self.last_speaker
                how = "last_speaker"
            else:
                how = "none"
            if not self._fits_its_pronoun(block, span, results[number]):
                results[number], how = None, "none"
            self.hows[number] = (how, self.hows[number][1])

    def _fits_its_pronoun(self, block: Block, span: QuoteSpan, source: Source | None) -> bool:
        """`Ana Pell fired Ray Dunne in May. “She was unfair,” he said.`: a source borrowed from elsewhere is
        not one the quotation's own `he` or `she` cannot mean."""
        gender = cue_gender(block, span.mark_start, span.mark_end, "cue")
        speaker = source.speaker if source else None
        return not (gender and speaker and self.context.gender(speaker) not in ("", gender))

    def _topic_since_last_speaker(self, position: int) -> bool:
        return (
            self.topic_block == position - 1
            and self.topic_block > self.last_speaker_block
            and self.topic is not None
            and self.topic.speaker != self.last_speaker.speaker
        )

    def _closing_cue_source(self, block: Block, results: list, number: int) -> Source | None:
        """`His backing will carry “weight” with Pell's voters and bring “firepower,” Dunne said.`: a cue
        after the sentence's last quotation closes the sentence and speaks for its earlier fragments too,
        whoever else they name."""
        start, end = sentence_of(block.bounds, block.spans[number].mark_start)
        # Only the sentence's last quotation is closed by the cue after it: found by bisection, so a
        # sentence of thousands of quotations is read in linear time, not one scan per quotation.
        last = bisect.bisect_left(block.spans, end, key=lambda span: span.mark_start) - 1
        if last <= number or not results[last]:
            return None
        after = after_in_sentence(block.masked, block.spans[last].mark_end, end)
        return results[last] if cues.subject_after_quote(after) is not None else None

    def _previous_sentence_source(self, block: Block, span: QuoteSpan) -> Source | None:
        """`..., Vance said. “The other thing ...”`: a quote opening its sentence continues the source
        of the sentence before it in the same paragraph."""
        start, _ = sentence_of(block.bounds, span.mark_start)
        if not is_blank(block.masked, start, span.mark_start):
            return None
        earlier = bisect.bisect_left(self.source_starts, start)
        source = self.sentence_sources[self.source_starts[earlier - 1]] if earlier else None
        return source if self._fits_its_pronoun(block, span, source) else None

    def _from_intro(self, block: Block, span: QuoteSpan) -> Source:
        source, intro = self.intro
        if reporting.is_reporters_prose(block.text[span.start : span.end]):
            return self._reporter(intro) or source
        return source

    def _intro(self, block: Block) -> tuple[Source, str] | None:
        """A paragraph ending in a colon introduces the quotation that opens the next one; so does one ending
        in its cue and a comma, as some house styles write it (`Justice Neena Bansal Krishna remarked,`)."""
        text = block.text.rstrip()
        # `Below are some quotes from ...`: a wire's list, introducing all the quotations that follow.
        listed = reporting.quotes_listed_from(text)
        if listed and not block.spans:
            return Source(self.context.registry.resolve(listed)), text
        on_a_cue = text.endswith(",") and cues.find_verbs(text.rsplit(None, 1)[-1])
        if not block.bounds or not (text.endswith(":") or on_a_cue):
            return None
        start, end = block.bounds[-1]
        sentence = before_in_sentence(block.masked, start, end).rstrip().rstrip(":,")
        return self.context.resolve(cues.subject_before_quote(sentence + " ")), sentence


class Evidence(NamedTuple):
    """What the rules said of one quotation, and where it stands."""

    how: str  # the rule that chose the source: cue, list, neighbour, intro, last_speaker, ...
    subject_kind: str  # what the cue named: name, pronoun, nominal or "" (no cue)
    source: Source
    block: Block
    span: QuoteSpan
