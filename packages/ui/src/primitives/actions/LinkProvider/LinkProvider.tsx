import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What every link component receives: the props of an `<a>`, with `href` required. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The app's own link (a router link, say). It receives `href` and every `<a>` prop. */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * Lets the app supply the link every component renders, so the ui package
 * never depends on a router. Without a provider, links are plain `<a>` elements.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/**
 * Renders the link component the app provided (a plain `<a>` without a
 * provider). Every component that links goes through this one.
 */
export function ProvidedLink(props: LinkComponentProps) {
  // createElement: the component comes from context, stable for the app's lifetime.
  return createElement(useContext(LinkComponentContext), props);
}
