import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prerender, setBeforeHydration } from '../../../../test/prerendered.tsx';
import { sampleLanguages } from './languages.fixture.ts';
import {
  filterLanguages,
  foldForSearch,
  LanguagePicker,
  type LanguagePickerProps,
} from './LanguagePicker.tsx';
import { LanguagePickerButton } from '../LanguagePickerButton/LanguagePickerButton.tsx';
import { LanguagePickerDialog } from './LanguagePickerDialog.tsx';

function Harness(props: Partial<LanguagePickerProps>) {
  const [value, setValue] = useState(props.value ?? 'en');
  return (
    <LanguagePicker
      languages={sampleLanguages}
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange?.(code);
      }}
    />
  );
}

async function open(user: ReturnType<typeof userEvent.setup>, name = 'Language: English') {
  await user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
  const field = within(dialog).getByRole('combobox', { name: 'Search languages' });
  return { dialog, field };
}

const active = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-activedescendant') ?? '');

describe('LanguagePicker', () => {
  it('names its button with the current language and says it opens a dialog', () => {
    render(<Harness value="cy" />);
    const button = screen.getByRole('button', { name: 'Language: Cymraeg' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(button).getByText('Cymraeg')).toHaveAttribute('lang', 'cy');
  });

  it('takes its label from a prop, for pages in other languages', () => {
    render(<Harness value="ar" label="اللغة" />);
    const name = within(screen.getByRole('button', { name: 'اللغة: العربية' })).getByText(
      'العربية',
    );
    expect(name).toHaveAttribute('dir', 'rtl');
  });

  it('opens with the field focused, every language listed and the current one active', async () => {
    const user = userEvent.setup();
    render(<Harness value="fr" />);
    const { dialog, field } = await open(user, 'Language: Français');
    expect(field).toHaveFocus();
    expect(within(dialog).getAllByRole('option')).toHaveLength(sampleLanguages.length);
    expect(within(dialog).getByRole('status')).toHaveTextContent('22 languages');
    expect(active(field)).toHaveTextContent('Français');
    expect(active(field)).toHaveAttribute('aria-selected', 'true');
    expect(active(field)).toHaveAttribute('aria-current', 'true');
  });

  it('gives each option its language and direction', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { dialog } = await open(user);
    const options = within(dialog).getAllByRole('option');
    const urdu = options.find((option) => option.getAttribute('lang') === 'ur');
    expect(urdu).toHaveAttribute('dir', 'rtl');
    expect(urdu).toHaveTextContent('اردو');
    const irish = options.find((option) => option.getAttribute('lang') === 'ga');
    expect(irish).toHaveAttribute('dir', 'ltr');
    expect(within(irish as HTMLElement).getByText('Irish')).toHaveAttribute('lang', 'en');
  });

  it('filters as the reader types and announces the count', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { dialog, field } = await open(user);
    await user.type(field, 'gaidhlig');
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 language');
    expect(active(field)).toHaveTextContent('Gàidhlig');
  });

  it('says when nothing matches and leaves out the empty list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { dialog, field } = await open(user);
    await user.type(field, 'Klingon');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No languages match "Klingon"');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrows, Home and End, keeping focus in the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const { field } = await open(user);
    await user.keyboard('{ArrowDown}');
    expect(active(field)).toHaveTextContent('Cymraeg');
    await user.keyboard('{End}');
    expect(active(field)).toHaveTextContent('Kiswahili');
    await user.keyboard('{ArrowDown}');
    expect(active(field)).toHaveTextContent('Kiswahili');
    await user.keyboard('{Home}');
    expect(active(field)).toHaveTextContent('English');
    await user.keyboard('{PageDown}');
    expect(active(field)).toHaveAttribute('lang', sampleLanguages[10]?.code);
    expect(field).toHaveFocus();
  });

  it('chooses the active option with Enter, closes, and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onChange={onChange} onOpenChange={onOpenChange} />);
    const { dialog } = await open(user);
    await user.keyboard('wel{Enter}');
    expect(onChange).toHaveBeenCalledWith('cy');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Language: Cymraeg' })).toHaveFocus();
  });

  it('chooses an option when clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const { dialog } = await open(user);
    await user.click(within(dialog).getByText('Deutsch'));
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('starts again with an empty filter each time it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const first = await open(user);
    await user.type(first.field, 'pol');
    await user.keyboard('{Escape}');
    const second = await open(user);
    expect(second.field).toHaveValue('');
    expect(active(second.field)).toHaveTextContent('English');
  });
});

describe('filterLanguages', () => {
  const names = (query: string) => filterLanguages(sampleLanguages, query).map(({ name }) => name);

  it('matches English names, native names and codes, ignoring case and accents', () => {
    expect(names('WELSH')).toEqual(['Welsh']);
    expect(names('español')).toEqual(['Spanish']);
    expect(names('espanol')).toEqual(['Spanish']);
    expect(names('romana')).toEqual(['Romanian']);
    expect(names('עברית')).toEqual(['Hebrew']);
    expect(names('he')).toEqual(['Hebrew']);
  });

  it('matches codes from their start only', () => {
    expect(names('zh')).toEqual(['Chinese']);
    const languages = [{ code: 'xb', name: 'Alpha', nativeName: 'Alpha', rtl: false }];
    expect(filterLanguages(languages, 'x')).toHaveLength(1);
    expect(filterLanguages(languages, 'b')).toHaveLength(0);
  });

  it('keeps everything, in order, for a blank query', () => {
    expect(filterLanguages(sampleLanguages, '  ')).toEqual(sampleLanguages);
  });
});

describe('foldForSearch', () => {
  it('drops accents and case, and folds letters that do not decompose', () => {
    expect(foldForSearch('Gàidhlig')).toBe('gaidhlig');
    expect(foldForSearch('Türkçe')).toBe('turkce');
    expect(foldForSearch('Norsk bokmål')).toBe('norsk bokmal');
    expect(foldForSearch('Dansk Ø Polski Ł')).toBe('dansk o polski l');
  });
});

describe('LanguagePickerButton', () => {
  it('shows the language it is given, in its own script and direction, and opens nothing itself', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LanguagePickerButton
        language={{ code: 'ar', nativeName: 'العربية', rtl: true }}
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Language: العربية' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('data-state', 'closed');
    const name = within(button).getByText('العربية');
    expect(name).toHaveAttribute('lang', 'ar');
    expect(name).toHaveAttribute('dir', 'rtl');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks itself open while its dialog is', () => {
    render(
      <LanguagePickerButton language={{ code: 'en', nativeName: 'English', rtl: false }} open />,
    );
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'data-state',
      'open',
    );
  });
});

describe('LanguagePickerDialog', () => {
  it('is the picker without its button: open, choose, and it reports the choice and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <LanguagePickerDialog
        languages={sampleLanguages}
        value="en"
        onChange={onChange}
        defaultOpen
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
    const field = within(dialog).getByRole('combobox', { name: 'Search languages' });
    expect(field).toHaveFocus();
    await user.type(field, 'urdu{Enter}');
    expect(onChange).toHaveBeenCalledWith('ur');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('LanguagePickerDialog, prerendered open and hydrated later', () => {
  it('filters by what its field held by the time it hydrated, and Enter chooses the first match', async () => {
    const onChange = vi.fn();
    const page = prerender(
      <LanguagePickerDialog
        languages={sampleLanguages}
        value="en"
        onChange={onChange}
        defaultOpen
      />,
    );
    setBeforeHydration(page.container.querySelector('input') as HTMLInputElement, 'francais');
    await page.hydrate();
    const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
    const field = within(dialog).getByRole('combobox', { name: 'Search languages' });
    expect(field).toHaveValue('francais');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Français')]);
    expect(active(field)).toHaveTextContent('Français');
    await userEvent.type(field, '{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fr');
  });
});
