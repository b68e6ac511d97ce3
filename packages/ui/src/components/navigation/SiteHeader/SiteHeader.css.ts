import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { createVar, fallbackVar, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { quietButtonRule } from '../../../css/quietButton.css.ts';
import { name as logoName, nameMeasure } from '../../../primitives/brand/Logo/Logo.css.ts';
import { hoverBackground, transition } from './headerRules.ts';

const { desktop } = mediaQueries;

/** The header's measured height, set by the component: the mobile panel opens just below it. */
export const headerHeight = createVar();

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.layer.sticky,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    // Too tall to stick (see the component): it scrolls away with the page.
    '&[data-sticky="false"]': { position: 'relative' },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
  },
});

// Until the component measures the header (and keeps the document's scroll padding to its
// exact height), a page with the header keeps a #fragment target, and whatever takes focus,
// clear of it by its usual height, so a link followed before the page's script runs, or
// without it, lands just below the sticky header. The heights, from the bar's padding and
// bottom border around its rows of touch targets (the logo's name, on two lines beside the
// mark, is no taller than a touch target):
globalStyle(`:root:has(${header})`, {
  // Below desktop, one row: the logo, 'Menu' and search. (At 320 px the name takes four lines
  // and the header is taller, until it measures itself.)
  scrollPaddingBlockStart: `calc(${vars.size.touchTarget} + 2 * ${vars.space.xs} + ${vars.border.width.thin})`,
  '@media': {
    // A narrow desktop: the menu, and the language picker with the call to action, take two
    // rows beside the logo.
    [desktop]: {
      scrollPaddingBlockStart: `calc(2 * ${vars.size.touchTarget} + 3 * ${vars.space.xs} + ${vars.border.width.thin})`,
    },
    // From the wide breakpoint everything fits in one row (from about 1,210 px wide with the
    // site's menu, so a little short just above 1,200 px, until the header measures itself).
    [mediaQueries.wide]: {
      scrollPaddingBlockStart: `calc(${vars.size.touchTarget} + 2 * ${vars.space.xs} + ${vars.border.width.thin})`,
    },
  },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // When the buttons drop below the name (large text on a phone), they keep to the inline end.
  justifyContent: 'flex-end',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  '@media': { [desktop]: { columnGap: vars.space.xs } },
});

/**
 * Holds the home link. Below desktop it takes the room the buttons leave,
 * down to its longest word, so the name wraps between words before the
 * buttons drop to a row of their own.
 */
export const brand = style({
  // A flex container, so the home link is laid out as a box, with no line's descender space under it.
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 0',
  minInlineSize: 'min-content',
  // Pushes everything after it to the inline end of the bar (the left in right-to-left).
  marginInlineEnd: 'auto',
  '@media': { [desktop]: { flex: '0 1 auto' } },
});

export const home = style([
  focusRingRule,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.size.touchTarget,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textDecorationLine: 'none',
    // Not 'anywhere': that would let the name's minimum width shrink to a letter.
    overflowWrap: 'break-word',
    selectors: {
      '&:hover': { textDecorationLine: 'underline', textUnderlineOffset: vars.space.xxs },
      '&[aria-current="page"]': { textDecorationLine: 'none' },
    },
    '@media': {
      // On a desktop the bar holds the logo, the menu, the language picker, the call to
      // action and search in one row: a long name takes two balanced lines beside the mark
      // (no taller than the mark and the bar's buttons), a short one stays on one.
      [desktop]: { vars: { [nameMeasure]: vars.size.brandNameMeasure } },
    },
  },
]);

// The logo is laid out as a block of its own, which a link's underline does not reach: its
// name takes the underline itself.
globalStyle(`${home}:hover:not([aria-current="page"]) ${logoName}`, {
  textDecorationLine: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

export const logo = style({ display: 'inline-flex', alignItems: 'center' });

const barButton: StyleRule = {
  ...quietButtonRule,
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  transition: transition('background-color'),
  selectors: { '&:hover': { backgroundColor: hoverBackground } },
};

export const menuToggle = style([
  focusRingRule,
  barButton,
  {
    borderColor: vars.color.border.default,
    '@media': { [desktop]: { display: 'none' } },
  },
]);

export const searchButton = style([focusRingRule, barButton, { paddingInline: vars.space.xs }]);

export const panel = style({
  // Below desktop: a sheet hanging from the bottom of the header that scrolls on its own,
  // so the whole menu is reachable on a short screen while the header stays in place.
  // Hung from the header rather than fixed to the window: something above the header (a
  // cookie banner, before the page scrolls) must not put the sheet over the header itself.
  position: 'absolute',
  insetInline: 0,
  // Below the header's bottom border (100% is its padding edge).
  insetBlockStart: `calc(100% + ${vars.border.width.thin})`,
  maxBlockSize: `calc(100dvh - ${fallbackVar(headerHeight, vars.size.touchTarget)})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.default,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    // Under a header that scrolls away, the panel hangs from it and scrolls with the page.
    [`${header}[data-sticky="false"] &`]: { maxBlockSize: 'none' },
  },
  '@media': {
    [desktop]: {
      // From desktop up the menu is always shown, in the bar.
      position: 'static',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      // Takes the room between the name and the search button, and no more: when the menu
      // and the actions do not fit, they wrap inside it, and the search button stays in the bar.
      flex: '1 1 0',
      minInlineSize: 0,
      gap: vars.space.xs,
      maxBlockSize: 'none',
      overflowY: 'visible',
      padding: 0,
      backgroundColor: 'transparent',
      borderBlockEnd: 'none',
      boxShadow: 'none',
      selectors: {
        '&[data-state="closed"]': { display: 'flex' },
        [`${header}[data-sticky="false"] &`]: { position: 'static' },
      },
    },
    [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  '@media': {
    [desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingBlockStart: 0,
      borderBlockStart: 'none',
    },
  },
});
