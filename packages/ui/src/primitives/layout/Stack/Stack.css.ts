import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const alignments = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
};

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    align: alignments,
    // Lists lose their bullets and indent: the layout, not markers, shows the items.
    list: {
      true: { margin: 0, padding: 0, listStyle: 'none' },
      false: {},
    },
  },
  defaultVariants: { align: 'stretch', list: false },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

/**
 * A list item spans the whole row and aligns its own content instead, so a
 * divider inside it still runs the full width.
 */
export const item = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: { align: alignments },
  defaultVariants: { align: 'stretch' },
});

/** A divider runs the full width even when the items are centred or aligned to one side. */
export const divider = style({ alignSelf: 'stretch' });
