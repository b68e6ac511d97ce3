import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectNoSidewaysOverflow, narrowFrame, rightToLeft } from '../../storybook/decorators.tsx';
import { ChecksumVerifier } from '../ChecksumVerifier/ChecksumVerifier.tsx';
import { FileFetchError } from '../ChecksumVerifier/sha256.ts';
import { ChecksumDetails } from './ChecksumDetails.tsx';

const checksum = 'b3fae831b387a8606e88140f65a71c9f97616d3d1a616ff7016d65a52410ddc9';
const tampered = '0000e831b387a8606e88140f65a71c9f97616d3d1a616ff7016d65a52410dead';
const fileUrl = '/documents/trust-constitution.pdf';

/** The checksum disclosure as pages use it: ChecksumVerifier inside, with hashing stubbed. */
function verifier(digest: (url: string) => Promise<string>) {
  return (
    <ChecksumVerifier
      checksum={checksum}
      fileUrl={fileUrl}
      digest={digest}
      writeText={async () => {}}
    />
  );
}

const meta = {
  title: 'Page layouts/ChecksumDetails',
  component: ChecksumDetails,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The whole of a document’s SHA-256 checksum, on request: a native `<details>` disclosure (it opens ' +
          'without JavaScript), the checksum in a monospace block that selects whole, and under it whatever the ' +
          'page gives as children, normally **ChecksumVerifier** (Copy and Verify). The children are mounted ' +
          'only once the disclosure has opened, so a page can load them on demand. DocumentCard shows one for ' +
          'every document (`checksumActions`).',
      },
    },
  },
  args: { checksum, onOpenChange: fn() },
} satisfies Meta<typeof ChecksumDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { children: verifier(async () => checksum) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
    await expect(canvas.getByText(checksum)).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify file' })).toBeNull();
  },
};

export const Shown: Story = {
  args: { children: verifier(async () => checksum) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Show full SHA-256 checksum'));
    await waitFor(() => expect(canvas.getByText(checksum)).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('button', { name: 'Verify file' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy checksum' })).toBeVisible();
  },
};

export const Copied: Story = {
  args: { defaultOpen: true, children: verifier(async () => checksum) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy checksum' }));
    const [status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checksum copied'));
  },
};

export const Verifying: Story = {
  args: { defaultOpen: true, children: verifier(() => new Promise<string>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Checking the file…'));
  },
};

export const Match: Story = {
  args: { defaultOpen: true, children: verifier(async () => checksum) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('The file matches this checksum'));
  },
};

export const Mismatch: Story = {
  args: { defaultOpen: true, children: verifier(async () => tampered) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('does not match'));
    await expect(status).toHaveTextContent(tampered);
  },
};

export const NetworkError: Story = {
  args: {
    defaultOpen: true,
    children: verifier(async () => {
      throw new FileFetchError('Failed to fetch');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify file' }));
    const [, status] = canvas.getAllByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('could not be fetched'));
  },
};

export const ShownAtNarrowWidth: Story = {
  decorators: [narrowFrame],
  args: { defaultOpen: true, children: verifier(async () => checksum) },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { defaultOpen: true, children: verifier(async () => checksum) },
};
