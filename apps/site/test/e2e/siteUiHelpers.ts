// Shared by the language, search and copy-protection tests: axe in the page, and the
// scripts a page has loaded (to tell what came with the first view from what came later).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe on the page as it is now (open dialogs included) and returns its violations,
 * one line each. The page's context must bypass the CSP, which would block the injected script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog still fading in blends its colours with the page behind it: axe would measure
  // a contrast nobody sees once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document)) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}

/** Records the address of every script the page requests from now on. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The chunk file names (without the hash) among script addresses: '/assets/languages-Ab12.js' → 'languages'. */
export function chunkNames(addresses: readonly string[]): string[] {
  return addresses.map((address) => /\/([^/]+?)-[\w-]{8}\.js$/.exec(address)?.[1] ?? address);
}
