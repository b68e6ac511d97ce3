import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAdoptedValues } from '../../../forms/useAdoptedValues.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import type { UiMessages } from '../../../i18n/types.ts';
import { cookiePreferencesDialog as cookiePreferencesDialogWords } from '../../../i18n/words/cookiePreferencesDialog.ts';
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

/** Each category's label and description, from the dialog's words in a language. */
function categoryText(
  words: UiMessages['cookiePreferencesDialog'],
): Record<CookieCategory, CookieCategoryText> {
  return {
    essential: { label: words.essentialLabel, description: words.essentialDescription },
    analytics: { label: words.analyticsLabel, description: words.analyticsDescription },
    marketing: { label: words.marketingLabel, description: words.marketingDescription },
  };
}

/** The categories' English label and description (the dialog shows its locale's own). */
export const defaultCookieCategoryText: Record<CookieCategory, CookieCategoryText> =
  /* @__PURE__ */ categoryText(cookiePreferencesDialogWords);

export interface CookiePreferencesDialogProps extends Omit<
  DialogProps,
  'title' | 'children' | 'initialFocus'
> {
  /** Where the choices are read from and saved to. */
  store: ConsentStore;
  /** Called with the saved consent after 'Save Preferences'. */
  onSave?: (consent: Consent) => void;
  title?: ReactNode;
  /** Each category's label and description. */
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
  title,
  description,
  categories,
  alwaysOnText,
  saveLabel,
  ...dialogProps
}: CookiePreferencesDialogProps) {
  const words = useWords('cookiePreferencesDialog', cookiePreferencesDialogWords);
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
      // Only a title or description left out takes the locale's words (null leaves it out).
      title={title === undefined ? words.title : title}
      description={description === undefined ? words.description : description}
      open={open}
      onOpenChange={setOpen}
    >
      {/* Mounted on each opening, so it starts from what is saved now. */}
      <PreferencesForm
        initial={store.get()}
        categories={categories ?? categoryText(words)}
        alwaysOnText={alwaysOnText ?? words.alwaysOn}
        saveLabel={saveLabel ?? words.save}
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
