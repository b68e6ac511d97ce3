import { clsx } from 'clsx';
import { useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { useTimeout } from '../../time/clock.tsx';
import { Button } from '../../primitives/actions/Button/Button.tsx';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { checksumVerifier as checksumVerifierWords } from '../../i18n/words/checksumVerifier.ts';
import * as styles from './ChecksumVerifier.css.ts';
import {
  DigestUnavailableError,
  fetchSha256,
  normaliseChecksum,
  sameChecksum,
  type FileDigest,
} from './sha256.ts';

/** Where a check of the file stands. */
export const verifyStates = ['idle', 'verifying', 'match', 'mismatch', 'error'] as const;
export type VerifyState = (typeof verifyStates)[number];

/** How a finished check came out, as told to `onVerify`. */
export type VerifyOutcome = 'match' | 'mismatch' | 'error';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Puts text on the clipboard: given to ChecksumVerifier, replaceable in stories and tests. */
export type WriteText = (text: string) => Promise<void>;

const clipboardWrite: WriteText = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

export interface ChecksumVerifierProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onCopy'> {
  /** The published SHA-256 checksum, in hex. */
  checksum: string;
  /** The file the checksum is for; Verify fetches it. */
  fileUrl: string;
  /** Works out the file's SHA-256: by default it fetches the file and hashes it with SubtleCrypto. */
  digest?: FileDigest;
  /** Puts the checksum on the clipboard: by default the browser's Clipboard API. */
  writeText?: WriteText;
  /** Told when the checksum was copied (for page-event tracking). */
  onCopy?: () => void;
  /** Told how each check came out (for page-event tracking). */
  onVerify?: (outcome: VerifyOutcome) => void;
  /** How long 'Checksum copied' shows, in milliseconds. */
  confirmationDuration?: number;
  /** The state to start in: for stories and tests of each state. */
  defaultVerifyState?: VerifyState;
  /** With `defaultVerifyState` 'mismatch': the checksum the file had. */
  defaultComputedChecksum?: string;
  copyLabel?: string;
  copiedLabel?: string;
  copyFailedLabel?: string;
  verifyLabel?: string;
  verifyingLabel?: string;
  matchLabel?: string;
  mismatchLabel?: string;
  /** Names the checksum the file turned out to have, shown on a mismatch. */
  computedLabel?: string;
  errorLabel?: string;
  /** Shown when the browser cannot hash files (SubtleCrypto needs a secure page). */
  unsupportedLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Copy and Verify for a published checksum. Copy puts the checksum on the
 * clipboard and confirms it; Verify fetches the file, works out its SHA-256 in
 * the browser and says whether it matches. Both results are announced politely.
 */
export function ChecksumVerifier({
  checksum,
  fileUrl,
  digest,
  writeText = clipboardWrite,
  onCopy,
  onVerify,
  confirmationDuration = 3000,
  defaultVerifyState = 'idle',
  defaultComputedChecksum = '',
  copyLabel,
  copiedLabel,
  copyFailedLabel,
  verifyLabel,
  verifyingLabel,
  matchLabel,
  mismatchLabel,
  computedLabel,
  errorLabel,
  unsupportedLabel,
  className,
  ref,
  ...props
}: ChecksumVerifierProps) {
  const words = useWords('checksumVerifier', checksumVerifierWords);
  const published = normaliseChecksum(checksum);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [verifyState, setVerifyState] = useState<VerifyState>(defaultVerifyState);
  const [computed, setComputed] = useState(normaliseChecksum(defaultComputedChecksum));
  const [unsupported, setUnsupported] = useState(false);
  // Only the latest check may report: a second press while one runs is ignored, and a
  // result for an unmounted or re-run check is dropped.
  const run = useRef(0);
  useTimeout(() => setCopyState('idle'), confirmationDuration, copyState === 'copied');

  const copy = async () => {
    // Back to idle first, so a second copy restarts the confirmation and is announced again.
    setCopyState('idle');
    try {
      await writeText(published);
      setCopyState('copied');
      onCopy?.();
    } catch {
      setCopyState('failed');
    }
  };

  const verify = async () => {
    const current = ++run.current;
    setVerifyState('verifying');
    setUnsupported(false);
    let outcome: VerifyOutcome;
    try {
      const result = normaliseChecksum(await (digest ?? fetchSha256())(fileUrl));
      if (current !== run.current) return;
      setComputed(result);
      outcome = sameChecksum(result, published) ? 'match' : 'mismatch';
    } catch (error) {
      if (current !== run.current) return;
      setUnsupported(error instanceof DigestUnavailableError);
      outcome = 'error';
    }
    setVerifyState(outcome);
    onVerify?.(outcome);
  };

  const copyMessage =
    copyState === 'copied'
      ? (copiedLabel ?? words.copied)
      : copyState === 'failed'
        ? (copyFailedLabel ?? words.copyFailed)
        : '';
  const verifyMessage = {
    idle: '',
    verifying: verifyingLabel ?? words.verifying,
    match: matchLabel ?? words.match,
    mismatch: mismatchLabel ?? words.mismatch,
    error: unsupported ? (unsupportedLabel ?? words.unsupported) : (errorLabel ?? words.error),
  }[verifyState];
  const resultIcon = { match: 'success', mismatch: 'error', error: 'warning' } as const;

  return (
    <div
      ref={ref}
      className={clsx(styles.root, className)}
      data-copy={copyState}
      data-verify={verifyState}
      {...props}
    >
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          iconStart={<Icon name={copyState === 'copied' ? 'check' : 'copy'} />}
          onClick={() => void copy()}
        >
          {copyLabel ?? words.copy}
        </Button>
        <Button
          variant="secondary"
          size="small"
          busy={verifyState === 'verifying'}
          iconStart={<Icon name="shield" />}
          onClick={() => void verify()}
        >
          {verifyLabel ?? words.verify}
        </Button>
      </div>
      {/* Both always in the page, so screen readers announce each message as it appears. */}
      <p role="status" className={styles.copyStatus}>
        {copyMessage}
      </p>
      <div role="status" className={styles.verifyStatus} data-tone={verifyState}>
        {verifyState === 'idle' ? null : (
          <p className={styles.message}>
            {verifyState === 'verifying' ? null : (
              <Icon name={resultIcon[verifyState]} className={styles.messageIcon} />
            )}
            <span>{verifyMessage}</span>
          </p>
        )}
        {verifyState === 'mismatch' && computed ? (
          <p className={styles.computed}>
            {computedLabel ?? words.computed}{' '}
            <code className={styles.hash} translate="no">
              {computed}
            </code>
          </p>
        ) : null}
      </div>
    </div>
  );
}
