"""The win celebration: cards leave the foundations one by one and bounce off the table."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QPropertyAnimation

from canfield.engine import FOUNDATIONS
from canfield.ui.table import speeds
from canfield.ui.table.items import CardItem, owned

_STEPS = 48  # key frames per flight


def bounce_path(start: QPointF, floor: float, width: float, card_w: float, rng: random.Random) -> list[QPointF]:
    """Points of one card's flight: thrown sideways, falling, bouncing on the floor with losses."""
    x, y = start.x(), start.y()
    vx = rng.choice((-1, 1)) * rng.uniform(0.012, 0.022) * width
    vy = -rng.uniform(0.0, 0.02) * width
    gravity = 0.0035 * width
    points = [QPointF(x, y)]
    for _ in range(_STEPS):
        x += vx
        vy += gravity
        y += vy
        if y > floor:
            y = floor - (y - floor)
            vy = -vy * 0.72
        points.append(QPointF(x, y))
        if x < -card_w * 1.2 or x > width + card_w * 0.2:
            break
    return points


def flights(
    items: dict[str, list[CardItem]], width: float, height: float, seed: int | None = None
) -> list[tuple[CardItem, QPropertyAnimation]]:
    """One animation per foundation card, top cards first, taking turns between foundations."""
    rng = random.Random(seed)
    order: list[CardItem] = []
    stacks = [list(items.get(name, [])) for name in FOUNDATIONS]
    while any(stacks):
        for stack in stacks:
            if stack:
                order.append(stack.pop())
    result = []
    for k, item in enumerate(order):
        card_w = item.boundingRect().width()
        card_h = card_w * 1.4
        path = bounce_path(item.pos(), height - card_h, width, card_w, rng)
        anim = owned(QPropertyAnimation(item, b"pos", item))
        delay = k * speeds.CELEBRATION_STAGGER_MS
        total = delay + speeds.CELEBRATION_MS
        anim.setDuration(total)
        anim.setKeyValueAt(0.0, path[0])
        first = delay / total
        for i, point in enumerate(path[:-1]):
            anim.setKeyValueAt(min(first + (1 - first) * i / (len(path) - 1), 0.999), point)
        anim.setEndValue(path[-1])
        result.append((item, anim))
    return result
