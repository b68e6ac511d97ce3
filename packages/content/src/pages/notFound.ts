// The 404 page, shown for any path the site does not know (spec sections 2 and 8):
// the NotFound component's words (../copy.ts) and suggested pages (../navigation.ts),
// with the addresses it needs, ready to spread onto its props.
import { notFoundCopy } from '../copy.ts';
import { notFoundLinks } from '../navigation.ts';
import type { PageMeta } from '../schemas.ts';

export const meta = {
  /** Not a route: the page answers every unknown address, and is not indexed. */
  path: '/404',
  title: notFoundCopy.title,
  description: notFoundCopy.description,
} satisfies PageMeta;

export const notFound = {
  ...notFoundCopy,
  links: notFoundLinks,
  homeHref: '/',
  contactHref: '/contact',
};
