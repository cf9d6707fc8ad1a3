"""The arguments and options several commands share: their types, checks and help."""
