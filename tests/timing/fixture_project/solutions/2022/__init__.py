"""Fixture days of 2022."""
