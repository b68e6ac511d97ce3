import { clsx } from 'clsx';
import { ProvidedLink, type LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Link.css.ts';

export const linkTones = ['default', 'inverse', 'subtle'] as const;
export const linkDisplays = ['inline', 'block'] as const;

export type LinkTone = (typeof linkTones)[number];
export type LinkDisplay = (typeof linkDisplays)[number];

export interface LinkProps extends LinkComponentProps {
  /** `inverse` on dark surfaces; `subtle` takes the surrounding text colour (footers, dense lists). */
  tone?: LinkTone;
  /** `block` for a link on its own line: it gets a 24px minimum target. */
  display?: LinkDisplay;
  /** Opens in a new tab, and says so in words and with an icon. */
  external?: boolean;
  /** The link to the page being shown: sets `aria-current="page"`. */
  current?: boolean;
}

function withSafeRel(rel: string | undefined) {
  // noopener: the new tab cannot reach back to this page; noreferrer: it is not told where the reader came from.
  const values = new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), 'noopener', 'noreferrer']);
  return [...values].join(' ');
}

/** A text link, inline in copy or on its own line. Navigation only: for actions use a Button. */
export function Link({
  tone,
  display,
  external = false,
  current = false,
  className,
  rel,
  target,
  children,
  ...props
}: LinkProps) {
  return (
    <ProvidedLink
      {...props}
      className={clsx(styles.link({ tone, display }), className)}
      data-tone={tone ?? 'default'}
      aria-current={current ? 'page' : props['aria-current']}
      target={external ? (target ?? '_blank') : target}
      rel={external ? withSafeRel(rel) : rel}
    >
      {children}
      {external && (
        <>
          {/* Inline until the shared Icon component lands; drawn in currentColor so it follows the link. */}
          <svg
            className={styles.externalIcon}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
          <VisuallyHidden>{' (opens in a new tab)'}</VisuallyHidden>
        </>
      )}
    </ProvidedLink>
  );
}
