import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { emptyState } from '../../css/listing.css.ts';

// The column and its gap come from Stack.
export const root = style({ minInlineSize: 0 });

export const status = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  selectors: { '&[data-state="empty"]': emptyState },
});
