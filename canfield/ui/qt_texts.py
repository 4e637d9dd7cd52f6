"""Qt's own texts that Qt leaves in English where it ships no translation of its own.

PySide6 has no qtbase_ro or qtbase_hy, so the right-click menus of the game-code
field (a QLineEdit) and of How to Play (a QTextBrowser) said "Undo", "Copy",
"Select All" in Romanian and Armenian (review X11). Qt looks these texts up in
every installed translator under its own class names, so listing them here puts
them into our .ts files (lupdate reads QT_TRANSLATE_NOOP) and our translation
answers Qt's lookups; nothing imports this module at run time.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

LINE_EDIT_MENU = (
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)
TEXT_BROWSER_MENU = (
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
)
