import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { forcedColorsEdge } from '../../../css/forcedColors.ts';

// A column is never narrower than a third of the reading width, and never wider than the footer.
const minColumn = `calc(${vars.size.container.narrow} / 3)`;

export const footer = style({
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  paddingBlock: vars.space.xxl,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Forced colours drop the dark surface; a rule still marks where the footer starts.
  ...forcedColorsEdge('borderBlockStart'),
  // Below the fold on every page: the browser styles and lays it out when it nears the
  // viewport, not in the page's first layout (a fifth of a page's elements). Skipped content
  // stays in the browser's accessibility tree and find-in-page.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${vars.size.footerEstimate}`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr))`,
});

// The columns, the link groups' lists and the bottom row are Stacks and an Inline.
/** A column of the footer: the organisation, or a group of links. */
export const column = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const organisationName = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const paragraph = style({ margin: 0 });

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  fontStyle: 'normal',
});

export const newsletter = style({ minInlineSize: 0 });

export const bottom = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.inverse}`,
  fontSize: vars.font.size.sm,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockStartColor: forcedColors.border },
  },
});
