import { shareButton as shareButtonWords } from '../../../i18n/words/shareButton.ts';

/** How a reader shared, as told to `onShare`. */
export const shareMethods = ['native', 'copy', 'email', 'x', 'linkedin', 'facebook'] as const;

export type ShareMethod = (typeof shareMethods)[number];

/** The share links the fallback offers, in the order shown. */
export const shareLinkMethods = ['email', 'x', 'linkedin', 'facebook'] as const;

export type ShareLinkMethod = (typeof shareLinkMethods)[number];

export interface ShareContent {
  /** The page's title: the email subject and the post's text. */
  title: string;
  /** A line about the page (its summary); added to the email body and the device's share sheet. */
  text?: string;
  /** The page's full address (its canonical URL). */
  url: string;
}

/**
 * The share links' words in English. The others are product names, the same in every
 * language; inside a LocaleProvider ShareButton takes the locale's word for Email.
 */
export const defaultShareLinkLabels: Record<ShareLinkMethod, string> = {
  email: shareButtonWords.email,
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

/** The address of each share link, every value encoded for its place in the URL. */
export function shareLinks({ title, text, url }: ShareContent): Record<ShareLinkMethod, string> {
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const body = text ? `${text}\n\n${url}` : url;
  return {
    email: `mailto:?subject=${encodedTitle}&body=${encodeURIComponent(body)}`,
    x: `https://x.com/intent/tweet?text=${encodedTitle}&url=${encodedUrl}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
  };
}
