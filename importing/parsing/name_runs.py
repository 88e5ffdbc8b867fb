"""Capitalised runs of words, where names are looked for: the words a name is made of, and where a sentence's
word or its end splits a run (`Dunne But`, `Marco Rubio. Chris Christie`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from importing.parsing.name_words import NON_NAME_WORDS, TITLES, WEEKDAYS
from importing.parsing.sentences import ABBREVIATIONS

# `Washington-based` and `Kennedy-like` are adjectives, not names (`Ban Ki-moon` is one).
_ADJECTIVE_SUFFIX = (
    r"(?:based|like|style|born|era|led|backed|owned|made|run|bred|centric|esque|ish|type|funded|"
    r"affiliated|aligned|allied|leaning|sponsored|controlled|friendly|bashing|supporting|loving|[a-z]+ing)\b"
)
# Capitals of the Latin alphabets, accented ones too: `Mesut Özil`, `Émilie Dupont`, `Łukasz Fabiański`.
UPPER = "A-Z" + "".join(letter for letter in map(chr, range(0xC0, 0x250)) if letter.isupper())
# UTF-8 read as Windows-1252 inside a word (`SÃ©golÃ¨ne`, `PeÃ±a`, `Oâ€™Brien`): the accent's second byte
# became a symbol, which would otherwise end the word.
_MOJIBAKE = "(?<=[ÃÂ])[\u0080-\u00bf]|(?<=â)€™"
# A first name given as two initials written together (`J.R. Smith`, `A.J. Styles`) is one token, as the
# initials of a place or a body are (`U.S.`, `U.N.`: _is_dropped tells them apart).
JOINED_INITIALS = r"[A-Z]\.[A-Z]\."
# A web address's ending and a trade mark are inside a company's name (`Realtor.com® Chief Economist Danielle
# Hale`): they had cut the name short, and the role after it from its holder.
_DOMAIN_OR_MARK = r"\.(?:com|org|net)\b|[®™]"
# A token starts a word (`(?<!\w)`), so the look-ahead reads each word once, not once per letter. An
# ampersand between capitals is inside the word (`P&G`, `AT&T`); Arabic's article joins a surname
# (`Abdel Fattah al-Sisi`, `Bashar al-Assad`).
_TOKEN = (
    rf"(?<!\w)(?:{JOINED_INITIALS}(?=\s)|(?:(?:al|el)-)?(?![{UPPER}]\w*-{_ADJECTIVE_SUFFIX})[{UPPER}](?:[\w’'\-]|&(?=[A-Z])|{_MOJIBAKE}|{_DOMAIN_OR_MARK})*\.?"
    r"|[A-Z]\.)"
)
# Particles inside a name, one or two (`Virgil van Dijk`, `Ursula von der Leyen`, `Juan de la Cruz`); fewer
# than name_words.PARTICLES: a run joins capitalised words across these (`do` and `el` would join `Democrats do
# Obamacare`).
_CONNECTOR = r"(?:de|da|del|della|dos|das|van|von|der|den|ter|ten|la|le|los|bin|ibn|al|di|du|st\.)"
RUN = re.compile(rf"{_TOKEN}(?:\s+(?:{_CONNECTOR}\s+){{0,2}}{_TOKEN})*")
_OPENS_AN_ADJECTIVE = re.compile(rf"\s+[{UPPER}]\w*-{_ADJECTIVE_SUFFIX}")


def runs(text: str):
    """Capitalised runs, split where a sentence word (`But`, `The`) stands inside one (`Dunne But`)."""
    for match in RUN.finditer(text):
        if _OPENS_AN_ADJECTIVE.match(text, match.end()):
            continue  # `Grand` in `Grand Slam-chasing Rory McIlroy`, `New` in `New York-based`: the adjective's
        if " " not in match.group():
            yield match
            continue
        pieces = list(re.finditer(r"\S+", match.group()))
        start = 0
        for number, piece in enumerate(pieces[1:], 1):
            # A particle inside the run (`Erik ten Hag`) is lower case; a sentence word in it is not.
            sentence_word = (
                piece.group().lower() in NON_NAME_WORDS
                and not piece.group().islower()
                and not a_day_after_a_title(pieces[number - 1].group(), piece.group())
            )
            if sentence_word or _ends_sentence(
                pieces[number - 1].group(), first=number - 1 == start
            ):
                yield _Piece(
                    match.group()[pieces[start].start() : pieces[number - 1].end()],
                    match.start() + pieces[start].start(),
                )
                start = number
        yield _Piece(match.group()[pieces[start].start() :], match.start() + pieces[start].start())


def _ends_sentence(token: str, *, first: bool) -> bool:
    """A word's full stop that closes its sentence (`Marco Rubio. Chris Christie`: two people), not an
    abbreviation's (`Sen.`, `Inc.`), an initial's (`John F. Kennedy`) or a title's (`Sens. Pell and Dunne`).
    A short word opening the run is taken for a title's abbreviation this module does not know (`Del.
    Marcia Price`, `Supt. Ray Dunne`), as titles open names."""
    if not token.endswith(".") or "." in token[:-1]:
        return False
    word = token[:-1].lower()
    if word in ABBREVIATIONS or word in TITLES or word in PLURAL_TITLES:
        return False
    return len(word) > (4 if first else 1)


def is_a_title(token: str) -> bool:
    """`Sen.`, `Mr.`, or one for several (`Sens. Ana Pell and Ray Dunne`): a title the name was given."""
    return token.lower() in TITLES or token.lower().rstrip(".") in PLURAL_TITLES


def a_day_after_a_title(before: str, token: str) -> bool:
    """`Mr Monday Kuryas`: after a title, a day is a first name, not a sentence's word."""
    return token.lower() in WEEKDAYS and is_a_title(before)


PLURAL_TITLES = frozenset({"sens", "reps", "govs", "gens", "drs", "messrs", "mmes", "profs"})


@dataclass(frozen=True)
class _Piece:
    """A slice of a capitalised run, quacking like the `re.Match` it came from."""

    text: str
    begin: int

    def group(self) -> str:
        return self.text

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.begin + len(self.text)
