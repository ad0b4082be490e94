"""Settings for the whole suite."""

import os

from bot.i18n import STRICT_ENV

# A message the catalogues cannot say fails the test that sent it, instead of reaching a
# player as its id (production logs it and falls back to English).
os.environ[STRICT_ENV] = "1"
