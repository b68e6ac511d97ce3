import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildReactScript, reactGlobal, reactShim } from './reactScript.ts';

const require = createRequire(import.meta.url);

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
