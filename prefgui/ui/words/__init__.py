"""The words: every engine code, reason, advice and error turned into translated player text."""
