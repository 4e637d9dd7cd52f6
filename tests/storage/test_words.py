"""Every sentence the storage layer shows can be found by Qt's translation tools."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from canfield.storage import words

from .helpers import needs_enotdir


def all_sentences() -> set[str]:
    tables = (words.DAMAGED, words.PARTIAL, words.NEWER, words.UNREADABLE, words.WRITE_FAILED)
    found = {text for table in tables for text in table.values()}
    found |= set(words.SETTING_LABELS.values()) | set(words.MODE_LABELS.values()) | set(words.GAME_LABELS.values())
    found |= set(words.OS_REASONS.values())
    return found | {words.KEPT_AS, words.LEFT_AT, words.VERSION_LABEL, words.RECENT_LABEL}


def lupdate() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")


def test_lupdate_extracts_every_sentence(tmp_path: Path) -> None:
    tool = lupdate()
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "storage.ts"
    subprocess.run([tool, words.__file__, "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    messages = ElementTree.parse(ts).getroot().iter("message")
    extracted = {m.findtext("source") for m in messages}
    assert all_sentences() <= extracted


def test_placeholders_are_named() -> None:
    for sentence in all_sentences():
        assert "{}" not in sentence


def test_field_names_are_joined_with_the_languages_own_comma():
    """Review X10: a Latin ", " inside an Arabic sentence; the separator is translated like the names."""
    from canfield.storage.notices import Notice

    notice = Notice.of(("Reset: {fields}.", {"fields": ("card back", "language")}))
    arabic = {", ": "، ", "card back": "ظهر الورق", "language": "اللغة"}
    assert notice.text(lambda text: arabic.get(text, text)) == "Reset: ظهر الورق، اللغة."
    assert notice.text() == "Reset: card back, language."


@needs_enotdir
def test_the_system_s_common_refusals_are_told_in_the_player_s_words(tmp_path: Path) -> None:
    """Review X10/S3: {reason} was the system's English ("Not a directory") inside every language's notice."""
    import errno

    from canfield.storage import Storage

    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    store = Storage(blocker / "home")
    store.take_problems()
    store.save_settings(store.settings)
    russian = {
        words.WRITE_FAILED["settings"]: "Не удалось сохранить настройки в {folder} ({reason}).",
        words.OS_REASONS[errno.ENOTDIR]: "папка не существует",
    }
    (notice,) = store.take_problems(lambda text: russian.get(text, text))
    assert notice.endswith("(папка не существует).") and "directory" not in notice
    assert words.os_reason(errno.EACCES, "Permission denied") == ["permission denied"]
    assert words.os_reason(errno.EMLINK, "Too many links") == "Too many links"  # the rare others as they are
