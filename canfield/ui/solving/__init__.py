"""The solver's features in the window.

Background tasks, the winnable indicator, hints, the demo and winnable-only deals.
"""
