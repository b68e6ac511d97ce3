import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { quietButtonRule } from '../../../css/quietButton.css.ts';
import { control, field } from '../../../forms/field.css.ts';

const iconRoom = `calc(${vars.space.sm} + ${vars.size.icon.md} + ${vars.space.xs})`;

export const root = style([field]);

/** Holds the input with the search icon and clear button drawn over its ends. */
export const inputBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([
  control,
  {
    paddingInlineStart: iconRoom,
    selectors: {
      // Our own clear button replaces the browser's, which cannot be labelled or translated.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&[data-clearable="true"]': {
        paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.xxs})`,
      },
    },
  },
]);

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  pointerEvents: 'none',
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.forcedColors]: { color: forcedColors.text },
  },
});

export const clearButton = style([
  focusRingRule,
  quietButtonRule,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xxs,
    // WCAG 2.2 target size, and the touch size where the field is tall enough.
    minInlineSize: vars.size.minTarget,
    minBlockSize: vars.size.minTarget,
    inlineSize: `calc(${vars.size.touchTarget} - ${vars.space.xs})`,
    blockSize: `calc(${vars.size.touchTarget} - ${vars.space.xs})`,
    padding: 0,
    borderRadius: vars.radius.sm,
  },
]);
