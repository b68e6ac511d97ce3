import { createRequire } from 'node:module';
import { createContext, runInContext, runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  buildReactScript,
  reactDomSentinels,
  reactGlobal,
  reactShim,
  withSentinelsMadeOutside,
} from './reactScript.ts';

const require = createRequire(import.meta.url);

/** React's production message for an error code, as its `formatProdErrorMessage` words it. */
function reactErrorMessage(code: number): string {
  return `Minified React error #${code}; visit https://react.dev/errors/${code} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`;
}

describe('buildReactScript', () => {
  it("sets React's four modules on the global, production builds, for the shims to read", async () => {
    const code = await buildReactScript();
    // A classic script: no import or export statement for a browser to refuse.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const globals: Record<string, unknown> = { queueMicrotask };
    runInNewContext(code, globals);
    // Not in the script's own run: React starts in a microtask once the script has returned,
    // so with an inspector attached only React DOM's module is parsed again for its errors'
    // stacks, not the whole script (issue 27).
    expect(globals[reactGlobal]).toBeUndefined();
    await Promise.resolve();
    const react = globals[reactGlobal] as Record<string, Record<string, unknown>>;
    expect(Object.keys(react).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    expect(react.react?.version).toBe((require('react') as { version: string }).version);
    expect(typeof react['react-dom/client']?.hydrateRoot).toBe('function');
    expect(typeof react['react-dom']?.createPortal).toBe('function');
    expect(typeof react['react/jsx-runtime']?.jsx).toBe('function');
    // One React: the JSX runtime's elements are the ones React DOM renders.
    const element = (react['react/jsx-runtime']?.jsx as (type: string, props: object) => object)(
      'p',
      {},
    );
    expect((react.react?.isValidElement as (value: unknown) => boolean)(element)).toBe(true);
    // Production React DOM: its errors are codes, not the development build's messages.
    expect(code).toContain('Minified React error #');
    expect(code).not.toContain('react-dom.development');
  }, 60_000);
});

describe("React DOM's sentinel errors", () => {
  // With an inspector attached (every ruler of issue 27), V8 parses again every function on
  // the stack when an error is made, to give its frames lines and columns. React DOM's module
  // on that stack cost 127 ms at CPU 4x before any island could start.
  it('are made before React DOM starts, from the start-up function alone', async () => {
    const code = await buildReactScript();
    const context = createContext({ queueMicrotask });
    // Records every error made, and how deep the stack was below its maker.
    runInContext(
      `var OwnError = Error, made = [];
       OwnError.stackTraceLimit = 50;
       globalThis.errorsMade = made;
       globalThis.Error = function Error(message, options) {
         var probe = {}, error = new OwnError(message, options);
         OwnError.captureStackTrace(probe, Error);
         made.push({ error: error, frames: probe.stack.split('\\n    at ').length - 1 });
         return error;
       };`,
      context,
    );
    runInContext(code, context);
    await Promise.resolve();
    const made = context.errorsMade as { error: Error; frames: number }[];
    // Only the function the microtask runs: none from inside React DOM's module, which would
    // add that module's function and the bundle's require to the stack.
    expect(made.map(({ frames }) => frames)).toEqual(reactDomSentinels.map(() => 1));
    // Each with React's own message, given by React DOM's module as it started.
    expect(made.map(({ error }) => error.message).sort()).toEqual(
      reactDomSentinels.map(({ code }) => reactErrorMessage(code)).sort(),
    );
    // As React's own: the message not enumerable.
    expect(made.every(({ error }) => !Object.keys(error).includes('message'))).toBe(true);
    // React DOM took the entry's: once started, no sentinel is left on the global.
    expect(context.__ghatReactDomSentinels).toBeUndefined();
    expect(
      typeof (context[reactGlobal] as Record<string, { hydrateRoot?: unknown }>)['react-dom/client']
        ?.hydrateRoot,
    ).toBe('function');
  }, 60_000);

  it('are found in React DOM as expected, or the build stops', () => {
    const source = reactDomSentinels
      .map(({ name, code }) => `var ${name} = Error(formatProdErrorMessage(${code}));`)
      .join('\n');
    expect(withSentinelsMadeOutside(source)).not.toContain('Error(');
    // After the module's own code: before it, it would end a "use strict" at the module's top.
    expect(withSentinelsMadeOutside(`"use strict";\n${source}`)).toMatch(/^"use strict";/);
    expect(() => withSentinelsMadeOutside(source.replace('(460)', '(999)'))).toThrow(
      /SuspenseException is made 0 times/,
    );
  });
});

describe('reactShim', () => {
  it("is a CommonJS module whose exports are the global's module", () => {
    const module = { exports: {} as unknown };
    const reactModule = { useState: () => undefined };
    runInNewContext(reactShim('react'), {
      module,
      globalThis: { [reactGlobal]: { react: reactModule } },
    });
    expect(module.exports).toBe(reactModule);
  });
});
