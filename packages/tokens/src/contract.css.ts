import { createGlobalThemeContract } from '@vanilla-extract/css';
import { ghatTheme } from './tokens.ts';

/**
 * The one theme contract. Its custom-property names are fixed
 * (`--ghat-color-brand-primary`, `--ghat-space-md`…) rather than hashed, so
 * they stay the same across builds and packages, and another property can
 * even override one in plain CSS.
 */
export const vars = createGlobalThemeContract(ghatTheme, (_value, path) =>
  `ghat-${path.join('-')}`.replace(/\./g, '_'),
);
