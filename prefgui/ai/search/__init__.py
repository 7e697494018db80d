"""Double-dummy search: the solver, its position type and the deal-level wrapper."""
