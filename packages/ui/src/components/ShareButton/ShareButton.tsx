import { clsx } from 'clsx';
import {
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useTimeout } from '../../time/clock.tsx';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './ShareButton.css.ts';

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

type CopyState = 'idle' | 'copied' | 'failed';

export interface ShareButtonProps
  extends ShareContent, Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onCopy'> {
  /** The button's words. */
  label?: string;
  variant?: ButtonVariant;
  /**
   * Use the device's own share sheet (the Web Share API) where the browser has
   * one. Otherwise, or when this is false, the button opens a list of ways to share.
   */
  nativeShare?: boolean;
  /** Told how the reader shared, for tracking. Cancelling the device's share sheet tells nothing. */
  onShare?: (method: ShareMethod) => void;
  /** Whether the list of ways to share is open (controlled). */
  open?: boolean;
  /** Whether the list starts open (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** How long 'Link copied' shows, in milliseconds. */
  confirmationDuration?: number;
  copyLinkLabel?: string;
  copiedLabel?: string;
  /** Shown when the browser will not copy; the address then appears in a field to copy by hand. */
  copyFailedLabel?: string;
  /** The name of that field. */
  linkFieldLabel?: string;
  /** The words of each share link, for pages in other languages. */
  linkLabels?: Partial<Record<ShareLinkMethod, string>>;
  ref?: Ref<HTMLDivElement>;
}

export const defaultShareLinkLabels: Record<ShareLinkMethod, string> = {
  email: 'Email',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

const neverChanges = () => () => undefined;

/** Whether this browser offers the Web Share API (false while rendering on a server). */
function useCanShareNatively() {
  return useSyncExternalStore(
    neverChanges,
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    () => false,
  );
}

function isAbort(error: unknown) {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * Shares the page: with the device's share sheet where there is one, otherwise
 * with a small list (copy the link, email, X, LinkedIn, Facebook).
 */
export function ShareButton({
  title,
  text,
  url,
  label = 'Share Article',
  variant = 'secondary',
  nativeShare = true,
  onShare,
  open,
  defaultOpen = false,
  onOpenChange,
  confirmationDuration = 3000,
  copyLinkLabel = 'Copy link',
  copiedLabel = 'Link copied',
  copyFailedLabel = 'The link could not be copied. Copy it from the box below.',
  linkFieldLabel = 'Link to this page',
  linkLabels,
  className,
  ref,
  ...props
}: ShareButtonProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canShareNatively = useCanShareNatively();
  // A share sheet that fails for a reason other than the reader cancelling falls back to the list.
  const [nativeFailed, setNativeFailed] = useState(false);
  const usesNativeShare = nativeShare && canShareNatively && !nativeFailed;

  const [listOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const isOpen = !usesNativeShare && listOpen;

  const [copyState, setCopyState] = useState<CopyState>('idle');
  useTimeout(() => setCopyState('idle'), confirmationDuration, copyState === 'copied');

  const content: ShareContent = text === undefined ? { title, url } : { title, text, url };
  const links = shareLinks(content);
  const labels = { ...defaultShareLinkLabels, ...linkLabels };

  const shareNatively = async () => {
    if (navigator.canShare && !navigator.canShare(content)) {
      setNativeFailed(true);
      setOpen(true);
      return;
    }
    try {
      await navigator.share(content);
      onShare?.('native');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (isAbort(error)) return;
      setNativeFailed(true);
      setOpen(true);
    }
  };

  const copyLink = async () => {
    // Back to idle first, so a second copy restarts the confirmation and is announced again.
    setCopyState('idle');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
      onShare?.('copy');
    } catch {
      setCopyState('failed');
    }
  };

  // On each control in the list (and the button), not the container: a container is not interactive.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.key !== 'Escape' || !isOpen) return;
    // Escape closes the list and puts focus back on the button that opened it.
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const statusMessage =
    copyState === 'copied' ? copiedLabel : copyState === 'failed' ? copyFailedLabel : '';

  return (
    <div
      ref={ref}
      className={clsx(styles.shareButton, className)}
      data-state={isOpen ? 'open' : 'closed'}
      data-share={usesNativeShare ? 'native' : 'links'}
      {...props}
    >
      <Button
        ref={buttonRef}
        variant={variant}
        iconStart={<Icon name="share" />}
        aria-expanded={usesNativeShare ? undefined : isOpen}
        aria-controls={usesNativeShare ? undefined : panelId}
        onClick={() => (usesNativeShare ? void shareNatively() : setOpen(!isOpen))}
        onKeyDown={closeOnEscape}
      >
        {label}
      </Button>
      {usesNativeShare ? null : (
        <div id={panelId} className={styles.panel} hidden={!isOpen}>
          <Inline as="ul" space="sm" alignY="center">
            <Button
              variant="secondary"
              size="small"
              iconStart={<Icon name="copy" />}
              onClick={() => void copyLink()}
              onKeyDown={closeOnEscape}
            >
              {copyLinkLabel}
            </Button>
            {shareLinkMethods.map((method) => (
              <Link
                key={method}
                href={links[method]}
                display="block"
                // Email opens the reader's mail app; the others are web pages, in a new tab.
                external={method !== 'email'}
                onClick={() => onShare?.(method)}
                onKeyDown={closeOnEscape}
              >
                {labels[method]}
              </Link>
            ))}
          </Inline>
          {/* Always in the page while open, so screen readers announce the message when it appears. */}
          <p role="status" className={styles.status}>
            {statusMessage}
          </p>
          {copyState === 'failed' ? (
            <input
              type="url"
              readOnly
              value={url}
              aria-label={linkFieldLabel}
              className={styles.linkField}
              onFocus={(event) => event.currentTarget.select()}
              onKeyDown={closeOnEscape}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
