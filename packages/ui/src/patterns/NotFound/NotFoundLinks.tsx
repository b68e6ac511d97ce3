import { useId } from 'react';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { notFound as notFoundWords } from '../../i18n/words/notFound.ts';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Link } from '../../primitives/actions/Link/Link.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';

/** A page the reader may have been looking for. */
export interface NotFoundLink {
  label: string;
  href: string;
}

export interface NotFoundLinksProps {
  /** Pages to suggest: About Us, What We Do, Impact & Blog, Get Involved, Publications, Contact. */
  links: readonly NotFoundLink[];
  /** The heading over them, which also names their navigation landmark. */
  title?: string;
  /** The heading's level: one below the page's heading. */
  headingLevel?: HeadingLevel;
}

/** The 404's likely pages, in a navigation landmark named by its heading; nothing without links. */
export function NotFoundLinks({ links, title, headingLevel = 2 }: NotFoundLinksProps) {
  const words = useWords('notFound', notFoundWords);
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <Stack as="nav" space="sm" aria-labelledby={headingId}>
      <Heading level={headingLevel} size="sm" align="center" id={headingId}>
        {title ?? words.linksTitle}
      </Heading>
      <Inline as="ul" space={{ mobile: 'sm', tablet: 'lg' }} align="center">
        {links.map((link) => (
          <Link key={link.href} href={link.href} display="block">
            {link.label}
          </Link>
        ))}
      </Inline>
    </Stack>
  );
}
