"""Who is speaking: resolving attribution subjects to names, pronouns to people, keeping track of the topic."""

from __future__ import annotations

import itertools
import re
from typing import NamedTuple

from importing.parsing.subjects import PRONOUN_GENDER, SubjectPhrase
from importing.parsing.descriptions import describe
from importing.parsing.epithets import epithet_gender
from importing.parsing.genders import gender_of_first_name, gender_of_full_name
from importing.parsing.name_words import (
    DESCRIPTOR_WORDS,
    ORGANISATION_WORDS,
    POSTS,
    TITLES,
    is_sentence_word,
)
from importing.parsing.names import find_mentions
from importing.parsing.person_names import is_person_name
from importing.parsing.organisations import organisation_name
from importing.parsing.places import is_place
from importing.parsing.registry import NameRegistry
from importing.parsing.quotes import without_mask
from importing.parsing.roles import holder_on_file, is_past, nominal_role
from importing.parsing.sentences import without_full_stop
from importing.parsing.spokespeople import body_speaking, campaign_speaking
from importing.parsing.unnamed_people import introduced_unnamed, same_person

# A pronoun means someone among the last few people written about, never one named pages earlier.
_PRONOUN_REACH = 12
# Someone the text introduced without a name is who `he` or `she` means for three paragraphs at most.
_UNNAMED_REACH = 3


# So is a name set before the cue's own `he` (`Hogan, he added, “`): what he spoke of.
_OPENING_PARTICIPLE = re.compile(
    r"[A-Z][a-z]+ing\b[^,]*,|(?:[A-Z][\w.’'-]*\s+){0,3}[A-Z][\w’'-]*,(?=\s+(?:he|she)\s)"
)


class Source(NamedTuple):
    """Who a quotation is credited to: a person by name, or nobody and a description of the source. An
    organisation that speaks is nobody, described as the text names it, and `organisation` gives its name."""

    speaker: str | None = None
    description: str = ""
    organisation: str = ""
    # The cue's words for the person the rules named by role (`the manager`): the description a reader
    # still gets when the learned attributor declines to name them.
    described_as: str = ""


NOBODY = Source()


_DETERMINED_DESCRIPTION = re.compile(r"(?:a|an|the|one|another)\s+[a-z]", re.IGNORECASE)


class SpeakerContext:
    """Reading state for one document: the people recently written about, most recent last."""

    def __init__(self, registry: NameRegistry) -> None:
        self.registry = registry
        # Insertion order is recency; a dict moves a name to the end in constant time.
        self.recent: dict[str, None] = {}
        self.interviewee: str | None = None
        self.last_source: Source = NOBODY  # the latest quotation's, as the reader last saw it
        # Someone introduced without a name (`One woman ... was angry`) and their gender: the one `he` or `she`
        # means until a person whose gender fits is named.
        self.unnamed: tuple[str, str] | None = None
        self.unnamed_since = 0  # paragraphs
        # The latest body a sentence named as its subject, and paragraphs since: whom `it said` means.
        self.body, self.body_since = NOBODY, 2  # none yet: as if named two paragraphs back
        self.spokesperson_for = ""  # the body of the latest spokesperson the text described
        self.written: set[str] = set()  # the people the paragraphs read so far name
        self.subject: str | None = None  # the latest person a sentence was about, as its subject
        # The latest person a sentence had speak outside quotation marks (`Pell said staff were overwhelmed.`).
        self.reported: str | None = None
        self.epithets: dict[str, str] = {}  # whom each epithet (`32-year-old`) was read to mean

    def gender(self, name: str) -> str:
        return self.registry.genders.get(name) or gender_of_full_name(name)

    def note(
        self, name: str, *, gender: str = "", titled: bool = False, speaker: bool = False
    ) -> None:
        """Remember a person as the latest one written about; single words only when clearly a person.

        A quote's speaker counts even as a single word (`Vance said`); so does a known first name.
        """
        if gender and name not in self.registry.genders:
            self.registry.genders[name] = gender
        if self.unnamed and self.gender(name) in ("", self.unnamed[1]):
            self.unnamed = None
        single = len(name.split()) == 1 and name.lower() not in ORGANISATION_WORDS
        trusted = (
            titled
            or gender
            or speaker
            or self.registry.knows_part(name)
            or gender_of_first_name(name)
        )
        if (is_person_name(name) or (single and trusted)) and not is_place(name):
            self.recent.pop(name, None)
            self.recent[name] = None

    def wrote(self, text: str) -> None:
        self.written.update(self.registry.resolve(mention.name) for mention in find_mentions(text))

    def next_block(self, last_source: Source) -> None:
        """A new paragraph, after one whose latest quotation's source was `last_source`."""
        self.last_source = last_source
        self.unnamed_since += 1
        self.body_since += 1
        if self.unnamed_since > _UNNAMED_REACH:
            self.unnamed = None

    def follow_unnamed(self, sentence: str) -> None:
        """A sentence about someone the text does not name (`His wife was in tears.`), or one naming a
        person whose gender fits theirs, whom a later `he` or `she` may mean as well."""
        introduced = introduced_unnamed(sentence)
        if introduced:
            self.unnamed, self.unnamed_since = introduced, 0
        elif self.unnamed and any(
            is_person_name(name) and self.gender(name) in ("", self.unnamed[1])
            for name in (self.registry.resolve(m.name) for m in find_mentions(sentence))
        ):
            self.unnamed = None

    def pronoun(self, pronoun: str, not_meant: str = "") -> str | None:
        """The person `he` or `she` means: the latest one written about whose gender fits (or is unknown), but
        not one the sentence sets before its cue (`not_meant`)."""
        wanted = PRONOUN_GENDER.get(pronoun, "")
        if pronoun not in ("he", "she"):
            return None
        skipped = self.registry.resolve(not_meant) if not_meant else None
        fitting = [
            name
            for name in itertools.islice(reversed(self.recent), _PRONOUN_REACH)
            if self.gender(name) in ("", wanted) and name != skipped
        ]
        if not fitting:
            return None
        return fitting[0]

    def _it(self) -> Source:
        """`it said`: a body named in this paragraph or the one before, else the one the latest quotation's source
        describes (`the council said ... “...,” it said`), else no one."""
        if self.body_since <= 1:
            return self.body
        last = self.last_source
        return last if last.description and not last.speaker else Source(None, "it")

    def may_be(self, name: SubjectPhrase, pronoun: str) -> bool:
        """Whether `he` or `she` may mean the one a name subject names: a person of that gender (or of
        none known); never a body (`Reuters finished the work, she said, to “`) nor a capitalised word no
        person is called (`Human-induced climate change was the “additional boost” ..., he said`)."""
        gender = self.gender(self.registry.resolve(name.text)) or name.gender
        fits = pronoun in ("he", "she") and gender in ("", PRONOUN_GENDER.get(pronoun, ""))
        body = organisation_name(name.phrase or name.text, name.text)
        # `it`: a body, or a name no person bears (`The Security Council condemned what it called “`)
        if pronoun == "it":
            return bool(body) or self.person_named(name) is None
        return fits and not body and self.person_named(name) is not None

    def named_before(self, sentence: str, pronoun: str) -> SubjectPhrase | None:
        """`X hit back at Labour's Neil Coyle after he suggested she had “`: as a subject, the person
        `person_before` finds."""
        name = self.person_before(sentence, pronoun)
        return SubjectPhrase("name", name) if name else None

    def person_before(self, sentence: str, pronoun: str) -> str:
        """The nearest person a sentence names before its `he` or `she` whose gender is known to be the
        pronoun's (`At Katy Perry’s party, she gave fans ...`); an unknown gender may be anyone's, so the
        people written about before stay the choice."""
        at = (
            re.search(rf"\b{pronoun}\b", sentence, re.IGNORECASE)
            if pronoun in ("he", "she")
            else None
        )
        # `Sentencing Jefferies to seven days in prison, he said`: whom an opening participle acts on is not
        # the one doing it.
        acted_on = _OPENING_PARTICIPLE.match(sentence)
        for mention in reversed(find_mentions(sentence[: at.start()]) if at else ()):
            if acted_on and mention.start < acted_on.end():
                break
            full = self.registry.resolve(mention.name)
            if is_person_name(full) and self.gender(full) == PRONOUN_GENDER[pronoun]:
                return full
        return ""

    def resolve(
        self,
        subject: SubjectPhrase | None,
        *,
        opens_sentence: bool = False,
        goes_on: bool = False,
        not_meant: str = "",
    ) -> Source:
        """The source an attribution subject names; `goes_on`: its cue continues (`she adds:`); `not_meant`: a
        name a pronoun does not mean (`Puska, he said, will have his “`)."""
        if subject is None:
            return NOBODY
        if subject.kind == "name":
            return self._named(subject)
        last = self.last_source
        described = bool(_DETERMINED_DESCRIPTION.match(last.description)) and not last.speaker
        if goes_on and subject.text in ("he", "she") and described:
            # `The nurse was filmed ..., saying: “...” / She adds: “...”`: who goes on is who spoke last,
            # though the text describes her and names someone else since.
            return last
        if subject.kind == "pronoun":
            if subject.text == "it":
                return self._it()
            if opens_sentence and self.interviewee and subject.text in ("he", "she"):
                return Source(None, without_mask(self.interviewee))
            if self.unnamed and PRONOUN_GENDER.get(subject.text) == self.unnamed[1]:
                self.unnamed_since = 0  # `She met with attorneys.`: still the one written about
                return Source(None, self.unnamed[0])
            return Source(self.pronoun(subject.text, not_meant))
        description = describe(subject.text)
        if self.unnamed and same_person(description, self.unnamed[0]):
            self.unnamed_since = 0  # `said the woman`: the one introduced is still written about
        campaign, named_as = campaign_speaking(description, self.registry)
        if campaign:
            return Source(None, named_as, campaign)
        role = nominal_role(description)
        holder = self._holder_of(*role) if role else None
        if role and not holder and not is_past(description):
            holder = self._holder_on_file(*role)
        # `the Lakers guard said`, `the 31-year-old added`: no role, but the one the story is about; `the Forest
        # boss`, a role no one in the text holds, too.
        epithet = None if holder else epithet_gender(description)
        if epithet is not None:
            # A team's (`the Forest boss`), not any manager's (`the manager said`, who may be a shop's).
            team = any(word[:1].isupper() for word in description.split()[1:])
            # `the 32-year-old` is one person throughout the story, whoever spoke last since.
            key = description.lower().removeprefix("the ")
            holder = self.epithets.get(key) or self._latest_person(
                epithet, by_role=role is not None and team
            )
            if holder:
                self.epithets[key] = holder
        if holder:
            return Source(holder, described_as=description)
        # `a Qantas spokesperson said`: the body speaks, unless the text named the spokesperson (above); and
        # `the spokesperson said` after it is that body's too.
        body = self._spoken_for(description, role)
        return Source(None, without_full_stop(description) if body else description, body)

    def _spoken_for(self, description: str, role: tuple[str, str] | None = None) -> str:
        body = body_speaking(description, self.registry)
        if body:
            self.spokesperson_for = body
        elif role and role[0] == "spokesperson":
            body = self.spokesperson_for
        return body

    def _latest_person(self, gender: str, by_role: bool = False) -> str | None:
        """The person last written about, if they spoke last too (within two paragraphs), and whose gender fits:
        whom `the Lakers guard said` means, where no one holds a role. A team's coach, manager or boss no one
        holds (`by_role`) may also be the person the latest sentence about someone had as its subject (`Karanka
        admits he expected Paul Cook’s side to test them. / “...,” conceded the Forest boss.`)."""
        latest = next(reversed(self.recent), None)
        # `Alejandro Mendoza ... said he had become more proud of Chicago.` / `“...,” the 24-year-old said.`: one
        # who spoke outside quotation marks, after another's quotation, spoke last too.
        if latest is None or latest not in (self.last_source.speaker, self.reported):
            latest = self.subject if by_role else None
        return latest if latest and (not gender or self.gender(latest) in ("", gender)) else None

    def _holder_on_file(self, role: str, gender: str) -> str | None:
        """`the general manager`, a role the text gives no one: the one person the text names whom People
        gives it at the text's date (anyone the text names, so that a second holder makes it no one)."""
        named = [
            name for name in self.registry.seen if not gender or self.gender(name) in ("", gender)
        ]
        return holder_on_file(role, named, self.registry.offices)

    def _holder_of(self, role: str, gender: str) -> str | None:
        """`the senator`: the person last written about whom the text gives that role (and whose gender fits),
        else the one person it gives that role, once the paragraphs read so far name them (`the spokesperson
        said` is not a union's spokesman introduced paragraphs on); None when it gave the role to no one or to
        several."""

        def fits(name: str) -> bool:
            return role in self.registry.roles.get(name, ()) and (
                not gender or self.gender(name) in ("", gender)
            )

        for name in itertools.islice(reversed(self.recent), _PRONOUN_REACH):
            if fits(name):
                return name
        holders = self.registry.role_holders.get(role, ())
        return (
            holders[0]
            if len(holders) == 1 and fits(holders[0]) and holders[0] in self.written
            else None
        )

    def _named(self, subject: SubjectPhrase) -> Source:
        """A name the text gives, if it is a person's: a person on file, a full name, or a single word that is
        part of one (`Vance` after `Nora Vance`), titled (`Mr. Vance`) or a known first name. Anything else
        (`Reuters`, `Republican`, `Conversely`) is nobody: an organisation or group is a description (an
        organisation also gives its name), a sentence word nothing."""
        name, person = self._person(subject)
        single = len(name.split()) == 1
        if not person:
            if single and is_sentence_word(name):
                return NOBODY
            organisation = organisation_name(subject.phrase or subject.text, subject.text)
            description = _description_of(
                subject, organisation or name, room=1 if organisation else 6
            )
            # `a Qantas spokesperson said`: the body a name no one bears stands for, through its spokesperson.
            spoken_for = "" if organisation else self._spoken_for(description)
            if organisation:
                self.body, self.body_since = Source(None, description, organisation), 0
            return Source(None, description, organisation or spoken_for)
        self.note(name, gender=subject.gender, titled=subject.titled)
        return Source(name)

    def person_named(self, subject: SubjectPhrase) -> str | None:
        """The person a name subject means, if it is a person's, without noting them as written about."""
        name, person = self._person(subject)
        return name if person else None

    def _person(self, subject: SubjectPhrase) -> tuple[str, bool]:
        """The full name a name subject stands for, and whether it is a person's."""
        name = self.registry.resolve(subject.text)
        if len(name.split()) == 1:
            name = self._recent_full_name(name) or name
        if len(name.split()) == 1:
            trusted = subject.titled or self.registry.knows_part(name) or gender_of_first_name(name)
            return name, bool(
                self.registry.is_known(name) or (trusted and _may_name_a_person(name))
            )
        return name, bool(
            self.registry.is_known(name)
            or (
                (is_person_name(name) or (subject.titled and _titled_name(name)))
                and not _describes(name)
            )
        )

    def _recent_full_name(self, word: str) -> str | None:
        """`Clinton` when both Clintons are named: the one written about most recently."""
        candidates = self.registry.surname_candidates(word)
        if len(candidates) < 2:
            return None
        for name in itertools.islice(reversed(self.recent), _PRONOUN_REACH):
            if name in candidates:
                return name
        return None


def _description_of(subject: SubjectPhrase, name: str, *, room: int) -> str:
    """An organisation or group in the words it was named with (`the Counter-Terrorism Agency`, `the Republican`),
    when they add at most `room` words to its name."""
    phrase = without_full_stop(describe(subject.phrase))  # `according to Reuters.`
    return (
        phrase
        if name in phrase and len(phrase.split()) <= len(name.split()) + room
        else without_mask(name)
    )


def _may_name_a_person(word: str) -> bool:
    lowered = word.lower()
    return not (
        lowered in ORGANISATION_WORDS
        or lowered in DESCRIPTOR_WORDS
        or lowered in TITLES
        or is_sentence_word(word)
        or (word.isupper() and len(word) > 1)  # an acronym: `IMF`, `CNN`
    )


def _titled_name(name: str) -> bool:
    """`President Park Geun-hye`, `Judge Ana Court`: after a title, a surname may be an organisation word, as
    long as the name does not end in one (`Secretary State Department` is no one), nor in a post (`the Chief
    Opposition Whip`)."""
    words = name.split()
    return (
        2 <= len(words) <= 3
        and all(word[:1].isupper() for word in words)
        and words[-1].lower() not in ORGANISATION_WORDS
        and words[-1].lower() not in POSTS
    )


def _describes(name: str) -> bool:
    """`Republican Party`, `Democratic Voters`: a full name made of descriptor words is no one's."""
    return any(word.lower() in DESCRIPTOR_WORDS for word in name.split())
