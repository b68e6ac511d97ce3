import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Select } from './Select.tsx';

const documentTypes = [
  { value: 'all', label: 'All types' },
  { value: 'Constitution', label: 'Constitution' },
  { value: 'Policy Statement', label: 'Policy Statement' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A native drop-down list with a visible label, hint and error: for one choice among several known ones, such ' +
          "as the document library's type and year filters. Native, so it works with every keyboard, screen reader and " +
          'phone. For two or three choices people should see at once, use radio buttons; for yes or no, **Checkbox**.',
      },
    },
  },
  args: { label: 'Document type', name: 'type', options: documentTypes, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Document type' });
    await userEvent.selectOptions(select, 'Policy Statement');
    await expect(select).toHaveValue('Policy Statement');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Subject',
    placeholder: 'Choose a subject',
    required: true,
    options: [
      { value: 'partnership', label: 'Partnership' },
      { value: 'legacy', label: 'Legacy giving' },
      { value: 'press', label: 'Press enquiry' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a subject' })).toBeInTheDocument();
    await expect(canvas.getByText('(required)')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { hint: 'Choose the kind of document', error: 'Choose a document type' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Document type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Choose the kind of document Error: Choose a document type',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    label: 'نوع المستند',
    options: [
      { value: 'all', label: 'جميع الأنواع' },
      { value: 'constitution', label: 'الدستور' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'نوع المستند' }).getBoundingClientRect();
    const chevron = (
      canvasElement.querySelector('svg[data-icon="chevron-down"]') as SVGElement
    ).getBoundingClientRect();
    // The chevron sits at the reading end: the left.
    await expect(chevron.left - select.left).toBeLessThan(select.width / 4);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    options: [
      { value: 'all', label: 'All types of document, including policies, reports and statements' },
    ],
    error: 'Choose a document type',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
