// The tests drive a real Chromium; say clearly how to get one before anything starts.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
  console.log(`Chromium for the browser tests: ${path}`);
} catch {
  console.error(
    [
      `No Chromium at ${path}.`,
      'The tests run every story and the install check in a real Chromium. Either:',
      '  - install Debian/Ubuntu Chromium: sudo apt-get install -y chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome binary you have, e.g.',
      '    CHROMIUM_PATH="$HOME/.cache/ms-playwright/chromium-1200/chrome-linux/chrome" npm test',
    ].join('\n'),
  );
  process.exit(1);
}
