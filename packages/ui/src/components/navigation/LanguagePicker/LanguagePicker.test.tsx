import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/locales/ar.ts';
import { uk } from '../../../i18n/locales/uk.ts';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
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
    render(<Harness value="ar" label="اللغة: {language}" />);
    const name = within(screen.getByRole('button', { name: 'اللغة: العربية' })).getByText(
      'العربية',
    );
    expect(name).toHaveAttribute('dir', 'rtl');
  });

  it('puts the words of its label where the message puts {language}, and reads a label without it first', () => {
    const { rerender } = render(<Harness value="fr" label="{language} (langue du site)" />);
    expect(screen.getByRole('button', { name: 'Français (langue du site)' })).toBeInTheDocument();
    rerender(<Harness value="fr" label="Language" />);
    expect(screen.getByRole('button', { name: 'Language Français' })).toBeInTheDocument();
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

describe('LanguagePicker in other languages', () => {
  it('speaks Ukrainian, counting the languages with the right plural form', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale={uk}>
        <Harness value="uk" />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Мова: Українська' }));
    const dialog = screen.getByRole('dialog', { name: 'Виберіть мову' });
    const field = within(dialog).getByRole('combobox', { name: 'Пошук мови' });
    const status = within(dialog).getByRole('status');
    expect(within(dialog).getByRole('listbox', { name: 'Мови' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Закрити' })).toBeInTheDocument();
    // 22: few.
    expect(status.textContent).toBe('22 мови');
    // 1: one.
    await user.type(field, 'ukr');
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    expect(status.textContent).toBe('1 мова');
    // 6 (English, Scottish Gaelic, Irish, Spanish, Polish, Turkish): many.
    await user.clear(field);
    await user.type(field, 'ish');
    expect(within(dialog).getAllByRole('option')).toHaveLength(6);
    expect(status.textContent).toBe('6 мов');
    await user.clear(field);
    await user.type(field, 'Klingon');
    expect(status.textContent).toBe('Немає мов за запитом «Klingon»');
  });

  it('counts in Arabic: one, two, few and many', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale={ar}>
        <Harness value="ar" />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }));
    const dialog = screen.getByRole('dialog', { name: 'اختر لغة' });
    const field = within(dialog).getByRole('combobox', { name: 'ابحث عن لغة' });
    const status = within(dialog).getByRole('status');
    // 22: many.
    expect(status.textContent).toBe('22 لغة');
    // Welsh: one.
    await user.type(field, 'wel');
    expect(status.textContent).toBe('لغة واحدة');
    // Urdu and Turkish: two.
    await user.clear(field);
    await user.type(field, 'ur');
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    expect(status.textContent).toBe('لغتان');
    // Persian, Romanian and Ukrainian: few.
    await user.clear(field);
    await user.type(field, 'ian');
    expect(within(dialog).getAllByRole('option')).toHaveLength(3);
    expect(status.textContent).toBe('3 لغات');
    await user.clear(field);
    await user.type(field, 'Klingon');
    expect(status.textContent).toBe('لا توجد لغة تطابق «Klingon»');
  });

  it('lets every word given as a prop win over the locale’s', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale={uk}>
        <Harness
          label="Мова сайту: {language}"
          dialogTitle="Оберіть мову"
          searchLabel="Знайти мову"
          listLabel="Доступні мови"
          countMessage={(count) => `Мов: ${count}`}
          noMatchesMessage={(query) => `«${query}»: нічого`}
        />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Мова сайту: English' }));
    const dialog = screen.getByRole('dialog', { name: 'Оберіть мову' });
    const field = within(dialog).getByRole('combobox', { name: 'Знайти мову' });
    expect(within(dialog).getByRole('listbox', { name: 'Доступні мови' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status').textContent).toBe('Мов: 22');
    await user.type(field, 'Klingon');
    expect(within(dialog).getByRole('status').textContent).toBe('«Klingon»: нічого');
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
