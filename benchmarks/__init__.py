"""Benchmarks: measured figures, printed; never asserted in the test suite."""
