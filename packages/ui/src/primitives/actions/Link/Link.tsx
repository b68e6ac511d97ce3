import { clsx } from 'clsx';
// The frame's own icons only: the whole set stays out of every page's first view.
import { FrameIcon } from '../../brand/Icon/FrameIcon.tsx';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { link as linkWords } from '../../../i18n/words/link.ts';
import { ProvidedLink, type LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../../type/VisuallyHidden/VisuallyHidden.tsx';
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
  /** Read after the text of an external link: '(opens in a new tab)', or the locale's words. */
  newTabLabel?: string;
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
  newTabLabel,
  className,
  rel,
  target,
  children,
  ...props
}: LinkProps) {
  const words = useWords('link', linkWords);
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
          <FrameIcon name="external" className={styles.externalIcon} />
          <VisuallyHidden>{` ${newTabLabel ?? words.newTab}`}</VisuallyHidden>
        </>
      )}
    </ProvidedLink>
  );
}
