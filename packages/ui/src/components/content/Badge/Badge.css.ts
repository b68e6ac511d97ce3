import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

type StatusTone = 'success' | 'warning' | 'error' | 'info';

// Each tone's colours, as the pairs @ghat/tokens checks for contrast. Strong
// status badges put the surface colour on the tone's text colour: the tested
// pair `<tone>.text on surface.default`, swapped (contrast is symmetric).
const statusTone = (tone: StatusTone) => ({
  subtle: {
    color: vars.color[tone].text,
    backgroundColor: vars.color[tone].surface,
    borderColor: vars.color[tone].border,
  },
  strong: {
    color: vars.color.surface.default,
    backgroundColor: vars.color[tone].text,
    borderColor: vars.color[tone].text,
  },
});

const tones = {
  neutral: {
    subtle: {
      color: vars.color.text.default,
      backgroundColor: vars.color.surface.muted,
      borderColor: vars.color.border.default,
    },
    strong: {
      color: vars.color.text.inverse,
      backgroundColor: vars.color.surface.inverse,
      borderColor: vars.color.surface.inverse,
    },
  },
  brand: {
    subtle: {
      color: vars.color.text.default,
      backgroundColor: vars.color.brand.tint,
      borderColor: vars.color.brand.primary,
    },
    strong: {
      color: vars.color.brand.onPrimary,
      backgroundColor: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
  },
  success: statusTone('success'),
  warning: statusTone('warning'),
  error: statusTone('error'),
  info: statusTone('info'),
} satisfies Record<string, Record<'subtle' | 'strong', StyleRule>>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxInlineSize: '100%',
    paddingBlock: 0,
    paddingInline: vars.space.xs,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'break-word',
    '@media': {
      // Backgrounds vanish in forced colours; the border keeps the badge's edge.
      [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
    },
  },
  variants: {
    tone: { neutral: {}, brand: {}, success: {}, warning: {}, error: {}, info: {} },
    emphasis: { subtle: {}, strong: {} },
  },
  // Colour depends on both variants at once.
  compoundVariants: (Object.keys(tones) as (keyof typeof tones)[]).flatMap((tone) =>
    (['subtle', 'strong'] as const).map((emphasis) => ({
      variants: { tone, emphasis },
      style: tones[tone][emphasis],
    })),
  ),
  defaultVariants: { tone: 'neutral', emphasis: 'subtle' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
