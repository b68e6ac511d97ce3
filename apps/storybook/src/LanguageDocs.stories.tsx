import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { languages } from '../.storybook/locales.ts';
import { BuiltInWordsTable, LanguageList, builtInWords } from './LanguageDocs.tsx';

// The blocks of the Languages page, as stories: axe and the layout check see them, and the play
// functions prove the table is read from the locales, every word in every language.
const meta = {
  title: 'Languages/Blocks',
  parameters: { docs: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WordsTable: Story = {
  render: () => <BuiltInWordsTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /The built-in words of @ghat\/ui/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(builtInWords().length);
    // One column per language, each in its language and direction.
    const headers = within(table).getAllByRole('columnheader').slice(1);
    await expect(headers.map((header) => header.getAttribute('lang'))).toEqual(
      languages.map((locale) => locale.code),
    );
    // No language leaves a word out. One query and one check for the whole table: a check per
    // cell (hundreds, each logged by the interactions panel) took 15-30 s.
    const words = within(table).getAllByRole('cell');
    await expect(words).toHaveLength(rows.length * languages.length);
    const missing = words
      .filter((word) => word.textContent?.trim() === '')
      .map((word) => `${word.closest('tr')?.querySelector('th')?.textContent} (${word.lang})`);
    await expect(missing).toEqual([]);
    // The dialog's close button, in French and in Arabic (right to left).
    const close = within(table).getByRole('rowheader', { name: 'dialog.close' }).closest('tr');
    const cells = close ? within(close).getAllByRole('cell') : [];
    const french = languages.findIndex((locale) => locale.code === 'fr');
    const arabic = languages.findIndex((locale) => locale.code === 'ar');
    await expect(cells[french]).toHaveTextContent(languages[french]?.messages.dialog.close ?? '?');
    await expect(cells[arabic]).toHaveAttribute('dir', 'rtl');
  },
};

export const Languages: Story = {
  render: () => <LanguageList />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'The languages @ghat/ui ships' });
    await expect(within(table).getAllByRole('row')).toHaveLength(languages.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'العربية' })).toHaveAttribute(
      'dir',
      'rtl',
    );
  },
};
