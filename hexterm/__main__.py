"""`python -m hexterm` runs the command line."""

from hexterm.cli import main

raise SystemExit(main())
