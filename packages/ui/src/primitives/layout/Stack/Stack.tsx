import { clsx } from 'clsx';
import {
  Children,
  Fragment,
  isValidElement,
  type AriaRole,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type ElementType,
} from 'react';
import { gapClasses, type SpaceToken } from '../../../css/layoutSpace.css.ts';
import { responsiveClass } from '../../../css/responsive.ts';
import type { ResponsiveValue } from '../../../css/sprinkles.css.ts';
import { Divider } from '../Divider/Divider.tsx';
import * as styles from './Stack.css.ts';

/**
 * The elements Stack, Inline and Grid can render as. `ul` and `ol` wrap each
 * child in an `li`, so the list stays valid and is announced with its count.
 */
export const layoutElements = [
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'figure',
  'ul',
  'ol',
] as const;

export type LayoutElement = (typeof layoutElements)[number];

export const isListElement = (element: LayoutElement) => element === 'ul' || element === 'ol';

export interface LayoutItem {
  key: string;
  node: ReactNode;
}

/**
 * The children as layout items, each with a unique key. Empty children
 * (null, false) are dropped and fragments are opened, so
 * `{signedIn && <><A /><B /></>}` gives two items, not one.
 */
export function layoutItems(children: ReactNode, keyPrefix = ''): LayoutItem[] {
  return Children.toArray(children).flatMap((child, index) => {
    const key = `${keyPrefix}${isValidElement(child) ? child.key : index}`;
    if (isValidElement(child) && child.type === Fragment) {
      const fragment = child as ReactElement<{ children?: ReactNode }>;
      return layoutItems(fragment.props.children, `${key}/`);
    }
    return [{ key, node: child }];
  });
}

/**
 * A gap from the space tokens, one value or one per breakpoint
 * (`{ mobile: 'md', desktop: 'xl' }`): the type the space props accept.
 */
/** Children as layout items: each in an `li` when the container is a list, as they are otherwise. */
export function renderLayoutItems(children: ReactNode, list: boolean) {
  return layoutItems(children).map(({ key, node }) =>
    list ? <li key={key}>{node}</li> : <Fragment key={key}>{node}</Fragment>,
  );
}

/** Safari drops list semantics once the bullets are removed; the role puts them back. */
export const listRole = (role: AriaRole | undefined, list: boolean) =>
  role ?? (list ? 'list' : undefined);

export type ResponsiveSpace = ResponsiveValue<SpaceToken>;

export interface LayoutContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  as: LayoutElement;
  space: ResponsiveSpace;
  ref?: Ref<HTMLElement>;
}

/** The element Inline and Grid render: the gap, and for a list its role and an `li` per child. */
export function LayoutContainer({
  as: element,
  space,
  role,
  className,
  children,
  ...props
}: LayoutContainerProps) {
  // One element type for whichever `as` names, so React's ref types line up.
  const Element = element as ElementType;
  const list = isListElement(element);
  return (
    <Element
      role={listRole(role, list)}
      className={clsx(responsiveClass(gapClasses, space), className)}
      {...props}
    >
      {renderLayoutItems(children, list)}
    </Element>
  );
}

export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;

export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The gap between items, from the space tokens; responsive (`{ mobile: 'md', desktop: 'xl' }`). */
  space: ResponsiveSpace;
  /**
   * Where items sit across the stack. `stretch` (the default) makes each item
   * the full width; use `start` for buttons and other things that keep their own width.
   */
  align?: StackAlignment;
  /** The element to render; `ul` and `ol` wrap each child in an `li`. */
  as?: LayoutElement;
  /** A rule between items, hidden from assistive technology (the items are already separate). */
  dividers?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Items one above the other with an even gap: the vertical rhythm of a page or card. */
export function Stack({
  space,
  align = 'stretch',
  as: element = 'div',
  dividers = false,
  role,
  className,
  children,
  ...props
}: StackProps) {
  // One element type for whichever `as` names, so React's ref types line up.
  const Element = element as ElementType;
  const list = isListElement(element);
  const items = layoutItems(children).map(({ key, node }, index) => {
    const divider =
      dividers && index > 0 ? <Divider decorative className={styles.divider} /> : null;
    if (list) {
      return (
        <li key={key} className={clsx(responsiveClass(gapClasses, space), styles.item({ align }))}>
          {divider}
          {node}
        </li>
      );
    }
    return (
      <Fragment key={key}>
        {divider}
        {node}
      </Fragment>
    );
  });
  return (
    <Element
      role={listRole(role, list)}
      className={clsx(
        responsiveClass(gapClasses, space),
        styles.stack({ align: list ? 'stretch' : align, list }),
        className,
      )}
      {...props}
    >
      {items}
    </Element>
  );
}
