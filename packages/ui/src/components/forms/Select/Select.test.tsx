import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const types = [
  { value: 'constitution', label: 'Constitution' },
  { value: 'policy', label: 'Policy Statement' },
  { value: 'report', label: 'Annual Report', disabled: true },
];

describe('Select', () => {
  it('is a labelled drop-down with the options in order', () => {
    render(<Select label="Document type" options={types} />);
    const select = screen.getByRole('combobox', { name: 'Document type' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Constitution',
      'Policy Statement',
      'Annual Report',
    ]);
    expect(screen.getByRole('option', { name: 'Annual Report' })).toBeDisabled();
  });

  it('puts a placeholder with an empty value first', () => {
    render(
      <Select label="Year" options={[{ value: '2024', label: '2024' }]} placeholder="All years" />,
    );
    const first = screen.getAllByRole('option')[0] as HTMLOptionElement;
    expect(first).toHaveTextContent('All years');
    expect(first.value).toBe('');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Document type" options={types} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'policy');
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('combobox')).toHaveValue('policy');
  });

  it('marks required and error states and describes the field', () => {
    render(
      <Select
        id="type"
        label="Document type"
        options={types}
        required
        hint="Choose the kind of document"
        error="Choose a document type"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Document type' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'type-hint type-error');
    expect(screen.getByText('(required)')).toBeInTheDocument();
  });

  it('draws a chevron that assistive technology skips', () => {
    const { container } = render(<Select label="Year" options={[]} />);
    expect(container.querySelector('svg[data-icon="chevron-down"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
