import type { ReactNode } from 'react';
import type { IconName } from './icons.tsx';

// The icons the page frame draws on every page (header, language button, external links):
// a module of their own, so a page's first view does not carry the whole set (icons.tsx
// spreads these into it).
export const frameIconShapes = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m16.5 16.5 4.5 4.5" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </>
  ),
  external: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
} satisfies Partial<Record<IconName, ReactNode>>;

export type FrameIconName = keyof typeof frameIconShapes;
