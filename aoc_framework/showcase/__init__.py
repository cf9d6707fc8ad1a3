"""Showing your years to others: the calendar picture and the README that keeps itself."""
