import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

export const status = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  selectors: {
    // Nothing matched: the message takes the list's place, large enough to notice.
    '&[data-state="empty"]': {
      paddingBlock: vars.space.xxl,
      paddingInline: vars.space.md,
      borderWidth: vars.border.width.thin,
      borderStyle: 'dashed',
      borderColor: vars.color.border.default,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface.subtle,
      fontSize: vars.font.size.lg,
      color: vars.color.text.default,
    },
  },
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});
