import { globalStyle, style } from '@vanilla-extract/css';

export const protection = style({
  // Text cannot be selected by pointer (the selectstart guard covers the rest).
  userSelect: 'none',
  WebkitUserSelect: 'none',
  // No "Save image" / "Copy" callout on a long press in iOS Safari.
  WebkitTouchCallout: 'none',
});

// Form fields stay selectable, so people can correct what they type.
globalStyle(
  `${protection} :is(input, textarea, [contenteditable]:not([contenteditable="false"]))`,
  {
    userSelect: 'text',
    WebkitUserSelect: 'text',
    WebkitTouchCallout: 'default',
  },
);
