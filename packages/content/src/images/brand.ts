// The trust's own images, which every page names (the favicon, the default share image, the
// organisation's logo in structured data): a module of their own, so a page's JavaScript
// does not carry the whole catalogue of illustrations to name them.
import type { Image } from '../schemas.ts';

/** The full logo: the mark and the trust's name. */
export const logoImage = {
  src: '/images/ghat-logo.svg',
  alt: 'Global Health Access Trust',
  width: 400,
  height: 80,
} satisfies Image;

/** The mark alone (the favicon). */
export const markImage = {
  src: '/images/ghat-mark.svg',
  alt: 'Global Health Access Trust',
  width: 64,
  height: 64,
} satisfies Image;

/** The default social share image: the logo and the mission on the brand colour. */
export const defaultShareImage = {
  src: '/images/ghat-share.png',
  alt: 'Global Health Access Trust: access to health as justice, not charity.',
  width: 1200,
  height: 630,
} satisfies Image;
