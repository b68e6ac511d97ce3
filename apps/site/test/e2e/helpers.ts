// Shared by the end-to-end tests: the real server on a free port, Debian's Chromium, and a
// page visit that records every console error, page error and CSP violation.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from 'playwright-core';
import { islandAttributes } from '../../src/features/islands/islandAttributes.ts';

export const siteRoot = fileURLToPath(new URL('../..', import.meta.url));
export const outputDir = fileURLToPath(new URL('../../dist', import.meta.url));

/** The launch flags that work on this machine (see the environment notes). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

/**
 * Waits until the page is live as a visitor's is: every island that starts at load (not one in
 * a part the page hides, nor one that waits to be near the viewport) has its React root, as
 * ../shared/tools/perf/slow-net.sh tells a live page, and then the main thread has fallen idle,
 * so hydration and its effects have run. Sooner than the network falling quiet for 500 ms
 * (Playwright's 'networkidle'), and surer on a busy machine: there the network can fall quiet
 * while the entry is still compiling, before it asks for the islands' code.
 */
export async function waitUntilLive(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ({ name, moment }) =>
      [...document.querySelectorAll(`[${name}]`)]
        .filter((root) => !root.closest('[hidden]') && !root.hasAttribute(moment))
        .every((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'))),
    islandAttributes,
    { timeout },
  );
  await page.evaluate(
    (timeout) => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout })),
    timeout,
  );
}

export interface RunningProcess {
  url: string;
  stop: () => Promise<void>;
  /** Sends `signal` (SIGKILL for a crash) and waits for the process to end. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * Starts a command and waits until it prints an http://127.0.0.1:<port>/ address.
 * Stops it (the process itself, by its id) with `stop()`.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  addressPattern = /http:\/\/127\.0\.0\.1:\d+\//,
  timeoutMs = 120_000,
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(command, args, {
    cwd: siteRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${command} printed no address within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      // Colour codes would split the address.
      output += chunk
        .toString()
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      const match = addressPattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const kill = (signal: NodeJS.Signals) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill(signal);
        });
      resolve({ url: match[0].replace(/\/$/, ''), stop: () => kill('SIGTERM'), kill });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it printed its address:\n${output}`));
    });
  });
}

/** Where test/e2e/globalSetup.ts tells the test files its migrated PGlite folder is. */
export const pgliteTemplateVariable = 'GHAT_TEST_PGLITE_TEMPLATE';

/**
 * The production server (server/main.ts), serving `dist`, with no rate limit. Its forms
 * are stored in a PGlite folder of its own (removed when it stops), or in `dataDir` (kept),
 * or in the PostgreSQL database at `databaseUrl`. On a free port unless `port` is given.
 */
export async function startSiteServer(
  options: {
    dataDir?: string;
    databaseUrl?: string;
    port?: number;
    /** More of the server's environment (mail settings, say). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningProcess> {
  if (!existsSync(`${outputDir}/csp.json`)) {
    throw new Error('No build output: run `npm run build` first (npm test does).');
  }
  const ownDataDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'ghat-e2e-data-'));
  // A copy of the migrated folder test/e2e/globalSetup.ts made, when there is one: the server
  // then skips PGlite's initdb (seconds) and finds nothing to migrate.
  const template = process.env[pgliteTemplateVariable];
  if (ownDataDir && !options.databaseUrl && template) {
    cpSync(template, ownDataDir, { recursive: true });
  }
  const running = await startProcess(process.execPath, ['server/main.ts'], {
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl ?? '',
    GHAT_DATA_DIR: options.dataDir ?? ownDataDir ?? '',
    GHAT_FORMS_RATE_LIMIT: '0',
    // Backups are server/storage's tests' business: none beside each test's own data folder.
    GHAT_BACKUP_DIR: 'off',
    ...options.env,
  });
  const removeOwnData = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return {
    ...running,
    stop: async () => {
      await running.stop();
      removeOwnData();
    },
    kill: async (signal) => {
      await running.kill(signal);
      removeOwnData();
    },
  };
}

export interface Visit {
  status: number | undefined;
  /** Console errors and warnings, except the browser's note that the document itself was a 404. */
  consoleProblems: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/**
 * Loads `url` and waits until the network is idle (its islands, which hydrate at load, have
 * their code by then), and reports what went wrong on the way. For checks of a loaded page;
 * behaviour tests act on a cold page instead (cold.test.ts), with no wait at all.
 */
export async function visit(page: Page, url: string): Promise<Visit> {
  const consoleProblems: string[] = [];
  const pageErrors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const ownStatus =
      message.location().url === url &&
      /the server responded with a status of 404/.test(message.text());
    if (!ownStatus) consoleProblems.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => pageErrors.push(error.message);
  // What is still loading, so that a step that times out can say what it was waiting on.
  const inFlight = new Set<Request>();
  const onRequest = (request: Request) => inFlight.add(request);
  const onRequestDone = (request: Request) => inFlight.delete(request);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  let step = 'loading the page';
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    step = 'waiting for the network to be idle';
    await page.waitForLoadState('networkidle');
    const cspViolations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    return { status: response?.status(), consoleProblems, pageErrors, cspViolations };
  } catch (error) {
    throw new Error(
      `visit(${url}) failed while ${step}: ${error instanceof Error ? error.message : String(error)}\n` +
        `still loading: ${[...inFlight].map((request) => request.url()).join(', ') || 'nothing'}\n` +
        `page: ${await pageState(page)}\n` +
        `console: ${consoleProblems.join(' | ') || 'nothing'}; page errors: ${pageErrors.join(' | ') || 'none'}`,
      { cause: error },
    );
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  }
}

/** Where a page stands, for error messages: its address, readiness and islands. */
export async function pageState(page: Page): Promise<string> {
  const state = page
    .evaluate(() =>
      JSON.stringify({
        url: location.href,
        readyState: document.readyState,
        islands: [...document.querySelectorAll('[data-island]')].map((root) =>
          root.getAttribute('data-island'),
        ),
      }),
    )
    .catch((error: unknown) => `unreadable (${String(error)})`);
  // A page whose main thread is stuck never answers: say so rather than wait.
  const stuck = new Promise<string>((resolve) =>
    setTimeout(() => resolve('no answer within 5 s (its main thread is busy)'), 5000).unref(),
  );
  return Promise.race([state, stuck]);
}

/** What the <head> holds: one entry per tag, to spot duplicates. */
export async function headTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('title, meta, link[rel="canonical"]')].map((element) =>
      element.tagName === 'TITLE'
        ? `title in ${element.parentElement?.tagName.toLowerCase()}`
        : element.tagName === 'LINK'
          ? `canonical ${element.getAttribute('href')}`
          : `meta ${element.getAttribute('name') ?? ''}|${element.getAttribute('property') ?? ''}|${element.getAttribute('charset') ?? ''}`,
    ),
  );
}

export function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The raw HTML's head, parsed with no browser: what a crawler or a link preview sees. */
export function rawHead(html: string) {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) =>
    decode(match[1] ?? ''),
  );
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [
        (match[1] ?? '').toLowerCase(),
        decode(match[2] ?? ''),
      ]),
    );
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => attributes(match[0]));
  const meta = (key: string) =>
    metas.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content ?? '');
  const canonical = [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map(
    (match) => attributes(match[0]).href,
  );
  return { head, titles, meta, canonical };
}

/**
 * `work` on every item, at most `atOnce` at a time, the results in the items' order: for page
 * visits, where one visit's waits (for the network to fall quiet, for the main thread to be
 * idle) leave the processor to another's work.
 */
export async function mapInTurns<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return results;
}

/**
 * Every script `delayMs` late: its request waits, then goes to the server as the browser made
 * it. Not fetched by Playwright and held: its pooled connection to the server, idle through
 * the holds, was once closed by the server's keep-alive timeout as it was reused (ECONNRESET
 * on CI), and the dialog's script never came.
 */
export async function holdScripts(context: BrowserContext, delayMs: number) {
  await context.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
