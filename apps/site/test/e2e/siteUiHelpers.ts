// Shared by the language, search and copy-protection tests: the scripts a page has loaded
// (to tell what came with the first view from what came later).
import type { Page } from 'playwright-core';

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
