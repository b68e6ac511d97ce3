import type { LinkComponentProps } from '../src/primitives/actions/LinkProvider/LinkProvider.tsx';

/** Stands in for an app's router link in tests: marked so a test can tell it was used. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link href={href} {...props}>
      {children}
    </a>
  );
}
