"""Find the game's data files (the icons) wherever the game runs from.

The cards are drawn in code (``ui/cardart.py``), and compiled translations are read as package data
by :func:`canfield.i18n.qm_data`.

The same relative name, such as ``resource_path("assets", "icons", "canfield.svg")``, works in three
layouts:

* a PyInstaller bundle: files sit under ``sys._MEIPASS/canfield/`` (``packaging/canfield.spec`` puts
  them there);
* an installed wheel: files are package data inside the ``canfield`` package folder;
* a source checkout (also an editable install): files sit at the top of the repository, next to
  ``pyproject.toml``.

No Qt import here: the engine, storage and tests may use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_ID = "io.github.canfield_solitaire.Canfield"
"""Reverse-DNS application id: the .desktop file, the AppStream id, the icon name and the macOS bundle id."""

APP_NAME = "Canfield"
"""The name a player sees in menus, title bars and installers."""

HOME_PAGE = "https://github.com/canfield-solitaire/canfield"
"""The game's home page (pyproject's ``Homepage``; a test keeps the two equal): the About box links it."""

LICENSE_NAME = "MIT License"
"""The licence of the LICENSE file, by its usual name (pyproject's ``license``)."""

ICON = ("assets", "icons", "canfield.svg")
"""The application icon, relative to a resource root."""

_PACKAGE_DIR = Path(__file__).resolve().parent


def resource_roots() -> list[Path]:
    """Return the folders searched for data files, most specific first.

    A frozen bundle's folder comes first; then the installed package's own folder; then, only when
    the package sits in a source checkout (its parent holds ``pyproject.toml``), the checkout.
    """
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        roots.append(Path(bundle) / "canfield")
    roots.append(_PACKAGE_DIR)
    checkout = _PACKAGE_DIR.parent
    # Only a real checkout: an installed package's parent is site-packages, which is not ours.
    if (checkout / "pyproject.toml").is_file():
        roots.append(checkout)
    return list(dict.fromkeys(roots))


def find_resource(*parts: str) -> Path | None:
    """Return the first existing ``root/parts...`` over :func:`resource_roots`, or None."""
    if not parts:
        raise ValueError("find_resource needs at least one path part")
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return None


def resource_path(*parts: str) -> Path:
    """Return the path of a data file or folder; raise FileNotFoundError naming every place looked in."""
    found = find_resource(*parts)
    if found is None:
        looked = ", ".join(str(root.joinpath(*parts)) for root in resource_roots())
        raise FileNotFoundError(f"Canfield data file {'/'.join(parts)!r} is missing (looked in: {looked})")
    return found


def icon_path() -> Path:
    """Return the scalable application icon (SVG)."""
    return resource_path(*ICON)
