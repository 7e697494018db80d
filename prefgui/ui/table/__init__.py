"""The card table: scene, card items, layout, themes and timings."""
