import { useState, useSyncExternalStore } from 'react';
import { useTimeout } from '../../../time/clock.tsx';
import type { ShareContent, ShareMethod } from './shareLinks.ts';

export type CopyState = 'idle' | 'copied' | 'failed';

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

export interface UseShareOptions {
  content: ShareContent;
  /** Whether to use the device's share sheet where there is one. */
  nativeShare: boolean;
  onShare: ((method: ShareMethod) => void) | undefined;
  /** How long 'Link copied' shows, in milliseconds. */
  confirmationDuration: number;
  /** Opens the list of ways to share: where the share sheet cannot take the page. */
  openList: () => void;
}

/**
 * What ShareButton does, without how it looks: the device's share sheet while it works
 * (falling back to the list when it fails), and copying the link, with its confirmation.
 */
export function useShare({
  content,
  nativeShare,
  onShare,
  confirmationDuration,
  openList,
}: UseShareOptions) {
  const canShareNatively = useCanShareNatively();
  // A share sheet that fails for a reason other than the reader cancelling falls back to the list.
  const [nativeFailed, setNativeFailed] = useState(false);
  const usesNativeShare = nativeShare && canShareNatively && !nativeFailed;

  const [copyState, setCopyState] = useState<CopyState>('idle');
  useTimeout(() => setCopyState('idle'), confirmationDuration, copyState === 'copied');

  const fallBack = () => {
    setNativeFailed(true);
    openList();
  };

  const shareNatively = async () => {
    if (navigator.canShare && !navigator.canShare(content)) {
      fallBack();
      return;
    }
    try {
      await navigator.share(content);
      onShare?.('native');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!isAbort(error)) fallBack();
    }
  };

  const copyLink = async () => {
    // Back to idle first, so a second copy restarts the confirmation and is announced again.
    setCopyState('idle');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(content.url);
      setCopyState('copied');
      onShare?.('copy');
    } catch {
      setCopyState('failed');
    }
  };

  return { usesNativeShare, shareNatively, copyState, copyLink };
}
