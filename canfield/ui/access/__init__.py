"""Access for screen readers.

The table's accessible objects, the one speech channel, and the spoken sentences.
"""
