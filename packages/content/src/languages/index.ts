// The languages the site's picker offers (spec section 3): about 140, English first.
import type { Language } from '../schemas.ts';
import { generatedLanguages } from './languages.generated.ts';

export const languages: Language[] = generatedLanguages;

/** The code of the language the site is written in and falls back to. */
export const defaultLanguage = 'en';
