"""The main window and what it holds together: the menus, claims and the save notice."""
