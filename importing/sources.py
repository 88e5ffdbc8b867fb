"""Reading import sources safely: files from the file system or uploads, checked and decoded as text."""

import hashlib
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings


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


def decode_source(data: bytes, *, label: str, max_bytes: int) -> tuple[str, tuple[str, ...]]:
    """Validated text of one file; raises SourceError with the file's name on anything unusable."""
    if len(data) > max_bytes:
        raise SourceError(f"{label}: {len(data):,} bytes is over the import limit of {max_bytes:,} bytes.")
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
            raise SourceError(f"{label}, line {line}: not valid UTF-8 (nor Windows-1252) text.") from error
        warnings = (f"{label}, line {line}: not valid UTF-8; read as Windows-1252. Check accented characters.",)
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\n\r\t")
    if controls > len(text) // 100:
        raise SourceError(f"{label}: this looks like a binary file, not text.")
    if "<script" in text.lower() or "<iframe" in text.lower():
        warnings += (f"{label}: contains HTML markup; it is kept as plain text and shown escaped.",)
    return text.replace("\r\n", "\n").replace("\r", "\n"), warnings


def _files_under(path: Path) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.rglob("*.txt") if p.is_file() or p.is_symlink())
    return [path]


def read_sources(paths: list[str], *, max_bytes: int | None = None) -> list[SourceText]:
    """Read every .txt file named or found in the given folders; all problems are raised together."""
    max_bytes = max_bytes or max_import_bytes()
    sources, errors = [], []
    for given in map(Path, paths):
        if not given.exists():
            errors.append(f"{given}: no such file or folder.")
            continue
        root = given.resolve() if given.is_dir() else given.resolve().parent
        for file in _files_under(given):
            if not file.resolve().is_relative_to(root):
                errors.append(f"{file}: points outside {given}; refused.")
                continue
            try:
                text, warnings = decode_source(file.read_bytes(), label=str(file), max_bytes=max_bytes)
            except SourceError as error:
                errors.append(str(error))
                continue
            checksum = hashlib.sha256(text.encode("utf-8")).hexdigest()
            sources.append(SourceText(file.stem, str(file), text, checksum, warnings))
    if errors:
        raise SourceError("\n".join(errors))
    return sources
