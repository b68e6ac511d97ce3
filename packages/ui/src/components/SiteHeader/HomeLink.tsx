import type { ReactNode } from 'react';
import { Logo } from '../Logo/Logo.tsx';
import { ProvidedLink } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SiteHeader.css.ts';

interface HomeLinkProps {
  siteName: string;
  href: string;
  /** See SiteHeader's `logo`. */
  logo: ReactNode;
  current: 'page' | undefined;
  onClick: () => void;
}

/** The header's link to the home page, named by the site's name, showing its logo. */
export function HomeLink({ siteName, href, logo, current, onClick }: HomeLinkProps) {
  return (
    <div className={styles.brand}>
      <ProvidedLink href={href} className={styles.home} aria-current={current} onClick={onClick}>
        {logo === undefined ? (
          // The logo's name is text: it names the link, and is read once. The small size: the
          // name on two lines is no taller than the bar's buttons, and leaves the menu room.
          <Logo name={siteName} size="sm" />
        ) : logo ? (
          <>
            {/* The name is the link's accessible name; the logo is its picture. */}
            <span className={styles.logo} aria-hidden="true">
              {logo}
            </span>
            <VisuallyHidden>{siteName}</VisuallyHidden>
          </>
        ) : (
          siteName
        )}
      </ProvidedLink>
    </div>
  );
}
