import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { ChecksumDetails } from './ChecksumDetails.tsx';

const checksum = 'B3FAE831B387A8606E88140F65A71C9F97616D3D1A616FF7016D65A52410DDC9';

function parts() {
  const summary = screen.getByText('Show full SHA-256 checksum');
  const details = summary.closest('details') as HTMLDetailsElement;
  return { summary, details };
}

describe('ChecksumDetails', () => {
  it('is a closed disclosure that holds the whole checksum in lower case', () => {
    render(<ChecksumDetails checksum={checksum} />);
    const { details } = parts();
    expect(details.open).toBe(false);
    expect(details).toHaveAttribute('data-state', 'closed');
    expect(details.querySelector('code')).toHaveTextContent(checksum.toLowerCase());
  });

  it('opens on request and says so', async () => {
    const onOpenChange = vi.fn();
    render(<ChecksumDetails checksum={checksum} onOpenChange={onOpenChange} />);
    const { summary, details } = parts();
    await userEvent.click(summary);
    await vi.waitFor(() => expect(details).toHaveAttribute('data-state', 'open'));
    expect(details.open).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('mounts its actions only once opened, and keeps them after closing', async () => {
    const Actions = vi.fn(() => <button type="button">Verify file</button>);
    render(
      <ChecksumDetails checksum={checksum}>
        <Actions />
      </ChecksumDetails>,
    );
    expect(Actions).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Verify file' })).toBeNull();
    const { summary, details } = parts();
    await userEvent.click(summary);
    await vi.waitFor(() => expect(Actions).toHaveBeenCalled());
    expect(screen.getByText('Verify file')).toBeInTheDocument();
    await userEvent.click(summary);
    await vi.waitFor(() => expect(details).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByText('Verify file')).toBeInTheDocument();
  });

  it('starts open when asked, with its actions', () => {
    render(
      <ChecksumDetails checksum={checksum} defaultOpen label="Full checksum">
        <span>Actions</span>
      </ChecksumDetails>,
    );
    expect(screen.getByText('Full checksum').closest('details')?.open).toBe(true);
    expect(screen.getByText('Actions')).toBeInTheDocument();
  });
});

describe('ChecksumDetails in other languages', () => {
  it('names its disclosure in French, or with the label given', () => {
    const { rerender } = render(
      <LocaleProvider locale={fr}>
        <ChecksumDetails checksum={checksum} />
      </LocaleProvider>,
    );
    expect(
      screen.getByText('Afficher la somme de contrôle SHA-256 complète').closest('summary'),
    ).toBeInTheDocument();
    rerender(
      <LocaleProvider locale={fr}>
        <ChecksumDetails checksum={checksum} label="Empreinte" />
      </LocaleProvider>,
    );
    expect(screen.getByText('Empreinte').closest('summary')).toBeInTheDocument();
  });
});
