// Values the header's stylesheets share; imported by .css.ts files only, so none of it ships.
import { vars } from '@ghat/tokens';
import type { StyleRule } from '@vanilla-extract/css';

export const hoverBackground = vars.color.surface.subtle;

export const transition = (...properties: string[]) =>
  properties
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', ');

/**
 * The header's width from which its bar layout is shown before the header has measured itself
 * (the prerendered page, before its script runs, or without script): where the site's menu, its
 * language button, 'Partner With Us' and search fit in one row in English, with a little to
 * spare (they need a header 1,216 px wide in Debian's Chromium, measured; 77rem is 1,232 px).
 * In rem, so a reader's larger text needs a wider header. Only the first view rests on it: once
 * running, the header measures what fits, whatever the words and fonts.
 */
export const barFallbackMinWidth = '77rem';

/** A rule's declarations (and custom properties), without nested selectors or conditions. */
export type Declarations = Omit<
  StyleRule,
  'selectors' | '@media' | '@container' | '@supports' | '@layer' | '@starting-style'
>;

export interface BarLayoutScope {
  /** The header's class. */
  header: string;
  /** The name of the header's inline-size container. */
  container: string;
}

export interface BarLayoutTarget {
  /** Appended to the element's own selector, such as `[data-state="closed"]`. */
  element?: string;
  /** Appended to the header's selector, such as `[data-sticky="false"]`. */
  header?: string;
}

/**
 * A rule of the header's bar layout (everything in one row that never wraps): under
 * `data-layout="bar"`, which the header sets when it has measured that its items fit; and,
 * before it has measured (no `data-layout` yet), where a container query finds the header at
 * least `barFallbackMinWidth` wide. Anywhere else the folded layout (the Menu button and its
 * panel) holds: the rules outside this helper.
 */
export function inBarLayout(
  scope: BarLayoutScope,
  rule: Declarations,
  target: BarLayoutTarget = {},
): StyleRule {
  const element = `&${target.element ?? ''}`;
  const header = `${scope.header}${target.header ?? ''}`;
  return {
    selectors: { [`${header}[data-layout="bar"] ${element}`]: rule },
    '@container': {
      [`${scope.container} (min-width: ${barFallbackMinWidth})`]: {
        selectors: { [`${header}:not([data-layout]) ${element}`]: rule },
      },
    },
  };
}
