import type { IconName } from './icons.tsx';

/**
 * Icons that point along the reading direction: in right-to-left text "next"
 * points left, so these mirror unless told not to.
 */
export const directionalIconNames: readonly IconName[] = [
  'arrow-right',
  'arrow-left',
  'chevron-right',
  'chevron-left',
  'external',
];
