"""The coach at the table: notes, practice, drills, the profile and the progress view."""
