import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider, createManualClock, type ManualClock } from '../../time/clock.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { ChecksumVerifier, type ChecksumVerifierProps } from './ChecksumVerifier.tsx';
import { DigestUnavailableError, FileFetchError } from './sha256.ts';

const checksum = 'B3FAE831B387A8606E88140F65A71C9F97616D3D1A616FF7016D65A52410DDC9';
const published = checksum.toLowerCase();
const other = '9d133182b8f76c15f05f47ee9c9cda4f4712f98e207a1d2ce1c6cdc0eae2cc9f';

let clock: ManualClock;
beforeEach(() => {
  clock = createManualClock();
});

function renderWithClock(element: ReactElement) {
  return render(<ClockProvider clock={clock}>{element}</ClockProvider>);
}

function renderVerifier(props: Partial<ChecksumVerifierProps> = {}) {
  const onCopy = vi.fn();
  const onVerify = vi.fn();
  const writeText = vi.fn(async (_text: string) => {});
  const digest = vi.fn(async (_url: string) => published);
  renderWithClock(
    <ChecksumVerifier
      checksum={checksum}
      fileUrl="/documents/trust-constitution.pdf"
      digest={digest}
      writeText={writeText}
      onCopy={onCopy}
      onVerify={onVerify}
      {...props}
    />,
  );
  const [copyStatus, verifyStatus] = screen.getAllByRole('status');
  return { onCopy, onVerify, writeText, digest, copyStatus, verifyStatus };
}

/** A digest that finishes only when the test says so. */
function deferredDigest() {
  let finish!: (value: string) => void;
  let fail!: (error: unknown) => void;
  const digest = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    digest,
    finish: (value: string) => finish(value),
    fail: (error: unknown) => fail(error),
  };
}

describe('ChecksumVerifier: copy', () => {
  it('puts the checksum, in lower case, on the clipboard and confirms it in a live region', async () => {
    const { writeText, onCopy, copyStatus } = renderVerifier();
    expect(copyStatus).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copy checksum' }));
    expect(writeText).toHaveBeenCalledWith(published);
    expect(copyStatus).toHaveTextContent('Checksum copied');
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('takes the confirmation away after 3 seconds', async () => {
    const { copyStatus } = renderVerifier();
    await userEvent.click(screen.getByRole('button', { name: 'Copy checksum' }));
    act(() => clock.advance(2999));
    expect(copyStatus).toHaveTextContent('Checksum copied');
    act(() => clock.advance(1));
    expect(copyStatus).toBeEmptyDOMElement();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const { onCopy, copyStatus } = renderVerifier({
      writeText: async () => {
        throw new Error('denied');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy checksum' }));
    expect(copyStatus).toHaveTextContent('could not be copied');
    expect(onCopy).not.toHaveBeenCalled();
  });
});

describe('ChecksumVerifier: verify', () => {
  it('checks the file at its address and says it matches', async () => {
    const { digest, onVerify, verifyStatus } = renderVerifier();
    await userEvent.click(screen.getByRole('button', { name: 'Verify file' }));
    expect(digest).toHaveBeenCalledWith('/documents/trust-constitution.pdf');
    expect(verifyStatus).toHaveTextContent('The file matches this checksum');
    expect(verifyStatus).toHaveAttribute('data-tone', 'match');
    expect(onVerify).toHaveBeenCalledWith('match');
  });

  it('matches whatever the letter case of the computed checksum', async () => {
    const { verifyStatus } = renderVerifier({ digest: async () => checksum });
    await userEvent.click(screen.getByRole('button', { name: 'Verify file' }));
    expect(verifyStatus).toHaveAttribute('data-tone', 'match');
  });

  it('says "Checking the file…" and is busy while the check runs, ignoring further presses', async () => {
    const { digest, finish } = deferredDigest();
    const { verifyStatus } = renderVerifier({ digest });
    const button = screen.getByRole('button', { name: 'Verify file' });
    await userEvent.click(button);
    expect(verifyStatus).toHaveTextContent('Checking the file…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(digest).toHaveBeenCalledTimes(1);
    await act(async () => finish(published));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(verifyStatus).toHaveTextContent('matches');
  });

  it('reports a mismatch, warns not to rely on the file, and shows the checksum received', async () => {
    const { onVerify, verifyStatus } = renderVerifier({ digest: async () => other });
    await userEvent.click(screen.getByRole('button', { name: 'Verify file' }));
    expect(verifyStatus).toHaveAttribute('data-tone', 'mismatch');
    expect(verifyStatus).toHaveTextContent('does not match');
    expect(verifyStatus).toHaveTextContent('Do not rely on it');
    expect(verifyStatus).toHaveTextContent(other);
    expect(verifyStatus).not.toHaveTextContent('matches this checksum: it is exactly');
    expect(onVerify).toHaveBeenCalledWith('mismatch');
  });

  it('reports a network failure as not checked, never as a match or mismatch', async () => {
    const { onVerify, verifyStatus } = renderVerifier({
      digest: async () => {
        throw new FileFetchError('offline');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify file' }));
    expect(verifyStatus).toHaveAttribute('data-tone', 'error');
    expect(verifyStatus).toHaveTextContent('could not be fetched, so it was not checked');
    expect(onVerify).toHaveBeenCalledWith('error');
  });

  it('points to the commands when the browser cannot hash', async () => {
    const { verifyStatus } = renderVerifier({
      digest: async () => {
        throw new DigestUnavailableError('no SubtleCrypto');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify file' }));
    expect(verifyStatus).toHaveTextContent('This browser cannot check files');
  });

  it('can be checked again after a failure, and then says it matches', async () => {
    let calls = 0;
    const { verifyStatus } = renderVerifier({
      digest: async () => {
        calls += 1;
        if (calls === 1) throw new FileFetchError('offline');
        return published;
      },
    });
    const button = screen.getByRole('button', { name: 'Verify file' });
    await userEvent.click(button);
    expect(verifyStatus).toHaveAttribute('data-tone', 'error');
    await userEvent.click(button);
    expect(verifyStatus).toHaveAttribute('data-tone', 'match');
  });

  it('starts in a given state, for stories', () => {
    const { verifyStatus } = renderVerifier({
      defaultVerifyState: 'mismatch',
      defaultComputedChecksum: other.toUpperCase(),
    });
    expect(verifyStatus).toHaveTextContent(other);
  });

  it('takes its words from props (for other languages)', async () => {
    renderVerifier({ copyLabel: 'Copier', verifyLabel: 'Vérifier', matchLabel: 'Conforme' });
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Conforme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });
});

describe('ChecksumVerifier in other languages', () => {
  it('copies, checks and reports every status in French', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    const digest = vi.fn(async (_url: string) => other);
    renderWithClock(
      <LocaleProvider locale={fr}>
        <ChecksumVerifier
          checksum={checksum}
          fileUrl="/documents/trust-constitution.pdf"
          digest={digest}
          writeText={writeText}
        />
      </LocaleProvider>,
    );
    const [copyStatus, verifyStatus] = screen.getAllByRole('status');
    await user.click(screen.getByRole('button', { name: 'Copier la somme de contrôle' }));
    expect(copyStatus).toHaveTextContent(/^Somme de contrôle copiée$/);
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(verifyStatus).toHaveTextContent(
      /^Le fichier ne correspond pas à cette somme de contrôle\. .*Somme de contrôle du fichier reçu : [0-9a-f]{64}$/,
    );
    digest.mockResolvedValueOnce(published);
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    // Word for word, with the no-break space French puts before a colon.
    expect(verifyStatus?.textContent).toBe(
      'Le fichier correspond à cette somme de contrôle\u00a0: c’est exactement le fichier que nous avons publié.',
    );
    digest.mockRejectedValueOnce(new FileFetchError('offline'));
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(verifyStatus).toHaveTextContent(/^Impossible de récupérer le fichier/);
    digest.mockRejectedValueOnce(new DigestUnavailableError());
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(verifyStatus).toHaveTextContent(/^Ce navigateur ne peut pas vérifier de fichiers/);
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copier la somme de contrôle' }));
    expect(copyStatus).toHaveTextContent(/^Impossible de copier la somme de contrôle\./);
  });

  it('says Checking the file in French while it checks', () => {
    renderWithClock(
      <LocaleProvider locale={fr}>
        <ChecksumVerifier checksum={checksum} fileUrl="/file.pdf" defaultVerifyState="verifying" />
      </LocaleProvider>,
    );
    expect(screen.getAllByRole('status')[1]).toHaveTextContent(/^Vérification du fichier…$/);
  });

  it('still takes its words as props over the locale', async () => {
    const user = userEvent.setup();
    renderWithClock(
      <LocaleProvider locale={fr}>
        <ChecksumVerifier
          checksum={checksum}
          fileUrl="/file.pdf"
          digest={async () => published}
          writeText={async () => {}}
          copiedLabel="Copié"
          matchLabel="Conforme."
        />
      </LocaleProvider>,
    );
    const [copyStatus, verifyStatus] = screen.getAllByRole('status');
    await user.click(screen.getByRole('button', { name: 'Copier la somme de contrôle' }));
    expect(copyStatus).toHaveTextContent(/^Copié$/);
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }));
    expect(verifyStatus).toHaveTextContent(/^Conforme\.$/);
  });
});
