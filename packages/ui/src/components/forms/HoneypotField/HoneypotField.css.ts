import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.css.ts';

/**
 * Out of sight: one clipped pixel, held just above the top edge of its
 * containing block (fixed, then moved up by its own height): the viewport, or
 * PageShell's `main`, which is a layer of its own. Either way it adds nothing
 * to the page's height. Sideways it keeps its place in the form, so it never
 * makes the page scroll sideways in either reading direction.
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
