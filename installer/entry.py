"""What the frozen executable runs: exactly ``python -m dealer_app``."""

import sys

from dealer_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
