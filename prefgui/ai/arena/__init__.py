"""Computer-player matches: duplicate deals and tournaments."""
