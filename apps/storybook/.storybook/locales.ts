// The languages of the Storybook's locale toolbar: @ghat/ui's own locales, as a consumer
// imports them, and the pseudo-locale that lengthens every word for layout tests.
import type { CompleteUiLocale } from '@ghat/ui';
import { ar } from '@ghat/ui/locales/ar';
import { en } from '@ghat/ui/locales/en';
import { es } from '@ghat/ui/locales/es';
import { fr } from '@ghat/ui/locales/fr';
import { pseudo } from '@ghat/ui/locales/pseudo';
import { pt } from '@ghat/ui/locales/pt';
import { uk } from '@ghat/ui/locales/uk';

export const storybookLocales = { en, fr, es, pt, ar, uk, pseudo } satisfies Record<
  string,
  CompleteUiLocale
>;

export type StorybookLocale = keyof typeof storybookLocales;

export const isStorybookLocale = (value: unknown): value is StorybookLocale =>
  typeof value === 'string' && Object.hasOwn(storybookLocales, value);

/** The real languages, in the toolbar's order (pseudo-long is a test tool, not a language). */
export const languages = [en, fr, es, pt, ar, uk] as const;
