// The story tests' layout check: after a story's play function, in the language and at the
// width each Vitest project asks for, every piece of its text fits its box and the page does
// not scroll sideways (textFit.ts measures), and axe still passes.
//
// A project names what it checks with the `textFitTargets` global (vitest.config.ts):
//   (unset)               the story as it is: English at the story's own viewport
//   'en,pseudo,ar'        in English, then pseudo-long, then Arabic, at its own viewport
//                         (the story tests' own, test/storyTargets.ts)
//   'en@320,pseudo@320'   the story at 320 px wide in English, then in pseudo-long
// With several targets, axe runs in each, and a failure names the target it happened in.
// Play functions assert English words, so a story always renders and plays in English; the
// language (and the width) changes after its play function, keeping the state it reached (an
// open menu, a form's errors), and the check runs on what that language shows.
//
// An exception is a parameter on the story, with its reason:
//   parameters: { textFit: { skip: { pseudo: 'why', '@320': 'why', all: 'why' } } }
// (keys: a target such as 'pseudo@320', a locale, a width such as '@320', or 'all').
import { afterEach as axeAfterEach } from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { isStorybookLocale, type StorybookLocale } from './locales.ts';
import { findTextFitProblems, textFitReport } from './textFit.ts';

interface Target {
  locale: StorybookLocale | null;
  width: number | null;
}

export interface TextFitParameters {
  /** Targets this story is not checked in, each with the reason. */
  skip?: Record<string, string>;
}

declare global {
  /** Set by test/setup-viewport.ts: resizes the test browser's viewport. */
  var __storybookTestViewport: ((width: number, height: number) => Promise<void>) | undefined;
}

/** Under Vitest (addon-vitest defines this), never in the Storybook itself. */
const underTest = () => import.meta.env.VITEST_STORYBOOK !== undefined;

// The locale a test switched the story to, over the toolbar's.
let checkedLocale: StorybookLocale | null = null;
const listeners = new Set<() => void>();

function setCheckedLocale(locale: StorybookLocale | null) {
  checkedLocale = locale;
  for (const listener of listeners) listener();
}

/** The locale under test, if a test switched the story to one; null in the Storybook. */
export function useCheckedLocale(): StorybookLocale | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => checkedLocale,
    () => checkedLocale,
  );
}

/** Every story starts in the toolbar's language. */
export function resetTextFitCheck() {
  setCheckedLocale(null);
}

function parseTargets(value: unknown): Target[] {
  if (typeof value !== 'string' || value.trim() === '') return [{ locale: null, width: null }];
  return value.split(',').map((item) => {
    const [locale = '', width] = item.trim().split('@');
    if (locale && !isStorybookLocale(locale))
      throw new Error(`Unknown locale in textFitTargets: ${item}`);
    return {
      locale: isStorybookLocale(locale) ? locale : null,
      width: width ? Number(width) : null,
    };
  });
}

const targetName = ({ locale, width }: Target) => `${locale ?? 'en'}${width ? `@${width}` : ''}`;

const targetLabel = ({ locale, width }: Target) =>
  [
    locale === 'pseudo' ? 'pseudo-long' : (locale ?? 'as rendered'),
    width ? `${width} px wide` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The reason this story is not checked in this target, if it has one. */
function exceptionFor(parameters: StoryContext['parameters'], target: Target): string | null {
  const skip = (parameters.textFit as TextFitParameters | undefined)?.skip ?? {};
  const keys = [
    targetName(target),
    target.locale ?? 'en',
    ...(target.width ? [`@${target.width}`] : []),
    'all',
  ];
  for (const key of keys) {
    const reason = skip[key];
    if (reason !== undefined) {
      if (reason.trim() === '') throw new Error(`textFit.skip.${key} needs a reason`);
      return reason;
    }
  }
  return null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the page stops changing: React's render, then anything that measured it. */
async function settle() {
  await document.fonts.ready;
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    // Two quiet frames in a row, within about a third of a second.
    for (let frame = 0, quiet = 0; frame < 20 && quiet < 2; frame += 1) {
      changed = false;
      await nextFrame();
      quiet = changed ? 0 : quiet + 1;
    }
  } finally {
    observer.disconnect();
  }
}

async function applyTarget(target: Target) {
  if (target.width) {
    if (!globalThis.__storybookTestViewport) {
      throw new Error('A width to check needs test/setup-viewport.ts in the Vitest project');
    }
    await globalThis.__storybookTestViewport(target.width, 568);
  }
  if (target.locale) setCheckedLocale(target.locale);
  await settle();
}

/** The afterEach: checks the story in each target, and axe with it when there are several. */
export async function checkTextFit(context: StoryContext) {
  if (!underTest()) return;
  const targets = parseTargets(context.globals.textFitTargets);
  const several = targets.length > 1;
  const failures: string[] = [];
  for (const target of targets) {
    await applyTarget(target);
    const label = targetLabel(target);
    if (!exceptionFor(context.parameters, target)) {
      const report = textFitReport(findTextFitProblems(document.body));
      if (report) failures.push(`Text does not fit (${label}):\n${report}`);
    }
    // With one target, addon-a11y's own afterEach runs axe next, on this state.
    if (several) {
      try {
        await axeAfterEach(context);
      } catch (error) {
        failures.push(`axe (${label}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (several) {
    // Already run in each target above.
    context.parameters = {
      ...context.parameters,
      a11y: { ...context.parameters.a11y, test: 'off' },
    };
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
