"""Reading import sources safely: files from the file system, uploads or pasted text, checked and decoded.

`check_sources` holds the checks every way into the importer applies (the admin import page's files
and pasted text, the import_articles command, the content API): call it, never a copy of it.
"""

import errno
import hashlib
import os
import stat
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.utils.text import slugify

from stories.models import Article

# An import's name identifies it on re-import (Article.source_name).
NAME_MAX_LENGTH = Article._meta.get_field("source_name").max_length


class SourceError(Exception):
    """A problem with one input file; the whole batch is refused."""


@dataclass(frozen=True)
class SourceText:
    name: str
    path: str
    text: str
    checksum: str
    warnings: tuple[str, ...] = ()


def max_import_bytes() -> int:
    return settings.THROUGHLINE_IMPORT_MAX_BYTES


def is_control_character(ch: str) -> bool:
    """C0 and C1 controls and DEL, except the line breaks and tabs of plain text."""
    return ch not in "\n\r\t" and unicodedata.category(ch) == "Cc"


def decode_source(data: bytes, *, label: str, max_bytes: int) -> tuple[str, tuple[str, ...]]:
    """Validated text of one file; raises SourceError with the file's name on anything unusable."""
    if len(data) > max_bytes:
        raise SourceError(
            f"{label}: {len(data):,} bytes is over the import limit of {max_bytes:,} bytes."
        )
    if not data.strip():
        raise SourceError(f"{label}: the file is empty.")
    if b"\x00" in data:
        raise SourceError(f"{label}: this looks like a binary file, not text.")
    try:
        text, warnings = data.decode("utf-8-sig"), ()
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError:
            raise SourceError(
                f"{label}, line {line}: not valid UTF-8 (nor Windows-1252) text."
            ) from error
        warnings = (
            f"{label}, line {line}: not valid UTF-8; read as Windows-1252. Check accented characters.",
        )
    controls = [index for index, ch in enumerate(text) if is_control_character(ch)]
    if len(controls) > len(text) // 100:
        raise SourceError(f"{label}: this looks like a binary file, not text.")
    if controls:
        # A stray form feed or escape from a word processor: invisible to readers, invalid in feeds.
        line = text[: controls[0]].count("\n") + 1
        text = "".join(ch for ch in text if not is_control_character(ch))
        warnings += (f"{label}, line {line}: {len(controls)} control character(s) removed.",)
    if "<script" in text.lower() or "<iframe" in text.lower():
        warnings += (f"{label}: contains HTML markup; it is kept as plain text and shown escaped.",)
    return text.replace("\r\n", "\n").replace("\r", "\n"), warnings


def read_sources(paths: list[str], *, max_bytes: int | None = None) -> list[SourceText]:
    """Read every .txt file named, or found in the given folders, with `check_sources`'s checks.

    Only regular files are read, at most max_bytes + 1 bytes of each; devices, FIFOs, links that
    loop or point outside the given folder are refused. A file found in a folder is named by its
    path inside that folder ("2017/story"), a file given by itself by its name. Every problem is
    one line of the SourceError raised; nothing is returned unless every file is usable.
    """
    max_bytes = max_bytes or max_import_bytes()
    entries, errors = [], []
    for given in map(Path, paths):
        found, refused = _candidates(given)
        errors += refused
        for label, name, file in found:
            try:
                entries.append(
                    (label, name, read_regular_file(file, label=label, limit=max_bytes + 1))
                )
            except SourceError as error:
                errors.append(str(error))
    try:
        sources = checked_sources(entries, max_bytes=max_bytes)
    except SourceError as error:
        errors += str(error).splitlines()
    if errors:
        raise SourceError("\n".join(errors))
    return sources


def _candidates(given: Path) -> tuple[list[tuple[str, str, Path]], list[str]]:
    """(label, name, resolved path) of the files to read under `given`, and the refusals, one line each."""
    if not given.exists() and not given.is_symlink():
        return [], [f"{given}: no such file or folder."]
    root = (
        given.resolve() if given.is_dir() else None
    )  # a file named by itself may be a link anywhere
    if root is None:
        files = [(given, given.stem)]
    else:
        files = [
            (file, file.relative_to(given).with_suffix("").as_posix()) for file in _txt_files(given)
        ]
        if not files:
            return [], [f"{given}: no .txt files in this folder."]
    found, refused = [], []
    for file, name in files:
        try:
            target = file.resolve(strict=True)
        except RuntimeError:  # Python 3.11 reports a loop this way; later versions as OSError
            refused.append(f"{file}: a symbolic link that loops; refused.")
            continue
        except OSError as error:
            reason = (
                "a symbolic link that loops" if error.errno == errno.ELOOP else "a link to nothing"
            )
            refused.append(f"{file}: {reason}; refused.")
            continue
        if root is not None and not target.is_relative_to(root):
            refused.append(f"{file}: points outside {given}; refused.")
            continue
        found.append((str(file), name, target))
    return found, refused


def _txt_files(folder: Path) -> list[Path]:
    # os.walk does not follow links to folders, so a link back up the tree is not walked forever.
    return sorted(
        Path(dirpath) / filename
        for dirpath, _dirs, filenames in os.walk(folder)
        for filename in filenames
        if filename.endswith(".txt")
    )


def read_regular_file(path: Path, *, label: str, limit: int) -> bytes:
    """At most `limit` bytes of a regular file; SourceError for anything else (device, FIFO, folder)."""
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        raise SourceError(f"{label}: cannot be read ({error.strerror}).") from None
    with os.fdopen(descriptor, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise SourceError(f"{label}: not a regular file; refused.")
        return file.read(limit)


def check_sources(
    uploads: Iterable[tuple[str, bytes]], *, max_bytes: int | None = None
) -> list[SourceText]:
    """The import checks, for (file name, bytes) pairs: uploads, pasted text (`pasted_source`), API posts.

    Each text must be non-empty, at most `max_bytes` (THROUGHLINE_IMPORT_MAX_BYTES), not binary
    (no NUL byte, at most 1 % control characters; fewer are removed with a warning), UTF-8 or
    Windows-1252 (with a warning); names must be distinct within the batch, printable and fit
    Article.source_name. Raises SourceError listing every problem, one line each, naming its file.
    The name of a source is its file name without the directory and the .txt suffix.
    """
    return checked_sources((label, source_name(label), data) for label, data in uploads)


def source_name(label: str) -> str:
    return label.replace("\\", "/").rsplit("/", 1)[-1].removesuffix(".txt")


def pasted_source(text: str) -> tuple[str, bytes]:
    """A pasted article as an upload: named after its first line, so pasting it again is recognised."""
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    return f"pasted-{slugify(first_line)[:80] or 'text'}.txt", text.encode("utf-8")


def checked_sources(
    entries: Iterable[tuple[str, str, bytes]], *, max_bytes: int | None = None
) -> list[SourceText]:
    """`check_sources` for (label shown in messages, name, bytes) triples."""
    max_bytes = max_bytes or max_import_bytes()
    sources, errors, labels = [], [], {}
    for label, name, data in entries:
        if name in labels:
            errors.append(
                f"{labels[name]} and {label}: two files named {Path(label).name}; rename one or import them separately."
            )
            continue
        labels[name] = label
        if (
            len(name) > NAME_MAX_LENGTH
            or not name.strip()
            or any(is_control_character(ch) for ch in name)
        ):
            errors.append(
                f"{label!r}: the file name must be printable and at most {NAME_MAX_LENGTH} characters."
            )
            continue
        try:
            text, warnings = decode_source(data, label=label, max_bytes=max_bytes)
        except SourceError as error:
            errors.append(str(error))
            continue
        sources.append(
            SourceText(
                name, label, text, hashlib.sha256(text.encode("utf-8")).hexdigest(), warnings
            )
        )
    if errors:
        raise SourceError("\n".join(errors))
    return sources
