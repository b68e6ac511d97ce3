// Renders scripts/share-image.svg to assets/images/ghat-share.png: the default social share
// image, exactly 1200x630. The PNG is committed; run this only to regenerate it (Node 24):
//   node scripts/render-share-image.ts
// Set CHROMIUM_PATH to use a Chromium other than /usr/bin/chromium.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const width = 1200;
const height = 630;
const svgPath = fileURLToPath(new URL('./share-image.svg', import.meta.url));
const pngPath = fileURLToPath(new URL('../assets/images/ghat-share.png', import.meta.url));

const svg = await readFile(svgPath, 'utf8');
const html = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <style>
      html, body { margin: 0; padding: 0; overflow: hidden; }
      svg { display: block; width: ${width}px; height: ${height}px; }
    </style>
  </head>
  <body>${svg}</body>
</html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: pngPath, type: 'png', clip: { x: 0, y: 0, width, height } });
} finally {
  await browser.close();
}
console.log(`Wrote ${pngPath} (${width}x${height})`);
