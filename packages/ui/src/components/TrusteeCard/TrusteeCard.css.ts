import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  // At large text sizes on a narrow screen the picture goes above the name.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const photo = style({
  // The same 4rem circle as the large initials avatar.
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // 12rem from the space scale: below that beside the picture, the name moves under it.
  flex: `1 1 calc(${vars.space.xxxl} * 3)`,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const jobTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
});

export const bio = style({ overflowWrap: 'anywhere' });

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
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
