"""Reading import sources: bad files are refused by name, odd encodings read with a warning."""

import pytest

from importing.sources import SourceError, decode_source, read_sources


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty"),
        (b"   \n\n", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (b"x" * 2048, "over the import limit"),
    ],
    ids=["empty", "blank", "binary", "too-large"],
)
def test_bad_files_are_refused_with_their_name(content, message):
    with pytest.raises(SourceError, match=message) as error:
        decode_source(content, label="story.txt", max_bytes=1024)
    assert "story.txt" in str(error.value)


def test_windows_1252_text_is_read_with_a_warning():
    text, warnings = decode_source(
        "Headline\n\n“Caf\u00e9,” he said.".encode("cp1252"), label="a.txt", max_bytes=10_000
    )
    assert "Café" in text
    assert "Windows-1252" in warnings[0] and "line 3" in warnings[0]


def test_markup_in_the_text_is_kept_as_text_with_a_warning():
    text, warnings = decode_source(
        b"Headline\n\n<script>alert(1)</script> said Jane Doe.", label="a.txt", max_bytes=10_000
    )
    assert "<script>" in text
    assert "shown escaped" in warnings[0]


def test_a_link_pointing_outside_the_folder_is_refused(tmp_path):
    folder = tmp_path / "copy"
    folder.mkdir()
    secret = tmp_path / "secret.txt"
    secret.write_text("Private\n\nnot for import", encoding="utf-8")
    (folder / "story.txt").symlink_to(secret)
    with pytest.raises(SourceError, match="points outside"):
        read_sources([str(folder)])


def test_a_missing_path_is_named():
    with pytest.raises(SourceError, match="no-such-folder: no such file"):
        read_sources(["no-such-folder"])


def test_a_few_control_characters_are_removed_with_a_warning():
    text, warnings = decode_source(
        b"Headline\n\nHe said\x0c it \x1bagain." + b" word" * 100, label="a.txt", max_bytes=10_000
    )
    assert "\x0c" not in text and "\x1b" not in text and "He said it again." in text
    assert warnings == ("a.txt, line 3: 2 control character(s) removed.",)
