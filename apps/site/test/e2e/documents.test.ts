// Documents you can verify, on the built site served by the real server, in Chromium:
// /publications' View and Download (with their events), the full checksum with Copy and
// Verify (SubtleCrypto in the page; a server that sends other bytes, or none), axe in every
// state, and /constitution's full text, download and checksum.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  constitutionPage,
  constitutionText,
  documentChecksumCopy,
  documentChecksumDetailsLabel,
  documentDownloadName,
  documents,
} from '@ghat/content';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCspMap } from '../../scripts/csp.ts';
import { createSiteServer } from '../../server/server.ts';
import { launchChromium, outputDir, visit } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { chunkNames, recordScripts } from './siteUiHelpers.ts';

function documentWithId(id: string) {
  const found = documents.find((document) => document.id === id);
  if (!found) throw new Error(`No document ${id} in @ghat/content`);
  return found;
}
const constitution = documentWithId('trust-constitution');
const safeguarding = documentWithId('safeguarding-statement-2024');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Beacon {
  name: string;
  props: Record<string, unknown>;
}

/** A local analytics endpoint that keeps every event posted to it. */
async function startBeaconServer() {
  const beacons: Beacon[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') beacons.push(JSON.parse(raw) as Beacon);
      response.writeHead(202);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    beacons,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The build, copied, with the analytics endpoint configured and its CSP made again. */
async function configuredSite(analyticsUrl: string) {
  const directory = await mkdtemp(join(tmpdir(), 'ghat-documents-'));
  await cp(outputDir, directory, { recursive: true });
  await writeFile(join(directory, 'client/site-config.json'), JSON.stringify({ analyticsUrl }));
  await writeCspMap(directory);
  const { server } = createSiteServer(directory);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let browser: Browser;
let analytics: Awaited<ReturnType<typeof startBeaconServer>>;
let site: Awaited<ReturnType<typeof configuredSite>>;
const realConstitution = await readFile(
  join(outputDir, 'client', constitution.fileUrl.replace(/^\//, '')),
);

beforeAll(async () => {
  analytics = await startBeaconServer();
  [site, browser] = await Promise.all([
    configuredSite(`${analytics.origin}/api/event`),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await analytics?.stop();
});

async function withPage<T>(
  run: (page: Page, context: BrowserContext) => Promise<T>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<T> {
  // bypassCSP: axe is injected as a script; the pages' own CSP is checked by visit() elsewhere.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    acceptDownloads: true,
    ...options,
  });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const main = (page: Page) => page.locator('#main-content, main').first();
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title });

/** Opens the full-checksum disclosure in `scope` and waits for its Copy and Verify. */
async function openChecksum(scope: Locator) {
  await scope.getByText(documentChecksumDetailsLabel).click();
  await scope.getByRole('button', { name: documentChecksumCopy.verifyLabel }).waitFor();
}

/** The verify result's live region in `scope`, once it reads something other than 'Checking…'. */
async function verifyResult(scope: Locator): Promise<string> {
  const region = scope.locator('[role="status"][data-tone]');
  await expect
    .poll(async () => region.getAttribute('data-tone'), { timeout: 15_000 })
    .toMatch(/^(match|mismatch|error)$/);
  return (await region.textContent()) ?? '';
}

async function expectAxeClean(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

describe('/publications', () => {
  it('loads clean, and keeps the verifier out of the first view until a checksum is opened', async () => {
    await withPage(
      async (page) => {
        const scripts = recordScripts(page);
        const result = await visit(page, `${site.url}/publications`);
        expect(result.status).toBe(200);
        expect(result.consoleProblems).toEqual([]);
        expect(result.pageErrors).toEqual([]);
        expect(result.cspViolations).toEqual([]);
        expect(chunkNames(scripts)).not.toContain('ChecksumVerifier');
        await openChecksum(card(page, safeguarding.title));
        expect(chunkNames(scripts)).toContain('ChecksumVerifier');
      },
      { bypassCSP: false },
    );
  });

  it("View opens the real PDF (the constitution's goes to /constitution), reported as document_view", async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      analytics.beacons.length = 0;
      const view = card(page, safeguarding.title).getByRole('link', { name: /^View/ });
      expect(await view.getAttribute('href')).toBe(safeguarding.fileUrl);
      expect(await view.getAttribute('download')).toBeNull();
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith(safeguarding.fileUrl)),
        view.click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // The bytes at that address are the published file (fetched again: Chromium's PDF
      // viewer does not hand the navigation's own body back).
      const served = await page.request.get(`${site.url}${safeguarding.fileUrl}`);
      expect(sha256(await served.body())).toBe(safeguarding.checksum);
      await expect
        .poll(() => analytics.beacons.find((beacon) => beacon.name === 'document_view')?.props)
        .toEqual({ document: safeguarding.id, href: safeguarding.fileUrl });
    });
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      analytics.beacons.length = 0;
      await card(page, constitution.title).getByRole('link', { name: /^View/ }).click();
      await page.waitForURL(`${site.url}/constitution`);
      await page.getByRole('heading', { level: 1, name: constitutionPage.hero.title }).waitFor();
      // An ordinary page load: the full text comes with the page's HTML.
      await main(page).getByRole('heading', { level: 3, name: '7. Financial Controls' }).waitFor();
      await expect
        .poll(() => analytics.beacons.find((beacon) => beacon.name === 'document_view')?.props)
        .toEqual({ document: constitution.id, href: '/constitution' });
    });
  });

  it('Download saves the file under its versioned name, the bytes hash to the published checksum, and is reported', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      analytics.beacons.length = 0;
      const link = card(page, constitution.title).getByRole('link', { name: /^Download/ });
      expect(await link.getAttribute('download')).toBe('ghat-trust-constitution-v1.0.pdf');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(documentDownloadName(constitution));
      const bytes = await readFile(await download.path());
      expect(sha256(bytes)).toBe(constitution.checksum);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expect
        .poll(() => analytics.beacons.find((beacon) => beacon.name === 'download')?.props)
        .toEqual({ file: 'trust-constitution.pdf' });
    });
  });

  it('shows the full checksum on request, copies it to the clipboard, and axe is clean hidden, shown and copied', async () => {
    await withPage(
      async (page) => {
        await visit(page, `${site.url}/publications`);
        const scope = card(page, constitution.title);
        const full = scope.locator('details code');
        expect(await full.textContent()).toBe(constitution.checksum);
        expect(await full.isVisible()).toBe(false);
        await expectAxeClean(page, 'hidden');
        await openChecksum(scope);
        expect(await full.isVisible()).toBe(true);
        await expectAxeClean(page, 'shown');
        await scope.getByRole('button', { name: documentChecksumCopy.copyLabel }).click();
        await expect
          .poll(() => scope.getByRole('status').first().textContent())
          .toBe(documentChecksumCopy.copiedLabel);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          constitution.checksum,
        );
        await expect
          .poll(() => analytics.beacons.find((beacon) => beacon.name === 'checksum_copy')?.props)
          .toEqual({ file: 'trust-constitution.pdf' });
        await expectAxeClean(page, 'copied');
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });

  it('Verify says the real file matches, and reports each check with its outcome', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      analytics.beacons.length = 0;
      for (const document of [constitution, safeguarding]) {
        const scope = card(page, document.title);
        await openChecksum(scope);
        await scope.getByRole('button', { name: documentChecksumCopy.verifyLabel }).click();
        expect(await verifyResult(scope)).toBe(documentChecksumCopy.matchLabel);
      }
      const file = (document: { fileUrl: string }) => document.fileUrl.split('/').pop();
      await expect
        .poll(() =>
          analytics.beacons
            .filter((beacon) => beacon.name === 'checksum_verify')
            .map((beacon) => beacon.props),
        )
        .toEqual([
          { file: file(constitution), outcome: 'match' },
          { file: file(safeguarding), outcome: 'match' },
        ]);
      await expectAxeClean(page, 'match');
    });
  });

  it('Verify reports a mismatch when the server sends other bytes, with the checksum received', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      const altered = Buffer.from(realConstitution);
      const at = altered.length - 20;
      altered.writeUInt8((altered.readUInt8(at) ^ 1) & 0xff, at);
      await page.route(`**${constitution.fileUrl}`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/pdf', body: altered }),
      );
      const scope = card(page, constitution.title);
      await openChecksum(scope);
      await scope.getByRole('button', { name: documentChecksumCopy.verifyLabel }).click();
      const message = await verifyResult(scope);
      expect(message).toContain(documentChecksumCopy.mismatchLabel);
      expect(message).toContain(sha256(altered));
      expect(message).not.toContain(documentChecksumCopy.matchLabel);
      await expectAxeClean(page, 'mismatch');
    });
  });

  it('Verify says the file was not checked when the network fails, and matches once it is back', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      await page.route(`**${constitution.fileUrl}`, (route) => route.abort('internetdisconnected'));
      const scope = card(page, constitution.title);
      await openChecksum(scope);
      const verify = scope.getByRole('button', { name: documentChecksumCopy.verifyLabel });
      analytics.beacons.length = 0;
      await verify.click();
      expect(await verifyResult(scope)).toBe(documentChecksumCopy.errorLabel);
      await expect
        .poll(() => analytics.beacons.find((beacon) => beacon.name === 'checksum_verify')?.props)
        .toEqual({ file: 'trust-constitution.pdf', outcome: 'error' });
      await expectAxeClean(page, 'error');
      await page.unroute(`**${constitution.fileUrl}`);
      await verify.click();
      await expect
        .poll(() => scope.locator('[role="status"][data-tone]').getAttribute('data-tone'))
        .toBe('match');
    });
  });

  it('explains how to verify with sha256sum, shasum -a 256 and Get-FileHash', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/publications`);
      const text = (await main(page).textContent()) ?? '';
      expect(text).toContain('sha256sum ghat-trust-constitution-v1.0.pdf');
      expect(text).toContain('shasum -a 256 ghat-trust-constitution-v1.0.pdf');
      expect(text).toContain('Get-FileHash');
    });
  });
});

describe('/constitution', () => {
  it('shows the full text as headings and lists, with no placeholder viewer', async () => {
    await withPage(async (page) => {
      const result = await visit(page, `${site.url}/constitution`);
      expect(result.pageErrors).toEqual([]);
      expect(result.consoleProblems).toEqual([]);
      await page
        .getByRole('heading', { level: 2, name: constitutionPage.fullText.heading })
        .waitFor();
      for (const clause of constitutionText.clauses) {
        await expect(
          main(page)
            .getByRole('heading', {
              level: 3,
              name: `${clause.number}. ${clause.title}`,
              exact: true,
            })
            .count(),
          clause.title,
        ).resolves.toBe(1);
      }
      const text = (await main(page).textContent()) ?? '';
      expect(text).toContain('Any payment or commitment of the Trust above £500 requires dual');
      expect(text).not.toContain('A preview of the signed constitution will be shown here');
      // Clause 3.1's lettered powers are a real list.
      const powers = main(page).locator('li', { hasText: '(a) make grants to charities' });
      expect(await powers.count()).toBe(1);
      await expectAxeClean(page, 'full text');
    });
  });

  it('lists its sections in a contents list whose links move focus to each section', async () => {
    await withPage(async (page) => {
      await visit(page, `${site.url}/constitution`);
      const contents = main(page).getByRole('navigation', {
        name: constitutionPage.fullText.contentsLabel,
      });
      const links = contents.getByRole('link');
      const names = constitutionText.clauses.map((clause) => `${clause.number}. ${clause.title}`);
      expect(await links.allTextContents()).toEqual(names);
      // Every link leads to its section's heading on this page.
      for (const [index, name] of names.entries()) {
        const href = (await links.nth(index).getAttribute('href')) ?? '';
        const target = main(page).locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
        await expect(target.textContent()).resolves.toBe(name);
      }
      await contents.getByRole('link', { name: '7. Financial Controls' }).click();
      const heading = main(page).getByRole('heading', { level: 3, name: '7. Financial Controls' });
      await expect
        .poll(() => heading.evaluate((element) => element === document.activeElement))
        .toBe(true);
      expect(new URL(page.url()).hash).toBe('#7-financial-controls');
      // Not hidden under the sticky header once there.
      await expect
        .poll(async () => {
          const headerBottom = await page
            .getByRole('banner')
            .evaluate((element) => element.getBoundingClientRect().bottom);
          const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
          return top >= headerBottom;
        })
        .toBe(true);
      await expectAxeClean(page, 'contents followed');
    });
  });

  it('downloads the real PDF under its versioned name, and its checksum verifies', async () => {
    await withPage(
      async (page) => {
        await visit(page, `${site.url}/constitution`);
        const link = main(page).getByRole('link', { name: /^Download PDF/ });
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe('ghat-trust-constitution-v1.0.pdf');
        expect(sha256(await readFile(await download.path()))).toBe(constitution.checksum);

        const scope = main(page).locator('details').locator('..');
        await openChecksum(scope);
        await scope.getByRole('button', { name: documentChecksumCopy.copyLabel }).click();
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toBe(constitution.checksum);
        await scope.getByRole('button', { name: documentChecksumCopy.verifyLabel }).click();
        expect(await verifyResult(scope)).toBe(documentChecksumCopy.matchLabel);
        await expectAxeClean(page, 'constitution verified');
        // The version history stays.
        await expect(
          main(page)
            .getByRole('heading', { name: constitutionPage.versionHistory.heading })
            .count(),
        ).resolves.toBe(1);
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });
});
