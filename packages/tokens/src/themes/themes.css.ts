import { assignVars, createGlobalTheme, createGlobalVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { ghatTheme, mediaQueries, reducedMotion } from '../tokens.ts';
import { partnerTheme } from './partnerTokens.ts';

/** Class that puts a subtree back on the GHAT theme (it is also the page default). */
export const ghatThemeClass = 'ghat-theme';
/** Class that switches any subtree to the partner trust's brand. */
export const partnerThemeClass = 'ghat-theme-partner';

createGlobalTheme(`:root, .${ghatThemeClass}`, vars, ghatTheme);
createGlobalTheme(`.${partnerThemeClass}`, vars, partnerTheme);

globalStyle(`:root, .${ghatThemeClass}, .${partnerThemeClass}`, {
  '@media': {
    [mediaQueries.reducedMotion]: {
      vars: assignVars(vars.motion, reducedMotion),
    },
  },
});

/**
 * Languages written in the Arabic script. The heading stack names Latin serif faces, none of
 * which has Arabic letters, so an Arabic heading would be drawn in whatever face the system's
 * letter-by-letter fallback finds, and slowly: on Linux that search was 30 ms of the first
 * layout of the site's Arabic home page. In these languages headings take the body's stack,
 * whose `system-ui` has Arabic letters on every platform.
 */
const arabicScriptLanguages = ['ar', 'fa', 'ur', 'ps', 'ckb', 'sd', 'ug'] as const;

// Each theme's own heading stack, as a value rather than a reference: on an Arabic element the
// heading variable no longer holds it. Text in another language inside Arabic text (an English
// policy under Arabic menus) gets it back. A theme of your own inherits GHAT's here.
const themeHeading = createGlobalVar('ghat-font-family-heading-theme');
globalStyle(`:root, .${ghatThemeClass}`, {
  vars: { [themeHeading]: ghatTheme.font.family.heading },
});
globalStyle(`.${partnerThemeClass}`, {
  vars: { [themeHeading]: partnerTheme.font.family.heading },
});

const arabicScript = arabicScriptLanguages.map((language) => `:lang(${language})`).join(', ');

globalStyle(
  [`[lang]`, `.${ghatThemeClass}`, `.${partnerThemeClass}`]
    .map((selector) => `${selector}:is(${arabicScript})`)
    .join(', '),
  { vars: { [vars.font.family.heading]: vars.font.family.body } },
);
globalStyle(`:is(${arabicScript}) [lang]:not(${arabicScript})`, {
  vars: { [vars.font.family.heading]: themeHeading },
});
