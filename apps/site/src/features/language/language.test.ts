import { runInNewContext } from 'node:vm';
import { languages, preferredLanguageKey, type Language } from '@ghat/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageRestoreScript } from './languageScript.ts';
import {
  languageStore,
  readPreferredLanguage,
  resetLanguageForTests,
  restoreOnce,
  siteDocumentLanguage,
} from './language.ts';
import {
  choosePreferredLanguage,
  documentAttributes,
  isRightToLeft,
  restorePreferredLanguage,
} from './languageChoice.ts';
import { onTrack, type TrackEvent } from '../analytics/tracker.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** Runs the head script against a stand-in document and storage; returns <html>'s attributes. */
function runRestoreScript(saved: string | null, storageThrows = false, pageLocale?: string) {
  const documentElement = {
    lang: pageLocale ?? 'en-GB',
    dir: '',
    hasAttribute: (name: string) => name === 'data-locale' && pageLocale !== undefined,
  };
  runInNewContext(languageRestoreScript, {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === preferredLanguageKey ? saved : null;
      },
    },
    document: { documentElement },
  });
  return { lang: documentElement.lang, dir: documentElement.dir };
}

const byCode = (code: string) => languages.find((language) => language.code === code) as Language;

describe('the head script that restores the language before paint', () => {
  it('sets lang and dir from the saved choice', () => {
    expect(runRestoreScript('ps')).toEqual({ lang: 'ps', dir: 'rtl' });
    expect(runRestoreScript('ur')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(runRestoreScript('fa')).toEqual({ lang: 'fa', dir: 'rtl' });
    expect(runRestoreScript('he')).toEqual({ lang: 'he', dir: 'rtl' });
    expect(runRestoreScript('cy')).toEqual({ lang: 'cy', dir: 'ltr' });
    expect(runRestoreScript('zh-Hant')).toEqual({ lang: 'zh-Hant', dir: 'ltr' });
  });

  it('leaves the page alone with no choice, English, anything not shaped like a tag, or no storage', () => {
    for (const saved of [null, 'en', '', '"><script>', 'ARABIC', 'a']) {
      expect(runRestoreScript(saved)).toEqual({ lang: 'en-GB', dir: '' });
    }
    expect(runRestoreScript('ur', true)).toEqual({ lang: 'en-GB', dir: '' });
  });

  it('leaves an English page English for a language with pages of its own, and a translated page alone', () => {
    for (const saved of ['fr', 'ar', 'uk']) {
      expect(runRestoreScript(saved)).toEqual({ lang: 'en-GB', dir: '' });
    }
    expect(runRestoreScript('cy', false, 'fr')).toEqual({ lang: 'fr', dir: '' });
  });

  it('is one constant text, so every page carries the same script and the same CSP hash', () => {
    // Nothing that could end the <script> element early.
    expect(languageRestoreScript).not.toMatch(/<\/|<!--/);
    expect(languageRestoreScript).toContain(JSON.stringify(preferredLanguageKey));
  });
});

describe('language helpers', () => {
  it('gives each language its document attributes; English is the site’s en-GB', () => {
    expect(documentAttributes('en')).toEqual({ lang: siteDocumentLanguage, dir: 'ltr' });
    expect(siteDocumentLanguage).toBe('en-GB');
    for (const language of languages.slice(1)) {
      expect(documentAttributes(language.code)).toEqual({
        lang: language.code,
        dir: language.rtl ? 'rtl' : 'ltr',
      });
      expect(isRightToLeft(language.code)).toBe(language.rtl);
    }
  });

  it('reads only a saved value shaped like a language tag', () => {
    expect(readPreferredLanguage(memoryStorage({ [preferredLanguageKey]: 'cy' }))).toBe('cy');
    expect(readPreferredLanguage(memoryStorage({ [preferredLanguageKey]: 'x y' }))).toBeNull();
    expect(readPreferredLanguage(memoryStorage())).toBeNull();
    expect(readPreferredLanguage(undefined)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferredLanguage(broken)).toBeNull();
  });
});

describe('restoring and choosing', () => {
  const events: TrackEvent[] = [];
  let stop: () => void;
  beforeEach(() => {
    resetLanguageForTests();
    events.length = 0;
    stop = onTrack((event) => events.push(event));
  });
  afterEach(() => stop());

  it('restores a saved language with its native name once the list has loaded', async () => {
    const storage = memoryStorage({ [preferredLanguageKey]: 'ar' });
    const seen: string[] = [];
    const unsubscribe = languageStore.subscribe(() => seen.push(languageStore.get().nativeName));
    await restorePreferredLanguage('ar', storage, async () => languages);
    unsubscribe();
    // The code at once (for lang and dir), the name when the list came.
    expect(seen).toEqual(['ar', 'العربية']);
    expect(languageStore.get()).toMatchObject({ code: 'ar', rtl: true });
    // Restoring is not a choice: nothing is reported.
    expect(events).toEqual([]);
    // The prerendered HTML is always English.
    expect(languageStore.getServer().code).toBe('en');
  });

  it('loads the restoring code only for a saved language other than English, once per page load', async () => {
    const restore = vi.fn(async () => {});
    const loadChoice = vi.fn(async () => ({ restorePreferredLanguage: restore }));
    await restoreOnce(memoryStorage(), loadChoice);
    resetLanguageForTests();
    await restoreOnce(memoryStorage({ [preferredLanguageKey]: 'en' }), loadChoice);
    resetLanguageForTests();
    await restoreOnce(memoryStorage({ [preferredLanguageKey]: '<b>' }), loadChoice);
    expect(loadChoice).not.toHaveBeenCalled();

    resetLanguageForTests();
    const storage = memoryStorage({ [preferredLanguageKey]: 'cy' });
    await restoreOnce(storage, loadChoice);
    await restoreOnce(storage, loadChoice);
    expect(loadChoice).toHaveBeenCalledTimes(1);
    expect(restore).toHaveBeenCalledExactlyOnceWith('cy', storage);
  });

  it('stays quietly in English when the restoring code cannot load', async () => {
    await expect(
      restoreOnce(memoryStorage({ [preferredLanguageKey]: 'cy' }), () =>
        Promise.reject(new Error('offline')),
      ),
    ).resolves.toBeUndefined();
    expect(languageStore.get().code).toBe('en');
  });

  it('forgets a saved code the site does not offer and stays in English', async () => {
    const storage = memoryStorage({ [preferredLanguageKey]: 'xx' });
    await restorePreferredLanguage('xx', storage, async () => languages);
    expect(storage.items.has(preferredLanguageKey)).toBe(false);
    expect(languageStore.get().code).toBe('en');
  });

  it('keeps nothing from a failed list load but the code', async () => {
    const storage = memoryStorage({ [preferredLanguageKey]: 'cy' });
    await restorePreferredLanguage('cy', storage, () => Promise.reject(new Error('offline')));
    expect(languageStore.get()).toMatchObject({ code: 'cy', nativeName: 'cy' });
    expect(storage.items.get(preferredLanguageKey)).toBe('cy');
  });

  it('saves a choice, shows it and reports only its code', () => {
    const storage = memoryStorage();
    choosePreferredLanguage(byCode('ur'), storage);
    expect(storage.items.get(preferredLanguageKey)).toBe('ur');
    expect(languageStore.get()).toEqual({ code: 'ur', nativeName: 'اردو', rtl: true });
    expect(events).toEqual([{ name: 'language_change', properties: { language: 'ur' } }]);
  });

  it('still shows a choice when storage refuses it', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    choosePreferredLanguage(byCode('cy'), storage);
    expect(languageStore.get().code).toBe('cy');
  });
});
