import type { IconName } from './icons.tsx';

// The icons the page frame draws on every page (header, language button, external links):
// a module of their own, so a page's first view does not carry the whole set (icons.tsx
// spreads these into it).
export const frameIconShapes = {
  search: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M16.5 16.5l4.5 4.5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'm6 9 6 6 6-6',
  globe: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12a4 9 0 1 0 8 0a4 9 0 1 0 -8 0M3 12h18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} satisfies Partial<Record<IconName, string>>;

export type FrameIconName = keyof typeof frameIconShapes;
