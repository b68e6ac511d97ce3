import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { forcedColorsEdge } from '../../../css/forcedColors.ts';

// A column is never narrower than a third of the reading width, and never wider than the footer.
const minColumn = `calc(${vars.size.container.narrow} / 3)`;

export const footer = style({
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  paddingBlockStart: vars.space.xxl,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Forced colours drop the dark surface; a rule still marks where the footer starts.
  ...forcedColorsEdge('borderBlockStart'),
});

/**
 * Everything after the newsletter: below the fold on every page, so the browser styles and lays
 * it out as it nears the viewport, not in the page's first layout (a fifth of a page's
 * elements). It holds no form field (see SiteFooter.tsx). Skipped content stays in the
 * browser's accessibility tree and find-in-page. It spans the footer and keeps the footer's
 * end padding, so focus rings at its edges are inside the area it paints.
 */
export const laidOutNearView = style({
  paddingBlockEnd: vars.space.xxl,
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

/** The sign-up, above the columns, no wider than a form reads well. */
export const newsletter = style({
  maxInlineSize: vars.size.container.narrow,
  marginBlockEnd: vars.space.xl,
});

export const bottom = style({
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.inverse}`,
  fontSize: vars.font.size.sm,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockStartColor: forcedColors.border },
  },
});
