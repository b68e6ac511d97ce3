import { style } from '@vanilla-extract/css';

// The row, the fields' widths and the wrapping button are shared with DocumentLibrary
// (css/listing.css.ts); the actions' row comes from Inline.
export const actions = style({
  maxInlineSize: '100%',
  minInlineSize: 0,
});
