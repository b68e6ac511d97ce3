// React and React DOM as a classic script of their own, in the client build (issue 27).
//
// On a slow connection React DOM's bytes are most of the wait before a page is live. Asked
// for only at the first paint, they start a round trip after the stylesheet has arrived;
// asked for with the stylesheet, they share the connection with it and delay the first
// paint. So the starter (src/features/islands/reactStarter.ts) asks for them one round trip
// after the stylesheet was asked for, when the stylesheet's bytes are arriving, and the
// loader (islandsLoader.ts) runs them after the largest paint.
//
// Why a classic script and not a module: Lighthouse's simulation (Lantern) counts every
// script fetched before the largest paint as part of that paint, unless the trace shows the
// script was first run after the paint. It knows that from `EvaluateScript` events, which a
// module does not have. As a module fetched early, React DOM doubled the simulated largest
// paint. As a classic script it is left out only when its run takes 10 ms or more: Lantern
// drops shorter tasks from its graph, and React's run is 5-9 ms on a fast machine. So on a
// fast connection the starter asks for it at the first paint instead.
//
// The classic file sets `globalThis[reactGlobal]`; in the client build `react`, `react-dom`,
// `react-dom/client` and `react/jsx-runtime` are modules that read it. The server build and
// the dev server use React as usual.
import { createHash } from 'node:crypto';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import { compileHint } from './compileHint.ts';

export const reactGlobal = '__ghatReact';

/** The modules the browser's React provides. */
const reactModules = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

type ReactModule = (typeof reactModules)[number];
const isReactModule = (id: string): id is ReactModule =>
  (reactModules as readonly string[]).includes(id);
const prefix = '\0ghat-react:';

/**
 * The module that stands for `name` in the client build: React's own CommonJS exports, read
 * from the global. CommonJS, as React's modules are, so the code that imports it is built
 * exactly as it was with React inside it.
 */
export function reactShim(name: ReactModule): string {
  return `module.exports = globalThis.${reactGlobal}[${JSON.stringify(name)}];`;
}

/** The classic script's source: React's four modules, set on the global. */
export async function buildReactScript(): Promise<string> {
  const entry = '\0ghat-react-entry';
  let sentinelsMoved = false;
  const result = await build({
    input: entry,
    platform: 'browser',
    write: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'ghat-react-entry',
        resolveId: (id) => (id === entry ? id : null),
        // React's modules start in a microtask once the script has run, React DOM's sentinel
        // errors made first: see below.
        load: (id) =>
          id === entry
            ? `queueMicrotask(function () {
                var made = {}, codes = ${JSON.stringify(reactDomSentinels.map(({ code }) => code))}, i;
                for (i = 0; i < codes.length; i++) made[codes[i]] = Error('');
                globalThis.${sentinelsGlobal} = made;
                globalThis.${reactGlobal} = {${reactModules.map((name) => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`).join(', ')}};
                delete globalThis.${sentinelsGlobal};
              });`
            : null,
        transform(code, id) {
          if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
          sentinelsMoved = true;
          return withSentinelsMadeOutside(code);
        },
      },
    ],
    output: { format: 'iife', minify: true, comments: false },
  });
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The React script was not built.');
  if (!sentinelsMoved) throw new Error("React DOM's client module was not found to transform.");
  // React DOM makes its sentinel errors as it starts (thrown and caught inside React, never
  // shown). With an inspector attached (DevTools open, Lighthouse, Playwright, so every ruler
  // of issue 27), V8 gives each a stack with lines and columns, and to find them it parses
  // again, whole, every function on the stack at that moment. Run from the script itself,
  // that was React DOM's module, the bundle's wrapper and the script's top level: the whole
  // script parsed four times over, 190-320 ms at CPU 4x before any island could start
  // (Long Animation Frames, slow-net's conditions). Started from a microtask, the script has
  // returned, but React DOM's module (170 kB) was still on the stack: 127 ms of the 140 its
  // start took (V8.CollectSourcePositions in a trace). So the microtask makes those errors
  // itself, before React DOM's module runs, and the module takes them from it: the stack is
  // then the microtask's own small function. A visitor's browser, with no inspector, takes no
  // such stacks and never paid it. Error.stackTraceLimit does not help: the inspector asks for
  // its own frames whatever the page's limit.
  return chunk.code.trim();
}

/** Where React DOM's module finds the sentinel errors the entry made for it. */
const sentinelsGlobal = '__ghatReactDomSentinels';

/**
 * The errors React DOM's module makes as it starts, by the name it gives each and its error
 * code. It compares what was thrown with each by identity, so one object each, made once.
 */
export const reactDomSentinels = [
  { name: 'HydrationMismatchException', code: 519 },
  { name: 'SuspenseException', code: 460 },
  { name: 'SuspenseyCommitException', code: 474 },
  { name: 'SuspenseActionException', code: 542 },
  { name: 'SelectiveHydrationException', code: 461 },
] as const;

/**
 * React DOM's module source with each sentinel taken from the entry's, not made there: the
 * module gives it its message, with its own `formatProdErrorMessage` (a message read when the
 * stack is, so both are as React made them). Throws when one is not found as expected: a new
 * React to read again, not a script quietly slower.
 */
export function withSentinelsMadeOutside(source: string): string {
  const take = '__ghatTakeSentinel';
  let result = source;
  for (const { name, code } of reactDomSentinels) {
    const made = `${name} = Error(formatProdErrorMessage(${code}))`;
    const count = result.split(made).length - 1;
    if (count !== 1) {
      throw new Error(`React DOM's ${name} is made ${count} times as \`${made}\`, not once.`);
    }
    result = result.replace(made, `${name} = ${take}(${code})`);
  }
  // At the end, hoisted: before the module's "use strict" it would end strict mode.
  return `${result}
function ${take}(code) {
  var made = globalThis.${sentinelsGlobal}[code];
  made.message = formatProdErrorMessage(code);
  return made;
}
`;
}

/** What the pages need of the client build's React. */
export interface ReactScriptFiles {
  /** React and React DOM, setting the global (`/assets/react-<hash>.js`). */
  script: string;
}

const id = 'virtual:ghat/react-script';
const resolvedId = `\0${id}`;

/**
 * The client build's React: the shims and the classic file. The server build reads its
 * address as `virtual:ghat/react-script` (null in the dev server).
 */
export function reactScript(): Plugin {
  let recorded: ReactScriptFiles | null = null;
  let building = false;
  return {
    name: 'ghat-site:react-script',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      if (source === id) return resolvedId;
      if (building && this.environment.name === 'client' && isReactModule(source)) {
        return `${prefix}${source}`;
      }
      return null;
    },
    load(source) {
      if (source === resolvedId) return `export const reactScript = ${JSON.stringify(recorded)};\n`;
      if (!source.startsWith(prefix)) return null;
      const name = source.slice(prefix.length);
      if (!isReactModule(name)) return null;
      return { code: reactShim(name), moduleSideEffects: false };
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      // The compile hint, as on every chunk (vite.config.ts). V8 compiles this script off the
      // main thread as it streams in (a trace shows it); with and without the hint it measured
      // the same (docs/performance-log.md).
      const source = `${compileHint}\n${await buildReactScript()}`;
      const script = `assets/react-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: script, source });
      recorded = { script: `/${script}` };
    },
  };
}
