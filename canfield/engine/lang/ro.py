"""Romanian. The board description is seed 001's, word for word.

Notes on the seed's wording:
- The seed writes «coloana 1» with a small letter after a full stop
  («… treflă goală. coloana 1: …»). The seed presents the sample as the
  app's own output, so the game writes it so too (issue 32); a pile's own
  name, which stands alone, keeps its capital («Coloana 1»).
- The description uses other words than the seed's rule text: «Pachet»
  (stock; rules: «pachetul de extragere»), «talon» (waste; rules: «pachetul
  de descărcare»), «rang de pornire» (rules: «rangul de start / de început»),
  hearts «inimă roșie» (rules: «cupă»), king «popa» (rules: «regele»). The
  game keeps the description's words everywhere, How to Play included
  (translations/glossary_ro.tsv).
- Court cards are articulated («dama de treflă», «asul de pică»), number
  cards are «7 de inimă roșie».
- «gol/goală» agrees with the suit: pică, treflă, inimă roșie are feminine,
  caro is neuter («pică goală, caro gol, treflă goală»).
- «de» goes between a number and its noun from 20 on, except when the last
  two digits are 01-19: «34 de cărți», «13 cărți», «101 cărți» (CLDR "other"
  vs "few").
"""

from ..cards import Suit
from . import WordsTable

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
_SUITS = {S: "pică", H: "inimă roșie", D: "caro", C: "treflă"}

WORDS: WordsTable = {
    "code": "ro",
    "card_forms": {"one": "{n} carte", "few": "{n} cărți", "other": "{n} de cărți"},
    "ranks": {
        "nom": {1: "asul", 11: "valetul", 12: "dama", 13: "popa"},
        "alone": {1: "as", 11: "valet", 12: "damă", 13: "popă"},
        # a card that starts a sentence: «Dama de treflă poate…», but «Cartea 6 de treflă poate…»
        # (a bare number cannot stand as the subject; «Cartea dama» would stack two articles)
        "subj": {1: "asul", 11: "valetul", 12: "dama", 13: "popa", **{n: f"cartea {n}" for n in range(2, 11)}},
    },
    "suits": {"label": _SUITS, "of": _SUITS},
    "card_patterns": {"court": "{rank} de {suit[of]}", "pip": "{rank} de {suit[of]}"},
    "suit_gender": {S: "f", H: "f", D: "n", C: "f"},
    "empty": {"f": "goală", "n": "gol", "m": "gol", "": "gol"},
    "patterns": {
        "stock": "Pachet: {cards}",
        "stock_empty": "Pachet gol",
        "waste": "talon: {cards}, deasupra: {top}",
        "waste_empty": "talon gol",
        "reserve": "rezervă: {cards}, deasupra: {top}",
        "reserve_empty": "rezervă goală",
        "piles": "{stock}; {waste}; {reserve}.",
        "foundations": "Fundații, rang de pornire {rank}: {items}.",
        "foundation": "{suit} până la {top} ({n})",
        "foundation.pile": "{suit} până la {top}, {cards}",
        "foundation_empty": "{suit} {empty}",
        "item_sep": ", ",
        "column": "{label}: {cards}",
        "column_first": "coloana {n}",
        "column_other": "coloana {n}",
        "column_empty": "goală",
        "column_sep": "; ",
        "columns": "{items}.",
        "sentence_sep": " ",
        "announce_move": "{card} {source} {target}.",
        "announce_tail": "{card} și încă {more} {source} {target}.",
        "announce_draw": "Din pachet: {cards}, deasupra: {card}.",
        "announce_draw_undone": "{cards} înapoi în pachet ({card} fusese deasupra).",
        "announce_recycle": "Talonul se întoarce în pachet.",
        "announce_autofill": "Rezerva umple coloana {n} cu {card}.",
        "announce_won": "Toate cele 52 de cărți sunt pe fundații: ați câștigat!",
        "pile.stock": "Pachet",
        "pile.waste": "Talon",
        "pile.reserve": "Rezervă",
        "pile.foundation": "Fundația {n}",
        "pile.column": "Coloana {n}",
        "from.column": "de pe coloana {n}",
        "from.waste": "din talon",
        "from.reserve": "din rezervă",
        "from.foundation": "de pe fundația de {suit}",
        "to.column": "pe coloana {n}",
        "to.foundation": "pe fundația de {suit}",
    },
    "refusals": {
        "code_expected": "Un cod de joc arată ca {example}: {prefix}"
        ", apoi D1 sau D3, apoi {letters} litere de la A la Z.",
        "code_form": "„{code}” nu este un cod de joc. {expected}",
        "code_draw": "„{code}” nu are o extragere validă (D1 sau D3). {expected}",
        "code_letters": "„{code}” trebuie să se termine cu exact {letters} litere de la A la Z. {expected}",
        "draw_only": "Aceste reguli se joacă numai cu extragere {draw}.",
        "draw_only.strict": "Regulile stricte se joacă numai cu extragere {draw}.",
        "draw_only.classic": "Regulile clasice se joacă numai cu extragere {draw}.",
        "bad_draw": "Aceste reguli nu se joacă cu extragere {draw}.",
        "illegal": "Această mutare nu este permisă.",
        "not_a_move": "Aceasta nu este o mutare.",
        "no_such_pile": "Mutarea numește un teanc care nu există.",
        "bad_count": "O mutare ia cel puțin o carte.",
        "to_waste": "Cărțile ajung pe talon doar din pachet.",
        "to_reserve": "Nu se pune niciodată o carte pe rezervă.",
        "same_pile": "Cărțile sunt deja acolo.",
        "source_empty": "Teancul este gol.",
        "source_empty.column": "Coloana {n} este goală.",
        "source_empty.foundation": "Fundația {n} este goală.",
        "source_empty.waste": "Talonul este gol.",
        "source_empty.reserve": "Rezerva este goală.",
        "source_empty.stock": "Pachetul este gol.",
        "too_many": "Nu sunt atâtea cărți acolo.",
        "too_many.column": "Coloana {n} are doar {cards}.",
        "too_many.foundation": "Fundația {n} are doar {cards}.",
        "too_many.waste": "Talonul are doar {cards}.",
        "too_many.reserve": "Rezerva are doar {cards}.",
        "stock_empty": "Pachetul este gol: mai întâi talonul trebuie întors în pachet.",
        "draw_count": "Un clic pe pachet întoarce {cards}.",
        "stock_not_empty": "Talonul se întoarce în pachet doar când pachetul este gol.",
        "waste_empty": "Pachetul și talonul sunt amândouă goale.",
        "recycle_count": "Tot talonul se întoarce deodată.",
        "to_stock": "Cărțile revin în pachet doar prin întoarcerea talonului.",
        "from_stock": "Cărțile din pachet se întorc pe talon.",
        "top_only": "Se joacă doar cartea de deasupra.",
        "top_only.waste": "Se joacă doar cartea de deasupra talonului.",
        "top_only.reserve": "Se joacă doar cartea de deasupra rezervei.",
        "no_take_back": "Aceste reguli nu permit reluarea cărților de pe fundații.",
        "take_back_form": "Doar cartea de deasupra unei fundații poate fi reluată, și doar pe o coloană.",
        "one_at_a_time": "Cărțile merg pe fundație una câte una.",
        "tail": "Aceste cărți nu se pot muta împreună.",
        "tail.any": "Aceste cărți nu formează o secvență descrescătoare cu culori alternate.",
        "tail.top-or-whole": "Se mută doar cartea de deasupra sau toată coloana.",
        "tail.whole-only": "Între coloane se mută doar o coloană întreagă.",
        "foundation_full": "Fundația este completă.",
        "foundation_needs": "{card@subj} nu poate merge acolo: fundația aceasta cere acum {need}.",
        "column_fit": "{card@subj} nu se poate așeza pe {onto}: într-o coloană se coboară câte un rang, "
        "alternând roșu și negru.",
        "column_closed": "{card@subj} nu se poate așeza pe {onto}: după aceste reguli, pe o carte de acest rang "
        "nu se așază nimic.",
        "empty_waste_only": "O coloană goală acceptă doar cartea de deasupra talonului.",
        "nothing_to_undo": "Nu există nimic de anulat.",
        "nothing_to_redo": "Nu există nimic de refăcut.",
        "undo_limit": "Se pot anula doar ultimele {limit} de acțiuni.",
        "game_won": "Jocul este câștigat: începeți un joc nou sau jucați din nou această repartizare.",
        "nothing_here": "Nu este nimic de jucat aici.",
        "no_pickup": "Aici nu este nicio carte de luat.",
        "nowhere_to_go": "{card@subj} nu are unde să meargă.",
        "tap_columns_off": (
            "{card@subj} poate merge doar pe o coloană, "
            "iar setarea „Dublu clic” este oprită: trageți-o acolo sau dați dublu clic pe ea."
        ),
        "take_back_by_drag": "Trageți {card@subj} ca s-o luați înapoi de pe fundație.",
    },
}
