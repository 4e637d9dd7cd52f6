#!/usr/bin/env bash
# Refresh the Qt translations.
#
#   scripts/update-translations.sh            lupdate: collect tr()/translate() strings from canfield/ui/**.py
#                                             (and QT_TRANSLATE_NOOP marks anywhere in canfield/) into
#                                             translations/canfield_<lang>.ts, then lrelease them
#   scripts/update-translations.sh --release  only lrelease: translations/*.ts -> canfield/locale/*.qm
#
# The .qm files are committed (setuptools cannot run lrelease at install time without PySide6 in the
# build environment); tests/i18n checks that they match the .ts sources. After lupdate, translate every
# new message in each .ts (Qt Linguist: pyside6-linguist translations/canfield_ru.ts, or any editor) and
# run this script again; tests/i18n/test_translations.py fails while a message is untranslated.
# Plural messages ("%n card(s)") keep their forms: scripts/keep_plurals.py puts back what lupdate drops;
# a new plural message must be added to each .ts by hand, with its numerus forms.
set -euo pipefail
cd "$(dirname "$0")/.."

LANGS=(en ar ro ru hy)

find_tool() {
    local name=$1
    for candidate in "${PYSIDE6_BIN:-}/$name" ".venv/bin/$name" "$(command -v "$name" || true)"; do
        if [[ -x $candidate && ! -d $candidate ]]; then
            echo "$candidate"
            return
        fi
    done
    echo "error: $name not found (pip install PySide6, or set PYSIDE6_BIN)" >&2
    exit 1
}

if [[ ${1:-} != --release ]]; then
    LUPDATE=$(find_tool pyside6-lupdate)
    # The window's code, plus Qt-free modules that mark their sentences with QT_TRANSLATE_NOOP (storage)
    mapfile -t sources < <({ find canfield/ui -name '*.py' 2>/dev/null; grep -rl --include='*.py' \
        'QT_TRANSLATE_NOOP(' canfield; } | sort -u)
    if ((${#sources[@]} == 0)); then
        echo "no translatable sources yet: the .ts files are left as they are"
    else
        before=$(mktemp -d)
        trap 'rm -rf "$before"' EXIT
        for lang in "${LANGS[@]}"; do
            # English is the source language: its .ts holds only the plural forms ("%n card(s)"), kept by
            # hand, because lupdate does not see Python's translate(ctx, text, None, n) as plural at all.
            [[ $lang == en ]] && continue
            ts="translations/canfield_$lang.ts"
            cp "$ts" "$before/"
            "$LUPDATE" -no-obsolete -locations none -source-language en -target-language "$lang" \
                "${sources[@]}" -ts "$ts"
            # ...and for the same reason it turns every plural message into a plain one: put them back.
            python3 scripts/keep_plurals.py "$before/canfield_$lang.ts" "$ts"
        done
    fi
fi

LRELEASE=$(find_tool pyside6-lrelease)
mkdir -p canfield/locale
for lang in "${LANGS[@]}"; do
    "$LRELEASE" -silent "translations/canfield_$lang.ts" -qm "canfield/locale/canfield_$lang.qm"
done
echo "built: $(ls canfield/locale/*.qm | tr '\n' ' ')"
