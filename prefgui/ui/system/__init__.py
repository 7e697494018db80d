"""Between the game and the computer: folders, settings file, desktop entry and worker processes."""
