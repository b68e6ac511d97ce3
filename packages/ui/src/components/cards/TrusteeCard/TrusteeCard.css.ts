import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

// The header row and the name's column come from Inline and Stack, shared with AuthorCard.

export const photo = style({
  // The same 4rem circle as the large initials avatar.
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const jobTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStartWidth: vars.border.width.thick,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.brand.primary,
  '@media': {
    [mediaQueries.forcedColors]: { borderInlineStartColor: forcedColors.border },
  },
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontStyle: 'italic',
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: {
    // Typographic quotation marks that follow the page's language.
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const attribution = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
