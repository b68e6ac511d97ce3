import { clsx } from 'clsx';
import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs.ts';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { checksumDetails as checksumDetailsWords } from '../../i18n/words/checksumDetails.ts';
import { FrameIcon } from '../../primitives/brand/Icon/FrameIcon.tsx';
import * as styles from './ChecksumDetails.css.ts';

export interface ChecksumDetailsProps extends Omit<
  HTMLAttributes<HTMLDetailsElement>,
  'children' | 'onToggle'
> {
  /** The SHA-256 checksum in hex, shown whole once opened. */
  checksum: string;
  /** The disclosure's words. */
  label?: string;
  /** Whether it starts open. */
  defaultOpen?: boolean;
  /** Told whenever it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Shown under the checksum (Copy and Verify, say: ChecksumVerifier). Rendered only
   * once the disclosure has first opened, so a page can load it only then.
   */
  children?: ReactNode;
  ref?: Ref<HTMLDetailsElement>;
}

/**
 * The whole of a document's SHA-256 checksum, on request: a native disclosure
 * (it opens without JavaScript) with the checksum in a monospace block, and,
 * once opened, whatever actions the page gives it.
 */
export function ChecksumDetails({
  checksum,
  label,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
  ref,
  ...props
}: ChecksumDetailsProps) {
  const words = useWords('checksumDetails', checksumDetailsWords);
  const own = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(defaultOpen);
  const [open, setOpen] = useState(defaultOpen);

  // Opened before the page's script started: the toggle event came too early to be seen.
  useEffect(() => {
    if (own.current?.open) {
      setOpen(true);
      setOpened(true);
    }
  }, []);

  const toggled = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen(isOpen);
    if (isOpen) setOpened(true);
    onOpenChange?.(isOpen);
  };

  const setRefs = useComposedRefs(own, ref);

  return (
    <details
      ref={setRefs}
      className={clsx(styles.details, className)}
      open={defaultOpen}
      data-state={open ? 'open' : 'closed'}
      onToggle={toggled}
      {...props}
    >
      <summary className={styles.summary}>
        <FrameIcon name="chevron-down" className={styles.chevron} />
        {label ?? words.show}
      </summary>
      <div className={styles.body}>
        <code className={styles.checksum} translate="no">
          {checksum.trim().toLowerCase()}
        </code>
        {opened ? children : null}
      </div>
    </details>
  );
}
