"""Settings for the whole test suite.

Under CI (the `CI` environment variable, which `.ci/run` sets), Hypothesis draws the same
examples on every run (`derandomize`), so that a submission's CI judges the code and not
the luck of the draw; everywhere else each run explores new examples, and a failure it
finds is kept in Hypothesis' example database and replayed until fixed.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None)
settings.load_profile("ci" if os.environ.get("CI") else "default")
