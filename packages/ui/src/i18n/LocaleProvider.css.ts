import { style } from '@vanilla-extract/css';

/** Carries lang and dir to the components inside, and takes no room of its own. */
export const scope = style({ display: 'contents' });
