// The install test's apps in a language: the same page built once per set of languages it
// imports, to see the built-in words of @ghat/ui in Chromium and to weigh what each language
// adds to a consumer's bundle.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The languages @ghat/ui translates its built-in words into: one entry each, @ghat/ui/locales/<code>. */
export const translations = ['fr', 'es', 'pt', 'ar', 'uk'] as const;
export type Translation = (typeof translations)[number];

/**
 * One app per set of languages, the same page in each: English only (no locale imported),
 * each translation alone, and all five.
 */
export const localeApps = {
  english: [],
  fr: ['fr'],
  es: ['es'],
  pt: ['pt'],
  ar: ['ar'],
  uk: ['uk'],
  all: translations,
} as const satisfies Record<string, readonly Translation[]>;
export type LocaleApp = keyof typeof localeApps;

/** Where an app's sources sit in the consumer's folder, and where Vite writes it (under dist). */
export const localeAppFolder = (app: LocaleApp) => `locale-apps/${app}`;

/**
 * The page: components with built-in words that are easy to find (the skip link's text, the
 * error summary's title, the dialog's close button), under a LocaleProvider. Its language is the
 * one the address's #hash names among those the app imports (the first without one), so the
 * bundler can shake none of them out; English when it imports none.
 */
export const localeAppSource = (languages: readonly Translation[]) => `
import '@ghat/tokens/styles.css';
import '@ghat/ui/styles.css';
import { Dialog, ErrorSummary, LocaleProvider, SkipLink, type UiLocale } from '@ghat/ui';
import { createRoot } from 'react-dom/client';
${languages.map((code) => `import { ${code} } from '@ghat/ui/locales/${code}';`).join('\n')}

const locales: Record<string, UiLocale> = { ${languages.join(', ')} };
const locale = locales[location.hash.slice(1)] ?? Object.values(locales)[0];

createRoot(document.getElementById('root')!).render(
  <LocaleProvider locale={locale}>
    <SkipLink />
    <main id="main-content">
      <ErrorSummary errors={[{ fieldId: 'email', message: 'Email' }]} />
      <input id="email" aria-label="Email" />
    </main>
    <Dialog open title="Dialog">
      <p>Body</p>
    </Dialog>
  </LocaleProvider>,
);
`;

/** Writes each app's page, script and Vite configuration (relative asset paths, its own outDir). */
export function writeLocaleApps(appDir: string) {
  for (const [app, languages] of Object.entries(localeApps)) {
    const folder = join(appDir, localeAppFolder(app as LocaleApp));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'main.tsx'), localeAppSource(languages));
    writeFileSync(
      join(folder, 'index.html'),
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${app}</title></head>` +
        `<body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>`,
    );
    writeFileSync(
      join(folder, 'vite.config.js'),
      `export default { base: './', oxc: { jsx: { runtime: 'automatic' } }, esbuild: { jsx: 'automatic' },\n` +
        `  build: { outDir: '../../dist/${localeAppFolder(app as LocaleApp)}', emptyOutDir: true } };\n`,
    );
  }
}

export interface Bundle {
  /** Gzipped bytes (level 9) of every script the build wrote, summed. */
  bytes: number;
  /** The scripts' text, joined. */
  text: string;
}

/** The scripts Vite wrote for an app, as a reader downloads them. */
export function bundleOf(appDir: string, app: LocaleApp): Bundle {
  const assets = join(appDir, 'dist', localeAppFolder(app), 'assets');
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file)));
  if (scripts.length === 0) throw new Error(`the ${app} app has no script`);
  return {
    bytes: scripts.reduce((sum, script) => sum + gzipSync(script, { level: 9 }).length, 0),
    text: scripts.map((script) => script.toString('utf8')).join('\n'),
  };
}

/** A locale as @ghat/ui exports it: its code, direction and words by component. */
export interface LocaleData {
  code: string;
  direction: 'ltr' | 'rtl';
  messages: Record<string, Record<string, string>>;
}
export type Catalogue = Record<'en' | Translation, LocaleData>;

/** A script for `node -e` in the consumer's folder that prints every locale of the tarball. */
export const catalogueScript = `
  const catalogue = {};
  for (const code of ${JSON.stringify(['en', ...translations])}) {
    catalogue[code] = (await import('@ghat/ui/locales/' + code))[code];
  }
  console.log(JSON.stringify(catalogue));
`;

const wordsOf = (locale: LocaleData) =>
  Object.values(locale.messages).flatMap((words) => Object.values(words));

/**
 * The words only this language has (no other locale, English included, has them or a text
 * containing them), that a bundle holds as written: at least 8 characters (shorter ones could
 * be in React's own code), and none of the characters a minifier writes as an escape (control
 * and format characters, the no-break space, quotes, backslash, `$`).
 */
export function ownWords(catalogue: Catalogue, language: Translation): string[] {
  const others = (Object.keys(catalogue) as (keyof Catalogue)[])
    .filter((code) => code !== language)
    .flatMap((code) => wordsOf(catalogue[code]));
  return wordsOf(catalogue[language]).filter(
    (word) =>
      word.length >= 8 &&
      !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\\'"`$]/u.test(word) &&
      !others.some((other) => other.includes(word)),
  );
}

/** The scripts of the languages whose letters tell a bundle holds them. */
export const letters = { ar: /\p{Script=Arabic}/u, uk: /\p{Script=Cyrillic}/u } as const;

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String));
  const width = (column: number) => Math.max(...cells.map((row) => row[column]?.length ?? 0));
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(width(column)) : cell.padStart(width(column)),
        )
        .join('  '),
    )
    .join('\n');
}
