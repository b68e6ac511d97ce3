import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
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
