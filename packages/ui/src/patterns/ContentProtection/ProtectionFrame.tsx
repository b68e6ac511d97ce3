// The element both ContentProtection and DeferredContentProtection render: the wrapper with
// the styles that stop pointer selection, and the guard, run at once or once loaded.
import { clsx } from 'clsx';
import { useEffect, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs.ts';
import * as styles from './ContentProtection.css.ts';
import type { ContentGuard, ProtectedAction } from './contentGuard.ts';

export interface ContentProtectionProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Also stop pasting into form fields. Off by default: people paste long
   * email addresses and passwords, and many assistive tools type by pasting.
   */
  strict?: boolean;
  /**
   * For a wrapper around everything a page shows: also guard what happens on the page as a
   * whole, such as Ctrl+C or a copy while nothing inside has focus (those events go to the
   * body, outside the wrapper). Events inside other elements outside it are still left alone.
   */
  wholePage?: boolean;
  /** Told each time something is stopped (for the page-event tracker, say). */
  onBlock?: (action: ProtectedAction, event: Event) => void;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

type FrameProps = ContentProtectionProps &
  (
    | { guard: ContentGuard; loadGuard?: never }
    | { guard?: never; loadGuard: () => Promise<ContentGuard> }
  );

export function ProtectionFrame({
  guard,
  loadGuard,
  strict = false,
  wholePage = false,
  onBlock,
  className,
  ref,
  children,
  ...props
}: FrameProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!root) return;
    const options = { strict, wholePage, onBlock };
    if (guard) return guard(root, options);
    let stop: (() => void) | undefined;
    let current = true;
    loadGuard?.().then(
      (loaded) => {
        if (current) stop = loaded(root, options);
      },
      () => {
        // Not loaded (offline): the styles still stop pointer selection.
      },
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [root, guard, loadGuard, strict, wholePage, onBlock]);

  const rootRef = useComposedRefs(setRoot, ref);

  return (
    <div
      ref={rootRef}
      className={clsx(styles.protection, className)}
      data-strict={strict || undefined}
      data-whole-page={wholePage || undefined}
      {...props}
    >
      {children}
    </div>
  );
}
