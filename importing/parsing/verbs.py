"""Attribution verbs: the words (said, told, according to ...) that credit quoted words to a source."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_VERB_WORDS = """said says say saying told tells tell telling added adds adding asked asks explained explains
noted notes wrote writes writing continued continues stated states declared declares insisted insists argued
argues arguing claimed claims claiming reported reports recalled recalls acknowledged acknowledges admitted
admits warned warns warning suggested suggests responded responds replied replies remarked remarks tweeted
tweets posted announced announces concluded concludes complained complains conceded concedes countered
counters quipped quips joked jokes observed observes urged urges testified stressed stresses emphasized
emphasizes predicted predicts vowed vows promised promises boasted boasts lamented laments charged charges
contended contends maintained maintains mused muses exclaimed shouted yelled demanded demands described
describes describing called calls calling believes believed thinks thought agreed agrees cautioned cautions
opined pleaded pledged pledges proclaimed reiterated reiterates repeated repeats confirmed confirms denied
denies accused accuses blasted slammed criticized criticizes praised praises dubbed labeled labelled
branded insisting adding noting explaining asking telling stating writing recounted recounts recalling
acknowledging announcing arguing predicting promising warned conceding
compared compares likened likens
dismissed dismisses exhorted asserted asserts wondered wonders sings sang characterized characterizes
recalled ripped mocked touted touts questioned questions answered answers reasoned interjected
acknowledged wrote observed affirmed assured echoed echoes chimed chided scoffed retorted condemned condemns
attacked scolded scolds accuse accusing decried decries lashed slammed hailed hails welcomed reads lauded
lauds chanted chanting tweeting call cited cites referenced described typed texted emailed scrawled
snapped proposed proposes chirped chirps sobbed wept singing replying vowing pledging
informed averred enthused hinted chuckled clarified alleged highlighted reckoned underlined
underscored elaborated implored gasped groaned moaned cried
revealed reveals commented confessed confided disclosed bragged laughed apologized apologised emphasised criticised characterised
shouting yelling screaming whispered whispers screamed gushed fumed barked sighed muttered murmured grumbled bellowed hollered sneered raved
teases teased ruled thanked pressed interrupted interjects
declaring stressing suggesting complaining boasting admitting asserting reiterating responding emphasizing
emphasising lamenting quipping joking urging""".split()
VERB_WORDS = frozenset(_VERB_WORDS)
# Two-word cues, keyed by their first word.
_PHRASAL = {
    "according": "to",
    "went": "on",
    "pointed": "out",
    "points": "out",
    "put": "it",
    "puts": "it",
    # `Mr. Smith shot back: “`, `fired back at critics, saying`
    "shot": "back",
    "shoots": "back",
    "fired": "back",
    "fires": "back",
    "hit": "back",
    "hits": "back",
    # `Francois Hollande paid tribute to “a literary giant”`
    "paid": "tribute",
    "pays": "tribute",
    "paying": "tribute",
    # `Naidu made it clear that India maintains ...`: the one who made it clear spoke, not the clause's subject
    "made": "it clear",
    "makes": "it clear",
}
# Letters of any alphabet: with ASCII only, `García said` read as `Garc a said`, "said" a noun after "a".
_WORD = re.compile(r"[^\W\d_]+")
_NOUN_MARKERS = {
    "the",
    "a",
    "an",
    "his",
    "her",
    "their",
    "its",
    "our",
    "my",
    "your",
    "these",
    "those",
    "such",
    "s",
}
_CONTRACTED_IS = {"he", "she", "it", "that", "who", "there", "what"}


def _after_noun_marker(words: list[re.Match[str]], number: int) -> bool:
    """`his claims`, `Dunne's claims`; but `he's claiming` is "he is claiming"."""
    if not number:
        return False
    previous = words[number - 1].group().lower()
    if previous == "s" and number > 1 and words[number - 2].group().lower() in _CONTRACTED_IS:
        return False
    if previous == "s" and words[number - 1].string[words[number - 1].start() - 1] not in "'’":
        return False  # `a woman in her 60s said`: a decade's s, no possessive
    if previous in _NOUN_MARKERS:
        return True
    # `to avoid answering questions`, `dismissing claims`: what a gerund does something with; `the shoplifting
    # call`: the noun a gerund names a kind of.
    word = words[number].group().lower()
    if word not in _OBJECT_NOUNS and word not in _KIND_NOUNS:
        return False
    after_a_gerund = (
        previous.endswith("ing")
        and words[number - 1].group().islower()
        and previous not in _NOUNS_IN_ING
    )
    determined = number > 1 and words[number - 2].group().lower() in _DETERMINERS
    return after_a_gerund and (word in _OBJECT_NOUNS or determined)


# Speech verbs that are also plural nouns, and nouns ending in -ing (`the ruling claims`: a subject, not a gerund).
_OBJECT_NOUNS = frozenset("questions claims comments remarks concerns demands complaints".split())
_KIND_NOUNS = frozenset(
    "call calls claim comment reply answer post posts tweet tweets note report charge".split()
)
_DETERMINERS = frozenset("the a an his her their its this that".split())
_NOUNS_IN_ING = frozenset(
    "ruling hearing briefing meeting building morning evening wedding thing nothing something everything "
    "anything king filing posting ceiling".split()
)


@dataclass(frozen=True)
class VerbHit:
    """Where an attribution verb stands in a text (quacks like the `re.Match` it replaced)."""

    begin: int
    finish: int
    text: str

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.finish

    def group(self) -> str:
        return self.text


@lru_cache(maxsize=8192)
def find_verbs(text: str) -> tuple[VerbHit, ...]:
    """Attribution verbs in `text`; a word-set lookup, much faster than one big alternation."""
    hits: list[VerbHit] = []
    lowered_words = _WORD.findall(text.lower())
    if (
        VERB_WORDS.isdisjoint(lowered_words)
        and _CUE_PARTS.isdisjoint(lowered_words)
        and not any(w in text for w in ("ccording", "went on", "point", "put", " back", " tribute"))
    ):
        return ()  # most clauses hold no cue at all: skip the word-by-word pass
    words = list(_WORD.finditer(text))
    for number, word in enumerate(words):
        lowered = word.group().lower()
        if word.start() and text[word.start() - 1] in "-‑":
            continue  # `a self-described “sovereign citizen”`, `so-called`: part of a word, no cue
        # `the United States`, `his claims`: capitalised or determined words are nouns here.
        if (word.group()[0].isupper() and number and lowered != "according") or _after_noun_marker(
            words, number
        ):
            continue
        if lowered in _PHRASAL:
            rest = _PHRASAL[lowered].split()
            following = words[number + 1 : number + 1 + len(rest)]
            if [w.group().lower() for w in following] == rest:
                hits.append(
                    VerbHit(
                        word.start(), following[-1].end(), text[word.start() : following[-1].end()]
                    )
                )
        elif (
            lowered in VERB_WORDS
            or (lowered == "read" and number and words[number - 1].group().lower() in _WRITTEN)
            # `“...,” read a statement from the Pentagon`: the document after it, inverted.
            or (lowered == "read" and _READ_A_DOCUMENT.match(text, word.end()))
            or (lowered in _FINDING and _FINDS_WORDS.match(text, word.end()))
        ):
            hits.append(VerbHit(word.start(), word.end(), word.group()))
    return tuple(hits)


# `“...,” the ABA found.`, `The OSC found that`: a finding's words, where `Levine found comic relief` is no cue.
_FINDING = frozenset({"found", "finds"})
_FINDS_WORDS = re.compile(r"\s*(?:that\b|[,.:;]|$)")
_READ_A_DOCUMENT = re.compile(
    r"\s+(?:a|the|an)\s+(?:[\w-]+\s+)?(?:statement|letter|message|post|note|release|memo)\b"
)
# `The statement read: “`: what a document says, where `read` after anything else is someone reading.
_WRITTEN = frozenset(
    "statement letter message post note release notice memo email e-mail tweet sign banner placard "
    "caption website".split()
)


def is_passive(text: str, verb: VerbHit) -> bool:
    """`Brooks was never informed he was under arrest`, `being touted as`, `is said to be`: a speech verb in the
    passive credits no words to its subject (one with an agent, `was told by the Speaker`, is read apart)."""
    lowered = verb.group().lower()
    if not (lowered.endswith("ed") or lowered in ("told", "said", "thought")) or " " in lowered:
        return False
    if lowered in ("asked", "questioned"):
        return False  # `Alderson was asked about it, and refuted his claims saying`: the one asked answers
    # The few words before the verb, not the whole text: a long sentence's verbs are each read in bounded time.
    return bool(_BE_BEFORE.search(text, max(0, verb.start() - 48), verb.start()))


def others_say(text: str) -> bool:
    """`... being touted as the “most beautiful phone ever”`, `Stefanik was greeted by protesters chanting “`: the
    words are said of the sentence's subject, or by a crowd, not by the subject."""
    return any(is_passive(text, verb) for verb in find_verbs(text)) or bool(
        _A_CROWD_SAYING.search(text)
    )


_A_CROWD_SAYING = re.compile(
    r"\b(?:protesters|demonstrators|supporters|fans|crowds?|audience|hecklers|marchers|activists)\s+"
    r"(?:chanting|shouting|yelling|singing|screaming|saying|calling)\s*$"
)


# A form of `be` (or `get`) and up to two adverbs, ending where the verb starts.
_BE_BEFORE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|get|gets|got|getting)\s+"
    r"(?:(?:not|never|also|often|once|first|then|later|even|\w+ly)\s+){0,2}$",
    re.IGNORECASE,
)


PARTICIPLE_LEADS = {
    "is",
    "are",
    "was",
    "were",
    "been",
    "be",
    "while",
    "by",
    "after",
    "before",
    "when",
    "and",
    "also",
    "then",
    # `Sen. Ron Johnson kept asking her why ... “`: verbs that take an -ing form, whose subject speaks.
    "kept",
    "keeps",
    "began",
    "begins",
    "started",
    "starts",
    "stopped",
    "continued",
    # `Sanders wasted little time declaring, “`, `spent much of her time insisting`
    "time",
    # `Fans flooded the page, one saying: “`: the -ing form's own subject, one of them.
    "one",
    "another",
}


AT_SOME_POINT = re.compile(
    r"(?:\s*\([^()]{1,40}\)|\s+(?:at (?:one|some) point|at times|once again|again|also|then|later))+\s*$"
)


def is_modifier(text: str, verb: VerbHit) -> bool:
    """Verb forms that attribute nothing: `tweets accusing the mayor` (an -ing form describing a noun),
    `too early to tell` (an infinitive). `footage of Vance asking` still names a speaker."""
    # `with Rep. Ana Pell (D-N.Y.) at one point saying`: an aside or a time between the name and the verb
    head = AT_SOME_POINT.sub("", text[: verb.start()]).rstrip()
    words = head.split()
    while len(words) > 1 and words[-1].endswith("ly") and words[-1].islower():
        words.pop()  # `with Trump reportedly yelling`
    previous = words[-1] if words else ""
    if previous.lower() == "to":
        return not _HAD_THIS_TO.search(head)
    if _THE_WAY.search(head[-60:]):
        return True  # `terminated for the way he responded to the call`: how someone acted, no cue

    if not verb.group().lower().endswith("ing") or not previous or head.endswith(","):
        return False
    if _WITH_SOMEONE.search(head[-80:]) and _INTRODUCES.match(text, verb.end()):
        # `with the rider himself stating that, “`: what someone said as the sentence's event went on (not `with
        # the right calling card`)
        return False
    if previous == "as" and _QUOTED_AS.search(head):
        return False  # `the ministry quoted Wang Yi as saying the deal was “`: whom it quoted spoke
    return previous.lower() not in PARTICIPLE_LEADS and not previous[0].isupper()


# A name's last word before `as`: `quoted the president as saying` may mean whoever holds the post.
_QUOTED_AS = re.compile(r"\bquoted(?:\s+\S+){0,5}\s+[A-Z][\w’'-]*\s+as$")


def described_by_others(before: str) -> re.Match | None:
    """`Harbour Hospital in particular was singled out as being “`: a passive whose subject others describe in the
    words that follow, no speech verb between (not `Obama has been criticized ..., saying the group “`)."""
    found = next(reversed(list(_DESCRIBED_BY_OTHERS.finditer(before))), None)
    return found if found and not find_verbs(before[found.end() :]) else None


_DESCRIBED_BY_OTHERS = re.compile(
    r"\b(?:was|were|is|are|been|being)\s+(?:\w+ly\s+)?(?:singled\s+out|described|labell?ed|branded|called|"
    r"dubbed|hailed|seen|regarded|viewed|critici[sz]ed|condemned|slammed|attacked|accused)\b"
)

# Words that are cues only with their neighbours (`The statement read`, `made it clear`).
_CUE_PARTS = frozenset({"read", "clear", "found", "finds"})
_WITH_SOMEONE = re.compile(
    r"\bwith\s+(?:(?:the|his|her|their)\s+(?:[a-z’'-]+\s+){0,2}?[a-z’'-]+(?:\s+(?:himself|herself|themselves))?|"
    r"(?:[A-Z][\w’'.-]*\s+){0,2}[A-Z][\w’'-]*\s+(?:himself|herself|themselves))$"
)
_INTRODUCES = re.compile(r"\s*(?:that\b|[,:]|\s*$)")
_THE_WAY = re.compile(
    r"\bthe\s+way\s+(?:that\s+)?(?:he|she|they|it|[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?)$"
)
# `Dr. Glass had this to say:`, `Pell had the following to add`: an infinitive that introduces what was said.
_HAD_THIS_TO = re.compile(
    r"\b(?:had|has|have)\s+(?:this|the\s+following|these\s+words)\s+to$", re.IGNORECASE
)
