import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { inPageTarget } from '../../components/navigation/ContentsList/ContentsList.css.ts';
import { forcedColorsEdge } from '../../css/forcedColors.ts';

const rule = `${vars.border.width.thin} solid ${vars.color.border.subtle}`;

export const policy = style({ paddingBlock: vars.space.xl });

// The columns of the header, the sections and the related links come from Stack.
export const header = style({
  maxInlineSize: vars.size.measure,
});

export const intro = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
});

globalStyle(`${intro} > *`, { marginBlock: 0 });
globalStyle(`${intro} > * + *`, { marginBlockStart: vars.space.sm });

/** The governance dates: label and value side by side, wrapping onto new lines when narrow. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.subtle,
  fontSize: vars.font.size.sm,
  // Without the background the block needs an edge to stay a block.
  ...forcedColorsEdge(),
});

export const metaItem = style({
  display: 'flex',
  flexDirection: 'column',
});

export const metaLabel = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const metaValue = style({
  margin: 0,
  color: vars.color.text.default,
});

/** Contents beside the sections on wide screens; above them otherwise. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
    },
  },
});

/** Where the contents list sits: beside the sections on a desktop, in view while reading. */
export const contents = style({
  '@media': {
    [mediaQueries.desktop]: {
      position: 'sticky',
      insetBlockStart: vars.space.md,
    },
  },
});

export const sections = style({ minInlineSize: 0 });

export const section = style({
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: rule,
  maxInlineSize: vars.size.measure,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockEndColor: forcedColors.border },
  },
});

/** A heading that links land on (see ContentsList). */
export const target = inPageTarget;

export const backToContents = style({
  fontSize: vars.font.size.sm,
});

export const backIcon = style({
  marginInlineEnd: vars.space.xxs,
  verticalAlign: 'middle',
});

export const related = style({
  paddingBlockStart: vars.space.lg,
  borderBlockStart: rule,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockStartColor: forcedColors.border },
  },
});
