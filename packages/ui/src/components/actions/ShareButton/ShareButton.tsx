import { clsx } from 'clsx';
import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { shareButton as shareButtonWords } from '../../../i18n/words/shareButton.ts';
import { Button, type ButtonVariant } from '../../../primitives/actions/Button/Button.tsx';
import { Icon } from '../../../primitives/brand/Icon/Icon.tsx';
import { Inline } from '../../../primitives/layout/Inline/Inline.tsx';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import * as styles from './ShareButton.css.ts';
import {
  defaultShareLinkLabels,
  shareLinkMethods,
  shareLinks,
  type ShareContent,
  type ShareLinkMethod,
  type ShareMethod,
} from './shareLinks.ts';
import { useShare } from './useShare.ts';

export * from './shareLinks.ts';

export interface ShareButtonProps
  extends ShareContent, Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onCopy'> {
  /** The button's words: 'Share Article', or the locale's words. */
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
  /** The copy button's words: 'Copy link', or the locale's words. */
  copyLinkLabel?: string;
  /** Shown and announced once the link is copied: 'Link copied', or the locale's words. */
  copiedLabel?: string;
  /** Shown when the browser will not copy; the address then appears in a field to copy by hand. */
  copyFailedLabel?: string;
  /** The name of that field. */
  linkFieldLabel?: string;
  /** The words of any share link, over the locale's (or the English) words. */
  linkLabels?: Partial<Record<ShareLinkMethod, string>>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Shares the page: with the device's share sheet where there is one, otherwise
 * with a small list (copy the link, email, X, LinkedIn, Facebook).
 */
export function ShareButton({
  title,
  text,
  url,
  label,
  variant = 'secondary',
  nativeShare = true,
  onShare,
  open,
  defaultOpen = false,
  onOpenChange,
  confirmationDuration = 3000,
  copyLinkLabel,
  copiedLabel,
  copyFailedLabel,
  linkFieldLabel,
  linkLabels,
  className,
  ref,
  ...props
}: ShareButtonProps) {
  const words = useWords('shareButton', shareButtonWords);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [listOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const content: ShareContent = text === undefined ? { title, url } : { title, text, url };
  const { usesNativeShare, shareNatively, copyState, copyLink } = useShare({
    content,
    nativeShare,
    onShare,
    confirmationDuration,
    openList: () => setOpen(true),
  });
  const isOpen = !usesNativeShare && listOpen;
  const links = shareLinks(content);

  // On each control in the list (and the button), not the container: a container is not interactive.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.key !== 'Escape' || !isOpen) return;
    // Escape closes the list and puts focus back on the button that opened it.
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const statusMessage =
    copyState === 'copied'
      ? (copiedLabel ?? words.copied)
      : copyState === 'failed'
        ? (copyFailedLabel ?? words.copyFailed)
        : '';

  return (
    <Stack
      ref={ref}
      space="xs"
      align="start"
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
        {label ?? words.label}
      </Button>
      {usesNativeShare ? null : (
        <Stack space="sm" id={panelId} className={styles.panel} hidden={!isOpen}>
          <Inline as="ul" space="sm" alignY="center">
            <Button
              variant="secondary"
              size="small"
              iconStart={<Icon name="copy" />}
              onClick={() => void copyLink()}
              onKeyDown={closeOnEscape}
            >
              {copyLinkLabel ?? words.copyLink}
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
                {linkLabels?.[method] ??
                  (method === 'email' ? words.email : defaultShareLinkLabels[method])}
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
              aria-label={linkFieldLabel ?? words.linkField}
              className={styles.linkField}
              onFocus={(event) => event.currentTarget.select()}
              onKeyDown={closeOnEscape}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
