import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePickerButton } from './LanguagePickerButton.tsx';

// The header's language button alone, as a site that loads the dialog only when it is first
// wanted renders it (LanguagePicker's stories show it with its dialog).
const meta = {
  title: 'Navigation/LanguagePickerButton',
  component: LanguagePickerButton,
  args: {
    language: { code: 'en-GB', nativeName: 'English', rtl: false },
    onClick: fn(),
  },
} satisfies Meta<typeof LanguagePickerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A right-to-left language keeps its own direction inside the button. */
export const Arabic: Story = {
  args: { language: { code: 'ar', nativeName: 'العربية', rtl: true } },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('العربية');
    await expect(name).toHaveAttribute('dir', 'rtl');
    await expect(name).toHaveAttribute('lang', 'ar');
  },
};

/** While its dialog is open. */
export const Open: Story = {
  args: { open: true, label: 'Idioma: {language}' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Idioma: English' });
    await expect(button).toHaveAttribute('data-state', 'open');
  },
};
