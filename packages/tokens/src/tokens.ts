// Raw, typed token values. Everything else (the CSS theme, the JSON for design
// tools, the contrast test) is derived from these objects, so they cannot drift.
// This file has no imports so Node can load it directly when writing the JSON.

export const breakpoints = {
  mobile: 0,
  tablet: 740,
  desktop: 992,
  wide: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries in `em` so they follow the reader's text size: at 200% text a
 * desktop window gets the tablet layout, as it should.
 */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet / 16}em)`,
  desktop: `screen and (min-width: ${breakpoints.desktop / 16}em)`,
  wide: `screen and (min-width: ${breakpoints.wide / 16}em)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** The reader has not asked for less motion: where smooth scrolling and transitions belong. */
  motionAllowed: '(prefers-reduced-motion: no-preference)',
  forcedColors: '(forced-colors: active)',
} as const;

/**
 * CSS system colours used only under `forced-colors: active`, where the
 * browser replaces author colours with the reader's own palette.
 */
export const forcedColors = {
  focusRing: 'Highlight',
  border: 'CanvasText',
  text: 'CanvasText',
  surface: 'Canvas',
  link: 'LinkText',
  buttonText: 'ButtonText',
  buttonBorder: 'ButtonBorder',
} as const;

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
// Each family a browser lacks is a lookup before the first layout (about 1 ms each in a cold
// Chromium renderer, measured), so the stack names only families some system ships that the
// generic after them would not pick: Charter (Apple), Bitstream Charter (Linux), Sitka Text
// and Cambria (Windows). Android (Noto Serif) and the rest get `serif`.
const systemSerif = 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif';
const systemMono =
  'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace';

/** The GHAT brand: deep teal with a warm accent, on white. */
export const ghatTheme = {
  color: {
    brand: {
      primary: '#005a5b',
      primaryHover: '#003f40',
      onPrimary: '#ffffff',
      accent: '#a8431b',
      onAccent: '#ffffff',
      tint: '#e3f0ef',
    },
    neutral: {
      '0': '#ffffff',
      '50': '#f5f7f7',
      '100': '#e9eded',
      '200': '#d5dbdb',
      '400': '#8d9898',
      '600': '#586363',
      '700': '#3e4848',
      '900': '#161c1c',
    },
    text: {
      default: '#161c1c',
      muted: '#4a5555',
      inverse: '#ffffff',
      link: '#00575e',
      linkHover: '#003a40',
      linkVisited: '#5b2d86',
    },
    surface: {
      default: '#ffffff',
      subtle: '#f5f7f7',
      muted: '#e9eded',
      brand: '#005a5b',
      inverse: '#12302f',
    },
    border: {
      subtle: '#d5dbdb',
      default: '#6b7777',
      strong: '#3e4848',
      inverse: '#9fb8b6',
    },
    success: { text: '#0b5a2b', surface: '#e7f4ec', border: '#2e7d4c' },
    warning: { text: '#6b3d00', surface: '#fff4db', border: '#a86200' },
    error: { text: '#a0151b', surface: '#fdeced', border: '#c4242b' },
    info: { text: '#0b4a7a', surface: '#e6f1fa', border: '#2f6fa6' },
    focus: {
      ring: '#1747b5',
      ringOnDark: '#ffd23f',
    },
  },
  font: {
    family: {
      body: systemSans,
      heading: systemSerif,
      mono: systemMono,
    },
    size: {
      xs: '0.8125rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.1875rem',
      xl: '1.5rem',
      '2xl': '2rem',
      '3xl': '2.5rem',
      '4xl': '3rem',
    },
    lineHeight: {
      tight: '1.15',
      snug: '1.3',
      normal: '1.5',
      relaxed: '1.7',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  size: {
    /** Smallest pointer target: WCAG 2.2 asks 24px, we give 44px where we can. */
    touchTarget: '2.75rem',
    minTarget: '1.5rem',
    icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem', xl: '2rem' },
    container: { narrow: '42rem', default: '72rem', wide: '90rem' },
    measure: '66ch',
    /**
     * The widest the brand's name beside its mark may be in the desktop header before it
     * wraps, in the name's own `em`: two balanced lines no taller than the mark.
     */
    brandNameMeasure: '9em',
    /**
     * The height held for the site footer's links and bottom row while they are far from view
     * and not yet laid out (`content-visibility: auto`): near their usual height, so the scroll
     * bar hardly moves when they are drawn. Once drawn, the browser remembers their real height.
     */
    footerEstimate: '60rem',
    /**
     * The height held for a page section while it is far from view and not yet laid out
     * (`content-visibility: auto`): about a phone screen, the usual height of a section there.
     * Once drawn, the browser remembers its real height.
     */
    sectionEstimate: '40rem',
  },
  border: {
    width: { thin: '1px', thick: '2px', focus: '3px' },
  },
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.5rem',
    lg: '1rem',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgb(22 28 28 / 0.12)',
    md: '0 4px 12px rgb(22 28 28 / 0.14)',
    lg: '0 12px 32px rgb(22 28 28 / 0.18)',
  },
  layer: {
    base: '0',
    raised: '1',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
    skipLink: '600',
  },
  motion: {
    duration: {
      fast: '120ms',
      medium: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
};

/** Every theme fills the same shape: the contract. */
export type ThemeTokens = typeof ghatTheme;

/** Under `prefers-reduced-motion: reduce` every duration is zero and easing linear. */
export const reducedMotion: ThemeTokens['motion'] = {
  duration: { fast: '0ms', medium: '0ms', slow: '0ms' },
  easing: { standard: 'linear', enter: 'linear', exit: 'linear' },
};
