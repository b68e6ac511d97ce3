import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import {
  hoverBackground,
  inBarLayout,
  transition,
  type BarLayoutTarget,
  type Declarations,
} from './headerRules.ts';
import { header, headerContainer } from './SiteHeader.css.ts';

/** A rule of the header's bar layout (see `inBarLayout`): the menu in the header's one row. */
const inBar = (rule: Declarations, target?: BarLayoutTarget) =>
  inBarLayout({ header, container: headerContainer }, rule, target);

/**
 * The page being shown, or the section it belongs to: a thick underline and a
 * bolder weight, so it shows without colour (and under forced colours).
 */
const currentMarker: StyleRule = {
  fontWeight: vars.font.weight.bold,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.width.focus,
  textUnderlineOffset: vars.space.xs,
};

// In the bar, its own width: the menu's entries never wrap their words, and what does not fit
// overflows the panel (the header then folds).
export const nav = style(inBar({ flexShrink: 0 }));

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  ...inBar({
    flexDirection: 'row',
    flexWrap: 'nowrap',
    alignItems: 'center',
    // Each link has padding of its own, which spaces them: this leaves room for the
    // language picker, the call to action and search in one row.
    gap: 0,
  }),
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  ...inBar({ position: 'relative', flexDirection: 'row', alignItems: 'center', flexShrink: 0 }),
});

const navLink: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecorationLine: 'none',
  textUnderlineOffset: vars.space.xxs,
  transition: transition('background-color'),
  selectors: {
    '&:hover': { backgroundColor: hoverBackground, textDecorationLine: 'underline' },
    '&[aria-current="page"], &[data-current-section]': currentMarker,
  },
};

export const topLink = style([focusRingRule, navLink]);

/** The parent's own link: in the bar only; folded, the parent is a toggle. */
export const parentLink = style([
  focusRingRule,
  navLink,
  { display: 'none' },
  inBar({ display: 'flex' }),
]);

export const submenuToggle = style([
  focusRingRule,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    inlineSize: '100%',
    minBlockSize: vars.size.touchTarget,
    paddingInline: vars.space.xs,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    transition: transition('background-color'),
    selectors: { '&:hover': { backgroundColor: hoverBackground } },
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: { '&:hover': { borderColor: forcedColors.buttonBorder } },
      },
    },
  },
  inBar({
    // Beside the parent's link, just the chevron: still a 24px target at least.
    inlineSize: 'auto',
    minInlineSize: vars.size.minTarget,
    paddingInline: vars.space.xxs,
    justifyContent: 'center',
  }),
]);

/** The parent's name inside its toggle: shown folded, where the toggle stands for the parent. */
export const toggleText = style([
  { selectors: { '[data-current-section] > &': currentMarker } },
  inBar({ display: 'none' }),
]);

export const chevron = style({
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(0.5turn)' } },
});

export const submenu = style({
  listStyle: 'none',
  margin: 0,
  marginInlineStart: vars.space.xs,
  padding: 0,
  paddingInlineStart: vars.space.sm,
  // Folded, a rule on the inline-start side shows the links belong to the entry above.
  borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.subtle}`,
  ...inBar({
    position: 'absolute',
    insetBlockStart: '100%',
    insetInlineStart: 0,
    zIndex: vars.layer.dropdown,
    inlineSize: 'max-content',
    minInlineSize: '100%',
    margin: 0,
    padding: vars.space.xs,
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.default,
    boxShadow: vars.shadow.md,
  }),
  '@media': {
    [mediaQueries.forcedColors]: {
      borderColor: forcedColors.border,
      // Over the bar layout's own border colour.
      ...inBar({ borderColor: forcedColors.border }),
    },
  },
});

export const submenuLink = style([
  focusRingRule,
  navLink,
  // A long entry at large text on a phone breaks between letters rather than overflow.
  { paddingInline: vars.space.sm, fontWeight: vars.font.weight.regular, overflowWrap: 'anywhere' },
]);

/** The parent's own page listed first in its submenu: folded only, where the parent is a toggle. */
export const parentPageEntry = style(inBar({ display: 'none' }));
