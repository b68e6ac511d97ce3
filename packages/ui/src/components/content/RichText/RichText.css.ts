import { vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// Rich text sits inside Prose, which styles paragraphs, h2 to h4, lists,
// quotations, rules and emphasis. These rules cover what markdown can also
// produce: h1 (with headingOffset 0), h5 and h6, code, and source shown as text.
export const richText = style({
  // Long unbroken addresses wrap rather than push the page sideways at 320px.
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} :is(h1, h5, h6)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  textWrap: 'balance',
});
globalStyle(`${richText} h1`, { fontSize: vars.font.size['3xl'] });
globalStyle(`${richText} :is(h5, h6)`, { fontSize: vars.font.size.md });
// As Prose does for h2 to h4: more space above a heading than below it.
globalStyle(`${richText} > * + :is(h1, h5, h6)`, { marginBlockStart: vars.space.xl });

globalStyle(`${richText} code`, {
  fontFamily: vars.font.family.mono,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.muted,
});

/** A code block keeps its line breaks, and wraps long lines rather than widening the page. */
export const codeBlock = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.muted,
  whiteSpace: 'pre-wrap',
});

globalStyle(`${codeBlock} code`, { padding: 0, backgroundColor: 'transparent' });

/** Source shown as typed (raw HTML): line breaks kept, so it reads as the text it is. */
export const literal = style({ whiteSpace: 'pre-wrap' });
