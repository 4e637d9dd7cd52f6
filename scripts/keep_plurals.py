"""Put back what lupdate drops from a .ts file: the plural forms of messages it cannot see as plural.

pyside6-lupdate does not read Python's ``translate(context, text, None, n)`` as a numerus
message, so a refresh turns ``%n card(s)`` into a plain, unfinished message ("Removed plural
forms..."). Run after lupdate with the file as it was before::

    python3 scripts/keep_plurals.py BEFORE.ts AFTER.ts

Every message that was numerus in BEFORE and is still in AFTER gets its old block back,
word for word; nothing else in AFTER changes (order and layout stay lupdate's).
Standard library only: the script runs before any virtual environment exists.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.DOTALL)
MESSAGE = re.compile(r"<message(?: [^>]*)?>.*?</message>", re.DOTALL)
SOURCE = re.compile(r"<source>(.*?)</source>", re.DOTALL)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.DOTALL)


def _key(context: str, block: str) -> tuple[str, str, str]:
    """A message's identity: context, source text and disambiguation comment."""
    source = SOURCE.search(block)
    comment = COMMENT.search(block)
    return (
        html.unescape(context),
        html.unescape(source.group(1)) if source else "",
        html.unescape(comment.group(1)) if comment else "",
    )


def numerus_blocks(text: str) -> dict[tuple[str, str, str], str]:
    """The numerus messages of a .ts text, by identity."""
    found = {}
    for context in CONTEXT.finditer(text):
        for block in MESSAGE.findall(context.group(2)):
            if 'numerus="yes"' in block.split(">", 1)[0]:
                found[_key(context.group(1), block)] = block
    return found


def restore(before: str, after: str) -> tuple[str, int]:
    """``after`` with the numerus messages of ``before`` put back; and how many were put back."""
    old = numerus_blocks(before)
    restored = 0

    def fix_context(context: re.Match[str]) -> str:
        nonlocal restored

        def fix_message(message: re.Match[str]) -> str:
            nonlocal restored
            block = message.group(0)
            kept = old.get(_key(context.group(1), block))
            if kept is None or kept == block:
                return block
            restored += 1
            return kept

        return context.group(0).replace(context.group(2), MESSAGE.sub(fix_message, context.group(2)))

    return CONTEXT.sub(fix_context, after), restored


def main(argv: list[str]) -> int:
    """Command line: BEFORE.ts AFTER.ts (AFTER is rewritten in place)."""
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    before, after = (Path(arg) for arg in argv)
    text, restored = restore(before.read_text(encoding="utf-8"), after.read_text(encoding="utf-8"))
    after.write_text(text, encoding="utf-8")
    if restored:
        print(f"    Kept the plural forms of {restored} message(s) lupdate cannot see as plural")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
