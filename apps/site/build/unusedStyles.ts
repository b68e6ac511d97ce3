// The site's stylesheet without the rules no page can use. The build links @ghat/ui's one
// published stylesheet, which holds every component and utility the library has: about half
// its classes (the layout utilities' every size at every breakpoint, the partner theme, the
// components the site never shows) appear in no page and no script of the site. A rule needs
// each class of its selector on an element, and every class an element can get is written
// out whole in the built HTML or in a script (vanilla-extract's class names are plain
// strings), so a rule with a class found in neither can never apply. Dropping those rules
// makes every first view's stylesheet smaller, which is time itself on a slow connection: it
// blocks the first paint, and React's script waits for it (issue 27).
import { createHash } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import postcss, { type Rule } from 'postcss';

/**
 * The classes an element must have for `selector` to match it: those outside any
 * parenthesis. A class inside `:not()`, `:is()`, `:where()` or `:has()` is not required
 * (`.a:not(.b)` matches without `.b`), and `[class~=…]` is left alone.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  let bracket = false;
  for (let index = 0; index < selector.length; index++) {
    const character = selector[index];
    if (character === '\\') {
      index++;
    } else if (character === '[') {
      bracket = true;
    } else if (character === ']') {
      bracket = false;
    } else if (character === '(') {
      depth++;
    } else if (character === ')') {
      depth--;
    } else if (character === '.' && depth === 0 && !bracket) {
      const name = /^-?[A-Za-z_][\w-]*/.exec(selector.slice(index + 1))?.[0];
      if (name) {
        classes.push(name);
        index += name.length;
      }
    }
  }
  return classes;
}

/** Every word a class name could be, in the site's HTML and scripts. */
export function wordsIn(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.match(/-?[A-Za-z_][\w-]*/g) ?? []) words.add(word);
  }
  return words;
}

/**
 * `css` without the selectors that need a class not in `used`, the rules left with none, the
 * at-rules left empty, and the keyframes no remaining rule animates with.
 */
export function withoutUnusedRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const needed = (selector: string) => requiredClasses(selector).every((name) => used.has(name));
  root.walkRules((rule: Rule) => {
    // Keyframe steps (from, to, 50%) are rules too, with no classes: always kept.
    const kept = rule.selectors.filter(needed);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const emptyAtRules = () => {
    let removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
    return removed;
  };
  while (emptyAtRules());
  // Any value may name a keyframes rule, not only `animation`'s: a custom property can hold
  // the name for an `animation: var(--…)`.
  const animated = new Set<string>();
  root.walkDecls((declaration) => {
    for (const word of declaration.value.match(/-?[A-Za-z_][\w-]*/g) ?? []) animated.add(word);
  });
  root.walkAtRules(/keyframes$/, (atRule) => {
    if (!animated.has(atRule.params.trim())) atRule.remove();
  });
  return root.toString();
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A name for `css` that changes with what it holds, as the bundler's own do. */
function contentName(file: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return basename(file).replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
}

export interface PrunedStylesheet {
  before: string;
  after: string;
  /** Sizes in bytes, before and after. */
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Prunes each stylesheet of the built client (`outputDir`/client/assets) against every HTML
 * page and script of the build, gives it a new name from its new content (a cached copy under
 * the old name is never taken for it), and points every page, script and manifest there.
 */
export async function pruneStylesheets(outputDir: string): Promise<PrunedStylesheet[]> {
  const files = await filesUnder(outputDir);
  const client = join(outputDir, 'client');
  const texts = files.filter((file) => /\.(html|m?js|json)$/.test(file));
  const stylesheets = files.filter(
    (file) => file.startsWith(join(client, 'assets')) && file.endsWith('.css'),
  );
  const contents = new Map<string, string>();
  for (const file of texts) contents.set(file, await readFile(file, 'utf8'));
  const used = wordsIn(
    [...contents].filter(([file]) => file.startsWith(client)).map(([, text]) => text),
  );
  const results: PrunedStylesheet[] = [];
  for (const file of stylesheets) {
    const css = await readFile(file, 'utf8');
    const pruned = withoutUnusedRules(css, used);
    const name = contentName(file, pruned);
    await writeFile(file, pruned);
    await rename(file, join(dirname(file), name));
    results.push({
      before: basename(file),
      after: name,
      bytesBefore: Buffer.byteLength(css),
      bytesAfter: Buffer.byteLength(pruned),
    });
  }
  for (const [file, text] of contents) {
    let renamed = text;
    for (const { before, after } of results) renamed = renamed.replaceAll(before, after);
    if (renamed !== text) await writeFile(file, renamed);
  }
  return results;
}
