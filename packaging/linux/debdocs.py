"""The .deb's documentation made from the project's own sources: the changelog and the man pages.

* :func:`changelog_text`: ``/usr/share/doc/canfield/changelog.gz`` in Debian's format, one entry for
  each ``<release>`` of the AppStream metainfo (the one place release notes are written).
* :func:`write_man_page`: a section 6 (game) or 1 (command) page, written by ``help2man`` from the
  program's own ``--help``, plus the hand-written sections in ``packaging/linux/man/<name>.h2m``.
  help2man takes only "Usage:" as the synopsis; argparse prints "usage:", which help2man would leave
  as a stray paragraph of the description, so :func:`usage_to_synopsis` moves it to a SYNOPSIS; and
  :func:`without_help_description` drops argparse's one-line description, which the hand-written
  DESCRIPTION replaces.

Both are gzipped with ``-9 -n`` (no name, no time stamp), as Debian policy asks.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import gzip
import os
import re
import shutil
import subprocess
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import metadata

MAN_INCLUDES = Path(__file__).resolve().parent / "man"


@dataclass(frozen=True)
class Release:
    """One ``<release>`` of the metainfo: version, date and its notes (paragraphs and list items)."""

    version: str
    date: dt.date
    notes: tuple[tuple[str, ...], ...]
    """Each note is a paragraph, followed by the items of the list after it (if any)."""


def _text(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def releases(metainfo: Path) -> list[Release]:
    """Read the metainfo's releases, newest first (the order AppStream requires)."""
    found = []
    for release in ET.parse(metainfo).getroot().iterfind("releases/release"):
        notes: list[list[str]] = []
        for child in release.find("description") or []:
            if child.tag == "p":
                notes.append([_text(child)])
            elif child.tag in ("ul", "ol"):
                items = [_text(item) for item in child.iterfind("li")]
                if notes:
                    notes[-1].extend(items)
                else:
                    notes.extend([item] for item in items)
        date = dt.date.fromisoformat(release.get("date"))
        found.append(Release(release.get("version"), date, tuple(tuple(note) for note in notes)))
    return found


def _noon_utc(date: dt.date) -> dt.datetime:
    """The time stamp a release's date stands for: noon UTC (the same on every build machine)."""
    return dt.datetime.combine(date, dt.time(12, 0), tzinfo=dt.UTC)


def _bullet(text: str, marker: str, indent: int) -> list[str]:
    lead = " " * indent + marker + " "
    return textwrap.wrap(text, width=79, initial_indent=lead, subsequent_indent=" " * len(lead))


def changelog_text(metainfo: Path, package: str, maintainer: str) -> str:
    """Return the Debian changelog for every release in ``metainfo``, newest first."""
    entries = []
    for release in releases(metainfo):
        lines = [f"{package} ({metadata.deb_version(release.version)}) unstable; urgency=medium", ""]
        for paragraph, *items in release.notes or (("Release " + release.version,),):
            lines += _bullet(paragraph, "*", 2)
            for item in items:
                lines += _bullet(item, "-", 4)
        lines += ["", f" -- {maintainer}  {email.utils.format_datetime(_noon_utc(release.date))}", ""]
        entries.append("\n".join(lines))
    return "\n".join(entries)


def write_gzip(text: str, target: Path) -> Path:
    """Write ``text`` gzipped at level 9 with no file name or time in the header (gzip -9n)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as gz:
        gz.write(text.encode("utf-8"))
    return target


def man_page_text(program: Path, name: str, section: int, summary: str, version: str, date: dt.date) -> str:
    """Run help2man on ``program`` (a built executable) and return the page's roff text."""
    if not shutil.which("help2man"):
        raise SystemExit("help2man is missing: apt-get install help2man (scripts/setup.sh PACKAGING_PACKAGES)")
    stamp = int(_noon_utc(date).timestamp())
    # COLUMNS: argparse wraps --help to the terminal's width; wide, the usage stays on one line.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SOURCE_DATE_EPOCH": str(stamp), "LC_ALL": "C.UTF-8"}
    env["COLUMNS"] = "1000"
    env.pop("LANGUAGE", None)  # English, whatever the builder's languages: canfield --help speaks the player's
    with tempfile.TemporaryDirectory() as home:  # ...and the builder's own language setting is not read
        env["CANFIELD_HOME"] = home
        done = _help2man(program, name, section, summary, version, env)
    return usage_to_synopsis(without_help_description(done, name), name)


def _help2man(program: Path, name: str, section: int, summary: str, version: str, env: dict[str, str]) -> str:
    manual = "Games Manual" if section == 6 else "User Commands"
    command = ["help2man", "--no-info", f"--section={section}", f"--name={summary}", f"--manual={manual}"]
    command += [f"--source={name} {version}", f"--version-string={version}"]
    command += [f"--include={MAN_INCLUDES / f'{name}.h2m'}", str(program)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not done.stdout.startswith('.\\"'):
        raise SystemExit(f"help2man {program} failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return done.stdout


def without_help_description(page: str, name: str) -> str:
    """Drop argparse's description, the paragraph help2man writes after the ``usage:`` line: the page's
    DESCRIPTION is the one of ``man/<name>.h2m``, which help2man puts first, and the --help's one line
    would stand alone after it, before the options."""
    roff_name = name.replace("-", "\\-")
    usage = rf"^\.PP\nusage: {re.escape(roff_name)} .*\n"
    return re.sub(rf"({usage})\.PP\n(?:[^.\n].*\n)+(?=\.SS )", r"\1", page, count=1, flags=re.M)


def usage_to_synopsis(page: str, name: str) -> str:
    """Move argparse's one-line ``usage: NAME ...`` paragraph out of the description into a SYNOPSIS
    section after NAME, as ``.B NAME`` and the arguments (a man page's usual synopsis)."""
    roff_name = name.replace("-", "\\-")  # roff's hyphen, as help2man writes it
    usage = re.search(rf"^\.PP\nusage: {re.escape(roff_name)} (.*)\n", page, re.M)
    if not usage:
        raise SystemExit(f"help2man's page for {name} has no one-line 'usage: {name}' paragraph:\n{page[:1500]}")
    page = page[: usage.start()] + page[usage.end() :]
    # Left-aligned and unhyphenated, as synopses are set (.ad/.hy put the defaults back after it).
    synopsis = f".SH SYNOPSIS\n.nh\n.ad l\n.B {roff_name}\n{usage.group(1)}\n.ad\n.hy\n"
    return page.replace(".SH DESCRIPTION\n", synopsis + ".SH DESCRIPTION\n", 1)


def write_man_page(program: Path, share: Path, name: str, section: int, summary: str, release: Release) -> Path:
    """Write ``share``/man/man<section>/<name>.<section>.gz for ``program``, dated as ``release``."""
    text = man_page_text(program, name, section, summary, release.version, release.date)
    return write_gzip(text, share / "man" / f"man{section}" / f"{name}.{section}.gz")
