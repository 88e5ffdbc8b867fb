"""Cues whose subject stands away from the quotation: after the verb (`said Ana Pell, a lawyer`), closing a
sentence that holds a fragment, before a relative "who", or opening the sentence of an -ing cue."""

from __future__ import annotations

import re

from importing.parsing.names import find_mentions
from importing.parsing.subjects import (
    PREPOSITIONS,
    PRONOUN_GENDER,
    SubjectPhrase,
    modifies_a_noun,
    role_holder,
    subject_of,
    without_contraction,
)
from importing.parsing.verbs import VerbHit, find_verbs

# `“...,” when Pell blasted him`: a clause telling when, not who said the words.
SUBORDINATE = re.compile(
    r"[\s,;—–-]*(?:when|after|before|while|because|since|although|though|until|unless|once)\s", re.I
)


def closing_a_subordinate(clause: str, verbs: list[VerbHit]) -> SubjectPhrase | None:
    """`“golden parachute” when prosecutors agreed to a single charge, Engelhardt said`: after a clause telling
    when, a name alone before a later verb is the sentence's cue."""
    for verb in verbs:
        _, comma, last = clause[: verb.start()].rpartition(",")
        found = subject_of(last) if comma else None
        if (
            found is not None
            and found.kind == "name"
            and len(last.split()) <= len(found.text.split())
        ):
            return found
    return None


# `Ana Pell released a statement saying that the levy was “`: who issued it said the words.
ISSUED = re.compile(
    r"\b(?:released|issued|put out|sent out|published|posted)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}"
    r"(?:statement|letter|memo|note|message|video)(?:\s+on\s+[A-Z][a-z]+)?\s+"
    # `released a statement on Friday thanking Berejiklian for her “outstanding service”`: its words are the issuer's.
    r"(?:saying|stating|that said|which said|thanking|praising|welcoming|condemning|urging|describing|"
    r"critici[sz]ing|accusing)\b[^“\"]*$"
)


_OFFICE_AT_A_BODY = re.compile(
    r"(?:[A-Z][\w’'-]*\s+){1,3}(?:of|for|at)\s+(?:the\s+)?(?:[A-Z][\w&’'.-]*\s+){1,4}"
    # `announced then-Health and Human Services Secretary Alex Azar`: a portfolio, its office, its holder
    r"|(?:then-|former\s+)?[A-Z][\w’'-]*\s+(?:and|&)\s+(?:[A-Z][\w’'-]*\s+){1,4}"
)


# One of several people the text does not name, standing alone after the verb.
_SOMEONE_UNNAMED = re.compile(
    r"((?:yet\s+)?(?:one|another|a\s+(?:second|third|fourth|fifth)))(?=\s*(?:[.,;!?]|$)|\s+(?:in|at|from|who)\b)",
    re.IGNORECASE,
)


def inverted_subject(text: str) -> SubjectPhrase | None:
    """Source after the verb: `said Mr. Ortiz, the law professor`, `said a spokesman`."""
    text = text.strip()
    first = without_contraction(text.split()[0].lower().strip(",.")) if text.split() else ""
    if first in ("that", "whether", "if", "how", "why") or first in PREPOSITIONS:
        return None  # `suggests that the city ...`, `compared to half of ...`: not a source
    if first in PRONOUN_GENDER:
        return SubjectPhrase("pronoun", first)
    # `“...,” said one.`, `said yet another`: someone the text does not name.
    lone = _SOMEONE_UNNAMED.match(text)
    if lone:
        return SubjectPhrase("nominal", lone.group(1))
    # `noted the Tribune’s Ana Pell`: the outlet's possessive is a descriptor of the name after it, and so is
    # a body's whose name runs on past `of` or `for` (`the Bank of England’s`).
    found = find_mentions(text[:120])
    owners, owned = _possessive_bodies(text, found)
    mentions = [m for m in found if not m.possessive and m not in owners]
    if (
        mentions
        and (
            _words_before(text, mentions[0].start, owned) <= 3
            # `said Chief Executive of the BRC Helen Dickinson`: an office at a body, then its holder
            or bool(_OFFICE_AT_A_BODY.fullmatch(text[: mentions[0].start]))
        )
        and not re.search(r"[,;]", text[: mentions[0].start])
        # `reads Tetrick’s post on Medium`: a name after where-words is where, not who (`said master of
        # ceremonies Asab Al-Tabchi` is who)
        and not any(word.lower() in _WHERE for word in text[: mentions[0].start].split())
        # `said one Pell confidant`: a confidant, not Pell
        and not modifies_a_noun(text, mentions[0].start, mentions[0].end)
    ):
        named = role_holder(text, mentions[0]) or mentions[0]  # `said MSNBC host Ana Pell`
        written = text[
            named.start : named.end
        ]  # `said Acme Inc.`: the name as written, full stops and all
        return SubjectPhrase("name", named.name, named.title_gender, named.titled, written)
    held = _POST_HELD.match(text, owned[1]) if owners else None
    appositive = held and _APPOSITIVE_NAME.match(text, held.end())
    if appositive and (named := subject_of(appositive.group(1))) and named.kind == "name":
        return named  # `said the Bank of England’s governor, Andrew Bailey.`
    found = subject_of(
        re.split(r"[,;(]|\s(?:in|on|at|during|after|before|about|of|to|when|while|as)\s", text)[0]
    )
    if found is not None and found.kind == "nominal":
        # `said another Twitter user, Johanna Bayer.`: the appositive name is who the description means.
        # `said Oklahoma’s superintendent of public instruction, Joy Hofmeister.`: what the post is of, first.
        of_part = _OF_PART.match(text, len(found.text))
        portfolio = _PORTFOLIO_PART.match(text, len(found.text)) or of_part
        # `said ITV’s Managing Director, Media and Entertainment, Kevin Lygo.`: the post's portfolio first.
        appositive = _APPOSITIVE_NAME.match(text, len(found.text)) or (
            portfolio and _APPOSITIVE_NAME.match(text, portfolio.end())
        )
        if appositive and subject_of(appositive.group(1)) is not None:
            named = subject_of(appositive.group(1))
            return named if named.kind == "name" else found
    return found


_WHERE = frozenset("on in at via".split())
_OF_PART = re.compile(r"\s+(?:of|for|at)\s+[^,;.“”\"]{1,60}(?=\s*,)")
_PORTFOLIO_PART = re.compile(r"\s*,\s*(?:[A-Z][\w’'-]*\s+(?:and|&)\s+)+[A-Z][\w’'-]*(?=\s*,)")
# `, Johanna Bayer.`, `, actress Jamie Lee Curtis.`: a name, perhaps after a lowercase role word.
_APPOSITIVE_NAME = re.compile(
    r"\s*,\s*((?:[a-z]+\s+)?(?:[A-Z][\w.’'-]*\s+){1,3}[A-Z][\w’'-]+)\s*(?:[,.;]|$)"
)
# A name run on into the next (`Bank` `of` `England`), or into a possessive that ends a body's name
# (`for Fiscal Studies’`, `Democratic Change party’s`).
_RUNS_ON = re.compile(r"\s+(?:of|for|and)\s+(?:the\s+)?")
_OWNED = re.compile(
    r"(?:\s+(?:of|for|and)\s+(?:the\s+)?(?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w-]*"
    r"|\s+(?:party|movement|group|union|alliance|front|council|coalition))(?:’s|'s|’|')\s"
)
_MARK = re.compile(r"(?:’s|'s|’|')\s")
# The post a possessive body gives, then its holder set off: `governor, Andrew Bailey.`
_POST_HELD = re.compile(r"\s*(?:[\w-]+\s+){0,3}[\w-]+(?=\s*,)")


def _possessive_bodies(text: str, mentions) -> tuple[list, tuple[int, int]]:
    """The names that open a possessive body's name running on past `of` or `for` (`the Bank` of `the Bank of
    England’s governor`, `Movement` and `Democratic Change` of `the Movement for Democratic Change party’s`),
    and where the last such body's name starts and its possessive ends."""
    owners, run, span = [], [], (0, 0)
    for number, mention in enumerate(mentions):
        following = mentions[number + 1] if number + 1 < len(mentions) else None
        run.append(mention)
        owned = _OWNED.match(text, mention.end) or (
            mention.possessive and _MARK.match(text, mention.end)
        )
        if owned and (chain := run[:-1] if mention.possessive else run):
            owners += chain
            span = (chain[0].start, owned.end())
        if owned or following is None or not _RUNS_ON.fullmatch(text, mention.end, following.start):
            run = []
    return owners, span


def _words_before(text: str, start: int, owned: tuple[int, int]) -> int:
    """The words before a name, a possessive body's name before it counting as one (as `the Tribune’s` does)."""
    words = len(text[:start].split())
    if owned[1] and owned[1] <= start:
        words -= len(text[owned[0] : owned[1]].split()) - 1
    return words


def closing_inverted_cue(clause: str) -> SubjectPhrase | None:
    """`The levy marks “a turning point” for the harbour, said Ray Dunne, a fisherman.`: a speech verb set
    off by a comma with its subject after it closes the sentence and credits all of it, the fragment too."""
    per = _PER.match(clause)
    if per:  # `“...,” per The New York Times.`: credited as `according to` credits
        return subject_of(per.group(1))
    verbs = find_verbs(clause)
    found = _closing(clause, verbs[0]) if verbs else None
    if found is None and len(verbs) > 1:
        # `Ray Dunne is “lying” when he accuses them of stalling, said Ana Pell.`: the verbs of a clause the
        # quotation's sentence goes on with stand before the cue that closes it, which names its speaker.
        found = _closing(clause, verbs[-1], after_a_clause=True)
        found = found if found is not None and found.kind == "name" else None
    return found


_PER = re.compile(r"\s*,?\s*per\s+((?:the\s+|an?\s+)?[A-Z][^,;:]*)")


def _closing(clause: str, verb, *, after_a_clause: bool = False) -> SubjectPhrase | None:
    if verb.group().lower().endswith("ing") or verb.group().lower() in _TOLD:
        return None  # `Joe Kasper, told POLITICO`: the one told, not the speaker
    head = clause[: verb.start()]
    if not head.rstrip().endswith(",") or len(head.split()) > 30:
        return None
    if SUBORDINATE.match(head) and not after_a_clause:
        return None
    return inverted_subject(clause[verb.end() :])


def interjected_cue(before: str, verbs) -> SubjectPhrase | None:
    """`The paradox of Nancy, says Carl Anthony, a historian, is that she was “`: a cue with its subject
    after it, set off by commas inside a sentence that opens with no one (`However, said Pell, the pier
    is “`). A sentence that opens with a name is that name's (`Dunne, a lawyer, said Pell was “`)."""
    for verb in verbs:
        head = before[: verb.start()]
        if not head.rstrip().endswith(",") or verb.group().lower().endswith("ing"):
            continue
        if verb.group().lower() in _TOLD:
            continue
        opening = subject_of(re.split(r"[,;]", head, maxsplit=1)[0])
        if opening is not None and opening.kind != "nominal":
            continue
        set_off = _SET_OFF.match(before, verb.end())
        named = inverted_subject(set_off.group(1)) if set_off else None
        if named is not None and named.kind == "name":
            return named
    return None


# `says Carl Anthony, a historian at the library,` up to the comma that closes the name or its appositive.
_SET_OFF = re.compile(r"\s+([^,;“\"]{2,80}?)\s*,")


# Verbs whose object is the one spoken to: no inverted subject follows them.
_TOLD = {
    "told",
    "tells",
    "tell",
    "asked",
    "asks",
    "urged",
    "urges",
    "warned",
    "warns",
    "reminded",
    "assured",
}


def opening_pronoun(sentence: str) -> SubjectPhrase | None:
    """`She pushed back against the charge, saying`: the pronoun opening the sentence is its -ing verb's subject."""
    opening = _OPENING_PRONOUN.match(sentence)
    return SubjectPhrase("pronoun", opening.group(1).lower()) if opening else None


_OPENING_PRONOUN = re.compile(r"\s*(?:(?:And|But|Yet)\s+)?(?:then\s+)?(He|She|They)\s+[a-z]")


def relative_subject(head: str) -> SubjectPhrase | None:
    """`The loss was steep for Ana Pell, who said`: "who" after a name stands for it. In `Bannon, who Beck on
    Wednesday called`, the name after "who" is the verb's own subject."""
    own = _WHOM_A_NAME_VERBS.search(head)
    mentions = find_mentions(own.group(1)) if own else ()
    if mentions and mentions[-1].end == len(own.group(1).rstrip()) and not mentions[-1].possessive:
        return SubjectPhrase(
            "name", mentions[-1].name, mentions[-1].title_gender, mentions[-1].titled
        )
    if not _WHO.search(head):
        return None
    mentions = find_mentions(head)
    last = mentions[-1] if mentions else None
    if last is None or last.possessive or not _WHO.fullmatch(head[last.end :]):
        return None
    return SubjectPhrase("name", last.name, last.title_gender, last.titled)


_WHOM_A_NAME_VERBS = re.compile(
    r",\s*(?:who|whom)\s+((?:[A-Z][\w.’'-]*\s+){1,3})(?:(?:on|last|this)\s+[A-Z]?[a-z]+\s+|[a-z]+ly\s+|once\s+)*$"
)
_WHO = re.compile(r"\s*,?\s*who\s+(?:(?:has|had|also|later|then|once|recently)\s+)*$")
