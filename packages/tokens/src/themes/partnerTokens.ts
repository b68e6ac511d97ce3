import { ghatTheme, type ThemeTokens } from '../tokens.ts';

/**
 * A partner trust's brand (aubergine and gold, square corners, sans-serif
 * headings), filled from the same contract. It is the proof that another
 * property re-skins every component by supplying values, not forking code.
 */
export const partnerTheme: ThemeTokens = {
  ...ghatTheme,
  color: {
    ...ghatTheme.color,
    brand: {
      primary: '#4a2364',
      primaryHover: '#321645',
      onPrimary: '#ffffff',
      accent: '#8a5a00',
      onAccent: '#ffffff',
      tint: '#f1eaf6',
    },
    text: {
      default: '#1c1622',
      muted: '#554b5e',
      inverse: '#ffffff',
      link: '#5a2a7c',
      linkHover: '#3a1752',
      linkVisited: '#7a2855',
    },
    surface: {
      default: '#ffffff',
      subtle: '#f8f5fa',
      muted: '#ece6f0',
      brand: '#4a2364',
      inverse: '#241530',
    },
    border: {
      subtle: '#ddd3e4',
      default: '#76697f',
      strong: '#43384b',
      inverse: '#bba9c8',
    },
    focus: {
      ring: '#0f5ca8',
      ringOnDark: '#ffcf4a',
    },
  },
  font: {
    ...ghatTheme.font,
    family: { ...ghatTheme.font.family, heading: ghatTheme.font.family.body },
  },
  radius: {
    none: '0',
    sm: '0',
    md: '0.125rem',
    lg: '0.25rem',
    full: '9999px',
  },
};
