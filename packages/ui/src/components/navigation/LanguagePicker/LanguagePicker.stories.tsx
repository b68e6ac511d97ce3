import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
  smallPhone,
} from '../../../storybook/decorators.tsx';
import {
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../../storybook/prerendered.tsx';
import { expectModalBehaviour, openModal } from '../../dialogs/Dialog/modalTestSuite.ts';
import { sampleLanguages } from './languages.fixture.ts';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';
import { LanguagePickerButton } from '../LanguagePickerButton/LanguagePickerButton.tsx';
import { LanguagePickerDialog } from './LanguagePickerDialog.tsx';

/** The picker with the site's state: the chosen language becomes the current one. */
function Picker({ value: initialValue, onChange, ...args }: LanguagePickerProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <LanguagePicker
      {...args}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The header’s language button. It shows the current language in its own script (its name reads ' +
          '“Language: English”) and opens a dialog with a search field over the list of languages: type to ' +
          'filter by English name, native name or code (accents and case do not matter), Up and Down, Home and ' +
          'End to move, Enter to choose, Escape to close. Each option carries its `lang` (and `dir`), so screen ' +
          'readers pronounce the native names. It only reports the choice: the app saves it and sets the page’s ' +
          '`lang` and `dir`. Not for choosing among a few options in a form: use radio buttons there.',
      },
    },
  },
  args: { languages: sampleLanguages, value: 'en', onChange: fn(), onOpenChange: fn() },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPicker(canvasElement: HTMLElement, buttonName = 'Language: English') {
  const { dialog } = await openModal(
    canvasElement,
    () => userEvent.click(within(canvasElement).getByRole('button', { name: buttonName })),
    'Choose a language',
  );
  const scope = within(dialog);
  const field = scope.getByRole('combobox', { name: 'Search languages' });
  return { dialog, scope, field, status: scope.getByRole('status') };
}

const activeOption = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-activedescendant') ?? '');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    const { scope, field, status } = await openPicker(canvasElement);
    await expect(field).toHaveFocus();
    await expect(status).toHaveTextContent('22 languages');
    await expect(scope.getAllByRole('option')).toHaveLength(22);
    // It opens at the current language, which is marked as current.
    const english = scope.getByRole('option', { name: 'English' });
    await expect(activeOption(field)).toBe(english);
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await expect(english).toHaveAttribute('aria-current', 'true');
  },
};

export const ModalBehaviour: Story = {
  play: async ({ canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      openDialog: () =>
        userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' })),
      dialogName: 'Choose a language',
    });
  },
};

export const ChoosingWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('dialog', { name: 'Choose a language' });
    const field = within(dialog).getByRole('combobox', { name: 'Search languages' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('cym');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 language');
    await expect(activeOption(field)).toHaveTextContent('Cymraeg');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('cy');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // Focus is back on the button, which now names the new language.
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Language: Cymraeg');
  },
};

export const ArrowKeysHomeAndEnd: Story = {
  play: async ({ canvasElement }) => {
    const { field } = await openPicker(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Cymraeg');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Gaeilge');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(field)).toHaveTextContent('Gàidhlig');
    await userEvent.keyboard('{End}');
    await expect(activeOption(field)).toHaveTextContent('Kiswahili');
    // The active option is scrolled into view inside the list.
    const list = activeOption(field)?.closest('[role="listbox"]') as HTMLElement;
    const option = (activeOption(field) as HTMLElement).getBoundingClientRect();
    await expect(option.bottom).toBeLessThanOrEqual(list.getBoundingClientRect().bottom + 1);
    await userEvent.keyboard('{Home}');
    await expect(activeOption(field)).toHaveTextContent('English');
    // Up at the first option stays there.
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(field)).toHaveTextContent('English');
    await expect(activeOption(field)).toHaveAttribute('aria-selected', 'true');
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const { scope, field, status } = await openPicker(canvasElement);
    const names = () => scope.queryAllByRole('option').map((option) => option.textContent);
    const cases: [string, string[]][] = [
      ['welsh', ['CymraegWelsh']], // English name
      ['DEUTSCH', ['DeutschGerman']], // native name, any case
      ['fa', ['فارسیPersian']], // code
      ['francais', ['FrançaisFrench']], // without the accent
      ['gaidhlig', ['GàidhligScottish Gaelic']],
      ['turkce', ['TürkçeTurkish']],
    ];
    for (const [query, expected] of cases) {
      await userEvent.clear(field);
      await userEvent.type(field, query);
      await expect(names()).toEqual(expected);
      await expect(status).toHaveTextContent('1 language');
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'ish');
    // English, Scottish Gaelic, Irish, Polish, Spanish, Turkish… in the list's own order.
    await expect(status).toHaveTextContent(`${names().length} languages`);
    await expect(names()[0]).toBe('English');
  },
};

/**
 * Prerendered open (it is hidden until its script shows it), the field may hold text by the
 * time the picker hydrates: the list is filtered by it, and Enter chooses the first match.
 */
export const HeldBeforeHydration: Story = {
  render: (args) => (
    <Prerendered>
      <Picker {...args} defaultOpen />
    </Prerendered>
  ),
  play: async ({ args, canvasElement }) => {
    const field = canvasElement.querySelector('dialog input');
    typeBeforeHydration(field as HTMLInputElement, 'francais');
    await hydratePrerendered(canvasElement);
    const scope = within(within(canvasElement).getByRole('dialog', { name: 'Choose a language' }));
    await expect(scope.getByRole('combobox', { name: 'Search languages' })).toHaveValue('francais');
    await expect(scope.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'FrançaisFrench',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Language: Français' }),
      ).toBeVisible(),
    );
  },
};

export const NoLanguagesMatch: Story = {
  play: async ({ canvasElement }) => {
    const { scope, field, status } = await openPicker(canvasElement);
    await userEvent.type(field, 'Klingon');
    await expect(status).toHaveTextContent('No languages match "Klingon"');
    await expect(scope.queryByRole('listbox')).toBeNull();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    // Enter with nothing to choose does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveFocus();
  },
};

/** Every option says its language, so screen readers switch voice, and its direction. */
export const OptionsCarryTheirLanguage: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await openPicker(canvasElement);
    for (const language of ['ar', 'ur', 'fa', 'he']) {
      const option = scope
        .getAllByRole('option')
        .find((element) => element.getAttribute('lang') === language);
      await expect(option).toHaveAttribute('dir', 'rtl');
    }
    const welsh = scope.getByRole('option', { name: /Cymraeg/ });
    await expect(welsh).toHaveAttribute('lang', 'cy');
    await expect(welsh).toHaveAttribute('dir', 'ltr');
    // The English name inside is marked as English.
    await expect(within(welsh).getByText('Welsh')).toHaveAttribute('lang', 'en');
    // A right-to-left name starts at the option's right edge.
    const arabic = scope.getByRole('option', { name: /العربية/ });
    const native = within(arabic).getByText('العربية').getBoundingClientRect();
    const box = arabic.getBoundingClientRect();
    await expect(box.right - native.right).toBeLessThan(native.left - box.left);
  },
};

export const ChoosingWithThePointer: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, scope } = await openPicker(canvasElement);
    await userEvent.click(scope.getByRole('option', { name: /Français/ }));
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Language: Français' }),
    ).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    value: 'ar',
    label: 'اللغة: {language}',
    dialogTitle: 'اختر لغة',
    searchLabel: 'ابحث عن لغة',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'اللغة: العربية' });
    // The globe sits at the start of the button: its right-hand end.
    const globe = trigger.querySelector('svg') as SVGElement;
    const name = within(trigger).getByText('العربية');
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      globe.getBoundingClientRect().left + 1,
    );
    await expect(name).toHaveAttribute('lang', 'ar');
    const { dialog } = await openModal(canvasElement, () => userEvent.click(trigger), 'اختر لغة');
    const field = within(dialog).getByRole('combobox', { name: 'ابحث عن لغة' });
    // It opens at the current language.
    await expect(activeOption(field)).toHaveTextContent('العربية');
    // The search icon at the field's start: the right.
    const icon = field.parentElement?.querySelector('svg') as SVGElement;
    const fieldBox = field.getBoundingClientRect();
    const iconBox = icon.getBoundingClientRect();
    await expect(fieldBox.right - iconBox.right).toBeLessThan(iconBox.left - fieldBox.left);
  },
};

export const OnAPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { dialog, scope, field } = await openPicker(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expectNoSidewaysOverflow(dialog);
    // Only the list scrolls: moving to the end keeps the field on screen.
    const list = scope.getByRole('listbox');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.keyboard('{End}');
    await expect(field.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(field).toHaveFocus();
  },
};

export const OnASmallPhone: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPicker(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysOverflow(dialog);
  },
};

/**
 * The two halves apart, as a site uses them to keep the list of languages and
 * the dialog out of its first download: LanguagePickerButton on every page,
 * LanguagePickerDialog rendered only once the button is first pressed.
 */
function ButtonThenDialog({ languages, value: initialValue, onChange }: LanguagePickerProps) {
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const current = languages.find((language) => language.code === value) ?? languages[0];
  return (
    <>
      {current ? (
        <LanguagePickerButton
          language={current}
          open={open}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
      ) : null}
      {wanted ? (
        <LanguagePickerDialog
          languages={languages}
          value={value}
          open={open}
          onOpenChange={setOpen}
          onChange={(code) => {
            setValue(code);
            onChange(code);
          }}
        />
      ) : null}
    </>
  );
}

export const ButtonAndDialogApart: Story = {
  render: (args) => <ButtonThenDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    // No dialog in the page until the button is pressed.
    await expect(document.querySelector('dialog')).toBeNull();
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('data-state', 'open');
    const dialog = within(document.body).getByRole('dialog', { name: 'Choose a language' });
    await userEvent.keyboard('hebrew{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('he');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Language: עברית');
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  },
};
