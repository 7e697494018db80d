"""Application services without Qt: the session, its ledger and storage."""
