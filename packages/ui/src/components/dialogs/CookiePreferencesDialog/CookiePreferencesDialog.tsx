import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAdoptedValues } from '../../../forms/useAdoptedValues.ts';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import type {
  Consent,
  ConsentChoices,
  ConsentStore,
} from '../../../patterns/CookieBanner/consentStore.ts';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import * as styles from './CookiePreferencesDialog.css.ts';

export const cookieCategories = ['essential', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof cookieCategories)[number];

export interface CookieCategoryText {
  label: string;
  description: string;
}

export const defaultCookieCategoryText: Record<CookieCategory, CookieCategoryText> = {
  essential: {
    label: 'Essential cookies',
    description: 'Keep the website secure and working, and remember the choices you make here.',
  },
  analytics: {
    label: 'Analytics cookies',
    description:
      'Tell us which pages people visit and how they find them, so we can improve the website. They do not identify you.',
  },
  marketing: {
    label: 'Marketing cookies',
    description:
      'Help us measure our campaigns and show messages about our work on other websites.',
  },
};

export interface CookiePreferencesDialogProps extends Omit<
  DialogProps,
  'title' | 'children' | 'initialFocus'
> {
  /** Where the choices are read from and saved to. */
  store: ConsentStore;
  /** Called with the saved consent after 'Save Preferences'. */
  onSave?: (consent: Consent) => void;
  title?: ReactNode;
  categories?: Record<CookieCategory, CookieCategoryText>;
  /** Says why essential cookies cannot be turned off. */
  alwaysOnText?: string;
  saveLabel?: string;
}

/**
 * Lets the visitor choose cookie categories one by one: analytics and
 * marketing are switches, essential cookies are shown as always on.
 */
export function CookiePreferencesDialog({
  store,
  onSave,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title = 'Cookie Preferences',
  description = 'Choose which cookies we may use. You can change your mind at any time.',
  categories = defaultCookieCategoryText,
  alwaysOnText = 'Always on: the website cannot work without these, so they cannot be turned off.',
  saveLabel = 'Save Preferences',
  ...dialogProps
}: CookiePreferencesDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const save = (choices: ConsentChoices) => {
    const consent = store.save(choices);
    onSave?.(consent);
    setOpen(false);
  };
  return (
    <Dialog
      {...dialogProps}
      title={title}
      description={description}
      open={open}
      onOpenChange={setOpen}
    >
      {/* Mounted on each opening, so it starts from what is saved now. */}
      <PreferencesForm
        initial={store.get()}
        categories={categories}
        alwaysOnText={alwaysOnText}
        saveLabel={saveLabel}
        onSave={save}
      />
    </Dialog>
  );
}

interface PreferencesFormProps {
  initial: Consent | null;
  categories: Record<CookieCategory, CookieCategoryText>;
  alwaysOnText: string;
  saveLabel: string;
  onSave: (choices: ConsentChoices) => void;
}

function PreferencesForm({
  initial,
  categories,
  alwaysOnText,
  saveLabel,
  onSave,
}: PreferencesFormProps) {
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: initial?.analytics ?? false,
    marketing: initial?.marketing ?? false,
  });
  const id = useId();
  const switches = {
    analytics: useRef<HTMLInputElement>(null),
    marketing: useRef<HTMLInputElement>(null),
  };
  // Prerendered open, a switch may be flipped by the time it hydrates: save what it shows.
  useAdoptedValues(switches, choices, (adopted) => setChoices({ ...choices, ...adopted }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(choices);
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <ul className={styles.options}>
        {cookieCategories.map((category) => {
          const inputId = `${id}-${category}`;
          const alwaysOn = category === 'essential';
          const describedBy = [`${inputId}-description`, alwaysOn ? `${inputId}-always` : null]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={category} className={styles.option}>
              <span className={styles.switchBox}>
                <input
                  ref={alwaysOn ? undefined : switches[category]}
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  className={styles.switchInput}
                  aria-describedby={describedBy}
                  checked={alwaysOn ? true : choices[category]}
                  disabled={alwaysOn}
                  readOnly={alwaysOn}
                  onChange={
                    alwaysOn
                      ? undefined
                      : (event) => setChoices({ ...choices, [category]: event.target.checked })
                  }
                  data-category={category}
                />
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.thumb} />
                </span>
              </span>
              <label htmlFor={inputId} className={styles.label}>
                {categories[category].label}
              </label>
              <p id={`${inputId}-description`} className={styles.description}>
                {categories[category].description}
              </p>
              {alwaysOn ? (
                <p id={`${inputId}-always`} className={styles.alwaysOn}>
                  {alwaysOnText}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="submit">{saveLabel}</Button>
      </div>
    </form>
  );
}
