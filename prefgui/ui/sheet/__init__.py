"""The score sheet: the session's deals, balances, chart and exports."""
