// The step after the build: hashes every executable inline script of every HTML file in
// the client output and writes the Content-Security-Policy each file is served with.
// Nothing may change the HTML after this step, or its hashes no longer match.
//
//   node scripts/csp.ts [outputDir]     (default: dist)
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import {
  analyticsConfigPath,
  analyticsCspSources,
  parseAnalyticsConfig,
} from '../src/features/analytics/analyticsConfig.ts';

/**
 * The policy of every page, before its script hashes: nothing by default, and each kind of
 * resource the site uses allowed from its own origin only. connect-src is for the forms, the
 * search index, the checksum check and site-config.json; manifest-src for the web app manifest.
 */
export const basePolicy = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * Script types a browser runs: none, a JavaScript MIME type, or a module; and inline
 * speculation rules, which script-src governs too. Not JSON-LD.
 */
const executableType =
  /^(|module|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(javascript1\.[0-5]|jscript|livescript))$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * Each inline script of an HTML document that a browser would run, with its type and where its
 * element ends in the document.
 */
export function typedInlineScripts(html: string): { type: string; text: string; end: number }[] {
  const scripts: { type: string; text: string; end: number }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (!executableType.test(type)) continue;
    scripts.push({ type, text: match[2] ?? '', end: match.index + match[0].length });
  }
  return scripts;
}

/** The text of each inline script of an HTML document that a browser would run. */
export function inlineScripts(html: string): string[] {
  return typedInlineScripts(html).map((script) => script.text);
}

/** The inline scripts that are JavaScript: not speculation rules, which CSP covers but are JSON. */
export function inlineJavaScript(html: string): string[] {
  return typedInlineScripts(html)
    .filter((script) => script.type.toLowerCase() !== 'speculationrules')
    .map((script) => script.text);
}

/** 'sha256-…' of a script's exact text, as CSP writes it. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Origins a directive must allow besides the base policy (the configured analytics tools). */
export type ExtraSources = Partial<Record<string, readonly string[]>>;

/**
 * The header value for a page whose inline scripts are `scripts`. A directive in `extra`
 * that the base policy lacks starts from 'self' (as default-src would have given it).
 */
export function policyFor(scripts: readonly string[], extra: ExtraSources = {}): string {
  const hashes = [...new Set(scripts.map(scriptHash))];
  const directives: Record<string, readonly string[]> = { ...basePolicy };
  for (const directive of Object.keys(extra)) directives[directive] ??= ["'self'"];
  return Object.entries(directives)
    .map(([directive, sources]) =>
      [
        directive,
        ...sources,
        ...(directive === 'script-src' ? hashes : []),
        ...(extra[directive] ?? []),
      ].join(' '),
    )
    .join('; ');
}

/** The policy for anything that is not an HTML page (no inline script may run). */
export const defaultPolicy = policyFor([]);

/** The extra origins the built site's /site-config.json needs (none when it is absent or empty). */
export async function configuredSources(clientDir: string): Promise<ExtraSources> {
  let text: string;
  try {
    text = await readFile(join(clientDir, analyticsConfigPath), 'utf8');
  } catch {
    return {};
  }
  return analyticsCspSources(parseAnalyticsConfig(JSON.parse(text)));
}

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `<outputDir>/csp.json`: each HTML file of `<outputDir>/client`, by its path
 * from there ('/index.html', '/blog/404.html'), with its policy. The pages' policies also
 * allow the origins of the analytics tools configured in `client/site-config.json`.
 */
export async function writeCspMap(outputDir: string): Promise<Record<string, string>> {
  const clientDir = join(outputDir, 'client');
  const extra = await configuredSources(clientDir);
  const map: Record<string, string> = {};
  for (const file of await htmlFiles(clientDir)) {
    const key = `/${relative(clientDir, file).split(sep).join('/')}`;
    map[key] = policyFor(inlineScripts(await readFile(file, 'utf8')), extra);
  }
  await writeFile(
    join(outputDir, 'csp.json'),
    `${JSON.stringify({ default: defaultPolicy, files: map }, null, 2)}\n`,
  );
  return map;
}

if (import.meta.main) {
  const outputDir = resolve(process.argv[2] ?? 'dist');
  const map = await writeCspMap(outputDir);
  console.log(`CSP: ${Object.keys(map).length} pages hashed into ${join(outputDir, 'csp.json')}`);
}
