export { vars } from './contract.css.ts';
export { ghatThemeClass, partnerThemeClass } from './themes/themes.css.ts';
export {
  breakpoints,
  forcedColors,
  ghatTheme,
  mediaQueries,
  reducedMotion,
  type Breakpoint,
  type ThemeTokens,
} from './tokens.ts';
export { partnerTheme } from './themes/partnerTokens.ts';
export {
  checkContrast,
  contrastRatio,
  intendedContrastPairs,
  relativeLuminance,
  requiredContrast,
  type ContrastPair,
  type ContrastResult,
  type ContrastUse,
} from './contrast.ts';
export { toDesignTokens } from './designTokens.ts';
