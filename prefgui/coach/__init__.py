"""The coach: a priced review of every card, grades, convention readings, drills and the
player's progress profile. Qt-free: it imports the engine and the AI only
(the AI through :mod:`prefgui.coach.analysis` alone), and returns typed values and codes
that the window translates, never prose.
"""
