"""The review of a deal in the window: every card priced, graded and explained."""
