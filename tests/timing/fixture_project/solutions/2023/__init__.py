"""Fixture days of 2023."""
