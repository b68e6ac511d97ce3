import { runInNewContext } from 'node:vm';
import { preferredLanguageKey } from '@ghat/content';
import { describe, expect, it } from 'vitest';
import {
  suggestionAttribute,
  suggestionChoiceScript,
  suggestionDismissedKey,
  suggestionId,
  suggestionRevealScript,
  unavailableLine,
} from './suggestionScript.ts';

const codes = ['fr', 'es', 'pt', 'ar', 'uk'];

/** The unavailable line's text, as the reveal script filled it in. */
const unavailableText = {
  textContent: '',
  getAttribute: () => 'This website is not yet available in {language}. It is available in:',
};

/** Runs both scripts against a stand-in page; returns the line shown, or null. */
function run(languages: string[], saved: Record<string, string> = {}) {
  const attributes = new Map<string, string>();
  const documentElement = {
    hasAttribute: (name: string) => attributes.has(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  const lines: Record<string, { hidden: boolean; querySelector?: () => unknown }> =
    Object.fromEntries(codes.map((code) => [code, { hidden: true, querySelector: () => null }]));
  lines[unavailableLine] = { hidden: true, querySelector: () => unavailableText };
  const container = {
    hidden: true,
    querySelector: (selector: string) => lines[/data-suggest='(\w+)'/.exec(selector)?.[1] ?? ''],
  };
  const document = {
    documentElement,
    addEventListener: () => undefined,
    getElementById: (id: string) => (id === suggestionId ? container : null),
  };
  const context = {
    localStorage: { getItem: (key: string) => saved[key] ?? null, setItem: () => undefined },
    navigator: { languages, language: languages[0] },
    document,
    Intl,
  };
  runInNewContext(suggestionChoiceScript(codes), context);
  runInNewContext(suggestionRevealScript, context);
  const shown = Object.entries(lines).filter(([, line]) => !line.hidden);
  expect(container.hidden).toBe(shown.length === 0);
  return shown.length === 0
    ? null
    : `${shown.map(([code]) => code).join(',')} (${documentElement.getAttribute(suggestionAttribute)})`;
}

describe('the first-visit suggestion scripts', () => {
  it("show the line of the browser's first language the site is translated into", () => {
    expect(run(['fr-FR', 'fr', 'en'])).toBe('fr (fr)');
    expect(run(['de-DE', 'ar-EG'])).toBe('ar (ar)');
    expect(run(['pt-BR'])).toBe('pt (pt)');
    expect(run(['uk'])).toBe('uk (uk)');
  });

  it('show nothing when English comes first, or no language of the site is wanted', () => {
    expect(run(['en-GB', 'fr'])).toBeNull();
    expect(run(['de-DE', 'it'])).toBeNull();
  });

  it('show nothing once the visitor has chosen a language or dismissed it', () => {
    expect(run(['fr'], { [preferredLanguageKey]: 'en' })).toBeNull();
    expect(run(['fr'], { [suggestionDismissedKey]: '1' })).toBeNull();
  });

  it('name a chosen language the site is not written in, in English, whatever the browser prefers', () => {
    expect(run(['fr'], { [preferredLanguageKey]: 'hi' })).toBe('unavailable (unavailable)');
    expect(unavailableText.textContent).toBe(
      'This website is not yet available in Hindi. It is available in:',
    );
    expect(run(['fr'], { [preferredLanguageKey]: 'fr' })).toBeNull();
    expect(run([], { [preferredLanguageKey]: 'sw', [suggestionDismissedKey]: '1' })).toBeNull();
  });

  it('are constant texts that cannot end their <script> early', () => {
    for (const script of [suggestionChoiceScript(codes), suggestionRevealScript]) {
      expect(script).not.toMatch(/<\/|<!--/);
    }
  });
});
