import type { StyleRule } from '@vanilla-extract/css';

/** The `align` variants of Heading and Text: `start` and `end` follow the reading direction. */
export const textAlignments = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} satisfies Record<string, StyleRule>;
