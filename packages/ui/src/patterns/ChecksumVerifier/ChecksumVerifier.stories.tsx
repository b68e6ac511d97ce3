import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectNoSidewaysOverflow, narrowFrame, rightToLeft } from '../../storybook/decorators.tsx';
import { ClockProvider, createManualClock } from '../../time/clock.tsx';
import { ChecksumVerifier } from './ChecksumVerifier.tsx';
import { DigestUnavailableError, FileFetchError } from './sha256.ts';

const checksum = 'b3fae831b387a8606e88140f65a71c9f97616d3d1a616ff7016d65a52410ddc9';
const tampered = '0000e831b387a8606e88140f65a71c9f97616d3d1a616ff7016d65a52410dead';

// Time only moves when a play function says so: the 3-second confirmation is checked without waiting.
const clock = createManualClock();
const withClock: Decorator = (Story) => (
  <ClockProvider clock={clock}>
    <Story />
  </ClockProvider>
);

/** The file hashes to the published checksum. */
const genuine = fn(async (_url: string) => checksum);
/** The server sent other bytes. */
const altered = fn(async (_url: string) => tampered);
/** The network failed. */
const offline = fn(async (_url: string): Promise<string> => {
  throw new FileFetchError('Failed to fetch');
});
/** A page served without HTTPS: no SubtleCrypto. */
const noSubtleCrypto = fn(async (_url: string): Promise<string> => {
  throw new DigestUnavailableError('SubtleCrypto is not available here');
});
/** Never finishes: the check stays under way. */
const slow = fn((_url: string) => new Promise<string>(() => {}));

const meta = {
  title: 'Page layouts/ChecksumVerifier',
  component: ChecksumVerifier,
  tags: ['autodocs'],
  decorators: [withClock],
  parameters: {
    docs: {
      description: {
        component:
          'Copy and Verify for a published SHA-256 checksum, shown inside **ChecksumDetails**. **Copy checksum** ' +
          'puts the checksum on the clipboard and confirms it (‘Checksum copied’, 3 seconds, announced). ' +
          '**Verify file** fetches the file afresh, works out its SHA-256 in the browser (SubtleCrypto) and ' +
          'says whether it matches; a mismatch warns not to rely on the file and shows the checksum received; ' +
          'a network failure says the file was not checked. Results are announced politely. The hashing ' +
          '(`digest`) and the clipboard (`writeText`) are injectable: these stories never touch the network.',
      },
    },
  },
  args: {
    checksum,
    fileUrl: '/documents/trust-constitution.pdf',
    digest: genuine,
    writeText: fn(async (_text: string) => {}),
    onCopy: fn(),
    onVerify: fn(),
  },
} satisfies Meta<typeof ChecksumVerifier>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy checksum' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify file' })).toBeVisible();
    for (const status of canvas.getAllByRole('status')) await expect(status).toBeEmptyDOMElement();
  },
};

export const Copied: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy checksum' }));
    const [status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checksum copied'));
    await expect(args.writeText).toHaveBeenCalledWith(checksum);
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

export const CopyFailed: Story = {
  args: {
    writeText: fn(async (_text: string) => {
      throw new DOMException('Denied', 'NotAllowedError');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy checksum' }));
    const [status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('could not be copied'));
  },
};

export const Verifying: Story = {
  args: { digest: slow },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Verify file' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    const [, status] = canvas.getAllByRole('status');
    await expect(status).toHaveTextContent('Checking the file…');
  },
};

export const Match: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The file matches this checksum'));
    await expect(args.digest).toHaveBeenCalledWith('/documents/trust-constitution.pdf');
    await expect(args.onVerify).toHaveBeenCalledWith('match');
  },
};

export const Mismatch: Story = {
  args: { digest: altered },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('does not match'));
    await expect(status).toHaveTextContent(tampered);
    await expect(args.onVerify).toHaveBeenCalledWith('mismatch');
  },
};

export const NetworkError: Story = {
  args: { digest: offline },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('could not be fetched'));
    await expect(args.onVerify).toHaveBeenCalledWith('error');
  },
};

export const BrowserCannotHash: Story = {
  args: { digest: noSubtleCrypto },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('This browser cannot check files'));
  },
};

export const MismatchAtNarrowWidth: Story = {
  decorators: [narrowFrame],
  args: { defaultVerifyState: 'mismatch', defaultComputedChecksum: tampered },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { defaultVerifyState: 'match' },
};
