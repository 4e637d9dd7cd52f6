"""The table.

The scene and its card items, card art, layout, the view, peeking, the win's celebration, animation
speeds and keyboard play.
"""
