import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.css.ts';

/**
 * Out of sight: one clipped pixel, held just above the top edge of the
 * viewport (fixed, then moved up by its own height), where no scrolling
 * reaches it. Sideways it keeps its place in the form, so it never makes the
 * page scroll sideways in either reading direction.
 */
export const trap = style([
  visuallyHiddenRule,
  {
    position: 'fixed',
    insetBlockStart: 0,
    transform: 'translateY(-100%)',
    pointerEvents: 'none',
  },
]);

// Label and input take the trap's width, so nothing inside it reaches out.
globalStyle(`${trap} > *`, {
  display: 'block',
  boxSizing: 'border-box',
  inlineSize: '100%',
});
