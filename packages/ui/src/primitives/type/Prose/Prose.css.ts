import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// Long-form text arrives as plain elements (rendered markdown, policy pages),
// so the wrapper styles what is inside it. Only elements without a class are
// styled: a component placed in the text keeps its own look.

export const prose = style({
  maxInlineSize: vars.size.measure,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  // Long addresses and compound words wrap instead of pushing the page sideways.
  overflowWrap: 'break-word',
});

/** `child` inside the prose itself, or inside a plain block (a section, a list item, a quote) within it. */
const inFlow = (child: string) =>
  [prose, `${prose} :where(section, article, div, blockquote, li):not([class])`]
    .map((parent) => `${parent} > ${child}`)
    .join(', ');

// Even spacing between blocks, none before the first or after the last.
globalStyle(inFlow('*'), { marginBlock: 0 });
globalStyle(inFlow('* + *'), { marginBlockStart: vars.space.md });
// A heading belongs to what follows it: more space above than below.
globalStyle(inFlow('* + :is(h2, h3, h4)'), { marginBlockStart: vars.space.xl });
globalStyle(inFlow(':is(h2, h3, h4) + *'), { marginBlockStart: vars.space.sm });

globalStyle(`${prose} :is(h2, h3, h4):not([class])`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  textWrap: 'balance',
});
// The sizes Heading gives these levels, so prose matches the rest of the page.
globalStyle(`${prose} h2:not([class])`, { fontSize: vars.font.size['2xl'] });
globalStyle(`${prose} h3:not([class])`, { fontSize: vars.font.size.xl });
globalStyle(`${prose} h4:not([class])`, { fontSize: vars.font.size.lg });

globalStyle(`${prose} :is(ul, ol):not([class])`, { paddingInlineStart: vars.space.lg });
globalStyle(`${prose} :is(ul, ol):not([class]) > li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${prose} li > :is(ul, ol):not([class])`, { marginBlockStart: vars.space.xs });

globalStyle(`${prose} blockquote:not([class])`, {
  marginInline: 0,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  // A bar on the reading-start side: on the right in right-to-left text.
  borderInlineStart: `${vars.border.width.focus} solid ${vars.color.brand.primary}`,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  '@media': {
    [mediaQueries.forcedColors]: { borderInlineStartColor: forcedColors.border },
  },
});

globalStyle(`${prose} a:not([class])`, {
  color: vars.color.text.link,
  // Underlined always: colour alone must not tell a link from the text around it.
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.width.thin,
  textUnderlineOffset: vars.space.xxs,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
});
globalStyle(`${prose} a:not([class]):visited`, { color: vars.color.text.linkVisited });
globalStyle(`${prose} a:not([class]):hover`, {
  color: vars.color.text.linkHover,
  textDecorationThickness: vars.border.width.thick,
});
// The focus ring of focusRingRule, written out: a global style cannot compose a rule with selectors.
globalStyle(`${prose} a:not([class]):focus-visible`, {
  outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.border.width.thick,
  '@media': {
    [mediaQueries.forcedColors]: { outlineColor: forcedColors.focusRing },
  },
});

globalStyle(`${prose} :is(strong, b):not([class])`, { fontWeight: vars.font.weight.bold });
globalStyle(`${prose} :is(em, i):not([class])`, { fontStyle: 'italic' });

globalStyle(`${prose} hr:not([class])`, {
  border: 0,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
});

globalStyle(`${prose} img:not([class])`, { maxInlineSize: '100%', blockSize: 'auto' });
