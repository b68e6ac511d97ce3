import type { ReactNode } from 'react';
import { frameIconShapes } from './frameIcons.tsx';

// Our own icon set, drawn on a 24 by 24 grid as strokes only: the <svg> in
// Icon.tsx sets stroke="currentColor", width 2, round caps and joins, no fill,
// so every shape here takes the colour of the text around it (and the
// reader's colour under forced colours). A dot is a zero-length path
// ("h.01") that the round cap draws as a circle.

export const iconNames = [
  'search',
  'menu',
  'close',
  'chevron-down',
  'chevron-up',
  'chevron-right',
  'chevron-left',
  'arrow-right',
  'arrow-left',
  'external',
  'download',
  'eye',
  'check',
  'info',
  'warning',
  'error',
  'success',
  'globe',
  'mail',
  'phone',
  'map-pin',
  'heart',
  'users',
  'user',
  'book',
  'shield',
  'file',
  'share',
  'copy',
  'link',
  'filter',
  'calendar',
  'clock',
  'plus',
  'minus',
  'quote',
  // The five funding pillars.
  'stethoscope',
  'graduation-cap',
  'network',
  'chart',
  'siren',
] as const;

export type IconName = (typeof iconNames)[number];

export { directionalIconNames } from './directionalIcons.ts';

export const iconShapes: Record<IconName, ReactNode> = {
  ...frameIconShapes,
  'chevron-up': <path d="m6 15 6-6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'arrow-right': <path d="M4 12h16m-6-6 6 6-6 6" />,
  'arrow-left': <path d="M20 12H4m6-6-6 6 6 6" />,
  download: (
    <>
      <path d="M12 4v11m-5-5 5 5 5-5" />
      <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  check: <path d="m5 12.5 5 5L19 7" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 22 20H2z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6m0-6-6 6" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </>
  ),
  heart: <path d="M12 20 4.7 12.7a4.5 4.5 0 0 1 6.4-6.4l.9.9.9-.9a4.5 4.5 0 0 1 6.4 6.4z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  book: (
    <>
      <path d="M12 6c-2-1.3-4.5-2-8-2H3v15h1c3.5 0 6 .7 8 2 2-1.3 4.5-2 8-2h1V4h-1c-3.5 0-6 .7-8 2z" />
      <path d="M12 6v15" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z" />,
  file: (
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 10.5 6.8-4m-6.8 7 6.8 4" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="13" height="13" rx="2" />
      <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.6 1.6" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.6-1.6" />
    </>
  ),
  filter: <path d="M3 4h18l-7 8.5V19l-4 2v-8.5z" />,
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4m8-4v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  quote: (
    <>
      <rect x="3" y="6" width="7" height="6" rx="1" />
      <rect x="14" y="6" width="7" height="6" rx="1" />
      <path d="M10 11c0 4-2 6-5 7m16-7c0 4-2 6-5 7" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M6 3H5a1 1 0 0 0-1 1v5a5 5 0 0 0 10 0V4a1 1 0 0 0-1-1h-1" />
      <path d="M9 14v1a5 5 0 0 0 10 0v-2" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  'graduation-cap': (
    <>
      <path d="M2 9 12 4l10 5-10 5z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="m10.8 7.2-4.6 8.6m7-8.6 4.6 8.6M7.5 18h9" />
    </>
  ),
  chart: <path d="M3 3v18h18M8 16v-5m5 5V7m5 9v-3" />,
  siren: (
    <>
      <path d="M7 18v-6a5 5 0 0 1 10 0v6" />
      <rect x="4" y="18" width="16" height="3" rx="1" />
      <path d="M12 2v2M5.6 5.6 7 7m11.4-1.4L17 7M2 12h2m16 0h2" />
    </>
  ),
};
