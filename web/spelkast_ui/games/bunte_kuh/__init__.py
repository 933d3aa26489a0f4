"""Bunte Kuh (Sums): the race to find a funnel with the sum of three pearl dice."""
