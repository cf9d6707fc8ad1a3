"""Advent of Code 2023."""
