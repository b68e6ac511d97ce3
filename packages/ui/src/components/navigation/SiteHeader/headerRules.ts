// Values the header's stylesheets share; imported by .css.ts files only, so none of it ships.
import { vars } from '@ghat/tokens';

export const hoverBackground = vars.color.surface.subtle;

export const transition = (...properties: string[]) =>
  properties
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', ');
