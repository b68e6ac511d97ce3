// axe in a page, for every end-to-end file that checks one: one set of rules, and axe's
// script loaded from an address rather than put in as text.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

let scriptAddress: Promise<string> | undefined;

/**
 * Where axe's script is served, cacheable, by a server started on first use (one per test
 * file). Put in each page as its text, Chromium parsed and compiled all 550 kB of it anew on
 * every page (about 0.4 s); loaded from an address, its compiled code is cached after the
 * first pages (about 0.25 s). Neither the server nor its connections keep a run alive.
 */
function axeScriptAddress(): Promise<string> {
  scriptAddress ??= (async () => {
    const source = await readFile(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    );
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=3600',
      });
      response.end(source);
    });
    server.on('connection', (socket) => socket.unref());
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    server.unref();
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('axe server has no port');
    return `http://127.0.0.1:${address.port}/axe.min.js`;
  })();
  return scriptAddress;
}

export interface AxeOptions {
  /** Selectors of parts another test judges (the header and footer, say). */
  exclude?: readonly string[];
}

/**
 * Runs axe on the page as it is now (open dialogs included) and returns its violations, one
 * line per rule with the elements it failed on. The page's context must bypass the CSP, which
 * would refuse axe's script and its address.
 */
export async function axeViolations(page: Page, { exclude = [] }: AxeOptions = {}) {
  // A dialog still fading in blends its colours with the page behind it: axe would measure
  // a contrast nobody sees once it has settled. (An endless animation is not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ url: await axeScriptAddress() });
  }
  const results = await page.evaluate(
    async ({ tags, exclude }) => {
      // The parts a browser lays out only near the viewport (content-visibility: auto) are
      // drawn for the check, as a visitor sees each once they reach it. Skipped, they are not
      // painted where axe looks for the colours behind their text, and the parts above them
      // hold estimated heights, so axe would judge colours nobody sees.
      const drawAll = document.createElement('style');
      drawAll.textContent = '* { content-visibility: visible !important; }';
      document.head.append(drawAll);
      try {
        return await (
          window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
        ).axe.run(
          exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document,
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        );
      } finally {
        drawAll.remove();
      }
    },
    { tags: axeTags, exclude },
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
