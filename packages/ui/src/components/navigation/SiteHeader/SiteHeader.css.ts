import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import {
  createContainer,
  createVar,
  fallbackVar,
  globalStyle,
  style,
  type StyleRule,
} from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { quietButtonRule } from '../../../css/quietButton.css.ts';
import { name as logoName, nameMeasure } from '../../../primitives/brand/Logo/Logo.css.ts';
import { visuallyHiddenRule } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.css.ts';
import {
  hoverBackground,
  inBarLayout,
  transition,
  type BarLayoutTarget,
  type Declarations,
} from './headerRules.ts';

/** The header's measured height, set by the component: the mobile panel opens just below it. */
export const headerHeight = createVar();

/**
 * The header is a container of its own: before it has measured what fits, a container query on
 * its width picks its layout, so it folds wherever it is narrow (a docs page's preview too), not
 * only in a narrow window.
 */
export const headerContainer = createContainer();

export const header = style({
  containerType: 'inline-size',
  containerName: headerContainer,
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

/** A rule of the bar layout (see `inBarLayout`): everything in one row. */
const inBar = (rule: Declarations, target?: BarLayoutTarget) =>
  inBarLayout({ header, container: headerContainer }, rule, target);

// Until the component measures the header (and keeps the document's scroll padding to its
// exact height), a page with the header keeps a #fragment target, and whatever takes focus,
// clear of it by its usual height, so a link followed before the page's script runs, or
// without it, lands just below the sticky header. The header is always one row of touch
// targets (the bar, or the folded header's logo, 'Menu' and search; the logo's name, on two
// lines beside the mark, is no taller than a touch target), between the bar's padding and
// its bottom border. (At 320 px the name takes four lines and the header is taller, until it
// measures itself.)
globalStyle(`:root:has(${header})`, {
  scrollPaddingBlockStart: `calc(${vars.size.touchTarget} + 2 * ${vars.space.xs} + ${vars.border.width.thin})`,
});

/**
 * Holds no content: a box as wide as the header and one line of its text tall, which the
 * component watches to measure again when either changes (and never when the header's own
 * height does, which its measuring changes).
 */
export const sizeSentinel = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '1em',
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const bar = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    // When the buttons drop below the name (large text on a phone), they keep to the inline end.
    justifyContent: 'flex-end',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
    paddingBlock: vars.space.xs,
  },
  inBar({
    // One row that never wraps: what does not fit overflows, which the component measures,
    // and then folds the header. The name's auto margin, not justify-content, puts the rest
    // at the end, so an overflow runs off the inline end, never off the start of the screen.
    flexWrap: 'nowrap',
    justifyContent: 'flex-start',
    columnGap: vars.space.xs,
  }),
]);

/**
 * Holds the home link. Folded, it takes the room the buttons leave, down to
 * its longest word, so the name wraps between words before the buttons drop
 * to a row of their own. In the bar it keeps its own width.
 */
export const brand = style([
  {
    // A flex container, so the home link is laid out as a box, with no line's descender space under it.
    display: 'flex',
    alignItems: 'center',
    flex: '1 1 0',
    minInlineSize: 'min-content',
    // Pushes everything after it to the inline end of the bar (the left in right-to-left).
    marginInlineEnd: 'auto',
  },
  inBar({ flex: '0 0 auto' }),
]);

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
  },
  // The bar holds the logo, the menu, the language picker, the call to action and search in
  // one row: a long name takes two balanced lines beside the mark (no taller than the mark and
  // the bar's buttons), a short one stays on one.
  inBar({ vars: { [nameMeasure]: vars.size.brandNameMeasure } }),
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
  { borderColor: vars.color.border.default },
  inBar({ display: 'none' }),
]);

/**
 * The Menu button's word. Where even the folded header's row has no room for it (a narrow
 * phone, long words), the component hides it (`data-menu-label="hidden"`): the button shows
 * its icon alone, and the word still names it.
 */
export const menuLabel = style({
  selectors: { [`${header}[data-menu-label="hidden"] &`]: visuallyHiddenRule },
});

export const searchButton = style([focusRingRule, barButton, { paddingInline: vars.space.xs }]);

export const panel = style([
  {
    // Folded: a sheet hanging from the bottom of the header that scrolls on its own,
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
      [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
    },
  },
  // In the bar the menu is always shown, in the row.
  inBar({
    position: 'static',
    flexDirection: 'row',
    flexWrap: 'nowrap',
    alignItems: 'center',
    // As wide as the menu and the actions, and no wider than the room between the name and
    // the search button: when they do not fit, they overflow it (the component then folds
    // the header), and the search button stays in the bar.
    flex: '0 1 auto',
    minInlineSize: 0,
    gap: vars.space.xs,
    maxBlockSize: 'none',
    overflowY: 'visible',
    padding: 0,
    backgroundColor: 'transparent',
    borderBlockEnd: 'none',
    boxShadow: 'none',
  }),
  inBar({ display: 'flex' }, { element: '[data-state="closed"]' }),
  inBar({ position: 'static' }, { header: '[data-sticky="false"]' }),
]);

export const actions = style([
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  },
  inBar({
    flexDirection: 'row',
    alignItems: 'center',
    // Its own width in the row (the language button and the call to action never wrap their
    // words); what does not fit overflows the panel.
    flexShrink: 0,
    gap: vars.space.xs,
    paddingBlockStart: 0,
    borderBlockStart: 'none',
  }),
]);
