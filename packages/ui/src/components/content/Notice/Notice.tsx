import { clsx } from 'clsx';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { notice as noticeWords } from '../../../i18n/words/notice.ts';
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import { IconSvg } from '../../../primitives/brand/Icon/IconSvg.tsx';
import type { IconName } from '../../../primitives/brand/Icon/icons.tsx';
import { error, info, success, warning } from '../../../primitives/brand/Icon/shapes.ts';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Notice.css.ts';

export const noticeTones = ['info', 'success', 'warning', 'error'] as const;
export const noticeLiveSettings = ['polite', 'assertive', 'off'] as const;

export type NoticeTone = (typeof noticeTones)[number];
export type NoticeLive = (typeof noticeLiveSettings)[number];

/**
 * The hidden word that says the tone in text, so it never rests on colour or icon: the
 * English; inside a LocaleProvider the locale's own.
 */
export const noticeTonePrefixes: Record<NoticeTone, string> = {
  info: noticeWords.info,
  success: noticeWords.success,
  warning: noticeWords.warning,
  error: noticeWords.error,
};

// Each tone's icon and its shape alone, so a notice does not carry the whole icon set.
const toneIcons: Record<NoticeTone, { name: IconName; shape: string }> = {
  info: { name: 'info', shape: info },
  success: { name: 'success', shape: success },
  warning: { name: 'warning', shape: warning },
  error: { name: 'error', shape: error },
};

/**
 * The live-region role for a notice: errors interrupt (alert), everything
 * else waits its turn (status); `live` overrides, and 'off' gives no role.
 */
export function noticeRole(tone: NoticeTone, live?: NoticeLive): 'alert' | 'status' | undefined {
  const setting = live ?? (tone === 'error' ? 'assertive' : 'polite');
  if (setting === 'off') return undefined;
  return setting === 'assertive' ? 'alert' : 'status';
}

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: NoticeTone;
  /** A short heading line, such as 'Thank you'. */
  title?: ReactNode;
  /** The message: 'Our team will be in touch within 48 hours.' */
  children?: ReactNode;
  /**
   * How assistive technology announces it. By default errors are assertive
   * (role="alert") and the rest polite (role="status"). Use 'off' for a
   * notice that is on the page from the start and should just be read in order.
   */
  live?: NoticeLive;
  /** Shows a close button that calls this; remove or hide the notice in it. */
  onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The close button's accessible name: 'Dismiss', or the locale's word. */
  dismissLabel?: string;
  /** Replaces the hidden tone word ('Success:', or the locale's word). */
  toneLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A message block: a confirmation, a warning, an error summary. Says its tone
 * in hidden text as well as in colour and icon.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  live,
  onDismiss,
  dismissLabel,
  toneLabel,
  className,
  ref,
  ...props
}: NoticeProps) {
  const words = useWords('notice', noticeWords);
  const hasTitle = title !== undefined && title !== null && title !== '';
  const prefix = (
    <>
      <VisuallyHidden>{toneLabel ?? words[tone]}</VisuallyHidden>{' '}
    </>
  );
  return (
    <div ref={ref} className={clsx(styles.notice({ tone }), className)} data-tone={tone} {...props}>
      <IconSvg {...toneIcons[tone]} size="md" className={styles.icon} />
      {/* The live region holds only the message, so the close button is not announced with it. */}
      <div className={styles.content} role={noticeRole(tone, live)}>
        {hasTitle ? (
          <p className={styles.title}>
            {prefix}
            {title}
          </p>
        ) : null}
        {children !== undefined && children !== null ? (
          <div className={styles.body}>
            {hasTitle ? null : prefix}
            {children}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel ?? words.dismiss}
          onClick={onDismiss}
        >
          <FrameIcon name="close" size="md" />
        </button>
      ) : null}
    </div>
  );
}
