"""The window shell.

The main window, its actions, toolbar, status bar and message line, the game session, settings
storage, single instance and signals.
"""
