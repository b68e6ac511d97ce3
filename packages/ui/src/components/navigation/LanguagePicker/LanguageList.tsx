import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useAdoptedValue } from '../../../forms/useAdoptedValues.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../../i18n/messageFormat.ts';
import { languagePickerDialog as languagePickerDialogWords } from '../../../i18n/words/languagePickerDialog.ts';
import { Icon } from '../../../primitives/brand/Icon/Icon.tsx';
import { SearchField } from '../../dialogs/SearchDialog/SearchField.tsx';
import { filterLanguages } from './filterLanguages.ts';
import * as styles from './LanguagePicker.css.ts';
import type { LanguagePickerDialogProps } from './LanguagePickerDialog.tsx';

interface LanguageListProps extends LanguagePickerDialogProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the dialog, once a language is chosen. */
  close: () => void;
}

/**
 * A combobox over a listbox that is always shown: focus stays in the field
 * while `aria-activedescendant` points at the active option.
 */
export function LanguageList({
  languages,
  value,
  onChange,
  searchLabel,
  listLabel,
  countMessage,
  noMatchesMessage,
  inputRef,
  close,
}: LanguageListProps) {
  const words = useWords('languagePickerDialog', languagePickerDialogWords);
  const formatMessage = useMessageFormat();
  const countText = countMessage ?? ((count: number) => formatMessage(words.count, { count }));
  const noMatchesText =
    noMatchesMessage ?? ((query: string) => formatMessage(words.noMatches, { query }));
  const onChoose = (code: string) => {
    onChange(code);
    close();
  };
  const [query, setQuery] = useState('');
  const [activeCode, setActiveCode] = useState(value);
  const search = (text: string) => {
    setQuery(text);
    // Typing starts again from the first match.
    setActiveCode(filterLanguages(languages, text)[0]?.code ?? '');
  };
  // Prerendered open, the field may hold text by the time it hydrates: filter by that.
  useAdoptedValue(inputRef, query, search);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-option-${code}`;

  const matches = filterLanguages(languages, query);
  const active = matches.find((language) => language.code === activeCode) ?? matches[0];
  const activeIndex = active ? matches.indexOf(active) : -1;

  const activeId = active ? optionId(active.code) : undefined;
  useEffect(() => {
    // Keep the active option in view as it moves; the field keeps focus.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const moveTo = (index: number) => {
    const target = matches[Math.max(0, Math.min(index, matches.length - 1))];
    if (target) setActiveCode(target.code);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: matches.length - 1,
      PageDown: activeIndex + 10,
      PageUp: activeIndex - 10,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key] ?? 0);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onChoose(active.code);
    }
  };

  const trimmed = query.trim();
  return (
    <div className={styles.panel}>
      <SearchField
        ref={inputRef}
        id={inputId}
        label={searchLabel ?? words.searchLabel}
        type="text"
        role="combobox"
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-autocomplete="list"
        aria-expanded={matches.length > 0}
        aria-controls={matches.length > 0 ? listId : undefined}
        aria-activedescendant={activeId}
      />
      <p role="status" className={styles.status}>
        {matches.length > 0 ? countText(matches.length) : noMatchesText(trimmed)}
      </p>
      {matches.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel ?? words.listLabel}
          className={styles.list}
        >
          {matches.map((language) => {
            const isActive = language === active;
            const isCurrent = language.code === value;
            return (
              // Pointer choice; the keyboard works from the field through aria-activedescendant.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={language.code}
                id={optionId(language.code)}
                role="option"
                // The selected option is the active one, as the combobox pattern expects.
                aria-selected={isActive}
                // The language in use now, also marked with a tick.
                aria-current={isCurrent || undefined}
                lang={language.code}
                dir={language.rtl ? 'rtl' : 'ltr'}
                tabIndex={-1}
                className={styles.option}
                data-code={language.code}
                data-active={isActive || undefined}
                data-current={isCurrent || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(language.code)}
              >
                <span className={styles.names}>
                  <span className={styles.nativeName}>{language.nativeName}</span>
                  {language.name === language.nativeName ? null : (
                    <span className={styles.englishName} lang="en" dir="ltr">
                      {language.name}
                    </span>
                  )}
                </span>
                {isCurrent ? <Icon name="check" size="md" className={styles.check} /> : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
