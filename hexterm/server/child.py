"""`python -m hexterm.server.child ARGS`: `hexterm ARGS` on the pty it was given.

`hexterm serve` starts each player's program through this module, in a new session
whose standard input is a fresh pseudo-terminal. Here that terminal becomes the
session's controlling terminal (TIOCSCTTY), as a login would make it: the kernel then
tells the program of window changes (SIGWINCH) and hangs it up (SIGHUP) when the server
closes the terminal, even if the server itself was killed. Then the ordinary command
line runs, exactly as `python -m hexterm ARGS`.
"""

from __future__ import annotations

import contextlib
import fcntl
import sys
import termios


def main() -> int:
    with contextlib.suppress(OSError):  # already ours, or not a terminal: run anyway
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    from hexterm.cli import main as hexterm_main

    sys.argv[0] = "hexterm"
    return hexterm_main(sys.argv[1:])


if __name__ == "__main__":
    raise SystemExit(main())
