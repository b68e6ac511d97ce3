import { clsx } from 'clsx';
import {
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useComposedRefs } from '../../../hooks/useComposedRefs.ts';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { FieldHint, fieldIds, isShown, joinIds } from '../../../forms/fieldParts.tsx';
import { useAdoptedValue } from '../../../forms/useAdoptedValues.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { searchInput as searchInputWords } from '../../../i18n/words/searchInput.ts';
import * as fieldStyles from '../../../forms/field.css.ts';
import { IconButton } from '../../../primitives/actions/Button/IconButton.tsx';
// The frame's own icons only: the field's search and clear are both among them.
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SearchInput.css.ts';

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'value' | 'defaultValue'
> {
  /** Names the search ('Search documents'); always read out, shown unless `hideLabel`. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only. Only where the search is obvious
   * from what surrounds it (a search dialog with its own heading, a search
   * button beside it).
   */
  hideLabel?: boolean;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /**
   * The text, when the parent owns it; pair with `onChange` and `onClear`. A parent whose
   * page is prerendered also takes in text typed before hydration (useAdoptedValue with the
   * field's `ref`): React fires no change for it.
   */
  value?: string;
  /** The starting text, when the field owns its value. */
  defaultValue?: string;
  /** Shows a button that empties the field (while it holds text) and returns focus to it. */
  clearable?: boolean;
  /** Called when the clear button is pressed; a parent that owns `value` empties it here. */
  onClear?: () => void;
  /** The clear button's accessible name, for pages in other languages. */
  clearLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box: `type="search"` (phones show a Search key), a search icon and
 * an optional clear button. Use it for filtering a list or searching the site;
 * for other text use TextField. Remaining props go to the `<input>`;
 * `className` to the wrapper.
 */
export function SearchInput({
  label,
  hideLabel = false,
  hint,
  value,
  defaultValue = '',
  clearable = false,
  onClear,
  clearLabel,
  id,
  className,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...props
}: SearchInputProps) {
  const words = useWords('searchInput', searchInputWords);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldIds(inputId);
  const hasHint = isShown(hint);
  // Changes are reported by the input's own `onChange` event, not through the state.
  const [text, setText] = useControllableState({ prop: value, defaultProp: defaultValue });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInputRef = useComposedRefs(inputRef, ref);
  const showClear = clearable && text !== '';

  // Prerendered, the field may hydrate after the visitor has typed: text it owns takes that in,
  // so the clear button shows and clears it.
  useAdoptedValue(inputRef, text, setText);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };

  const clear = () => {
    setText('');
    onClear?.();
    // The button disappears with the text; focus goes back to where typing continues.
    inputRef.current?.focus();
  };

  const labelElement = (
    <label htmlFor={inputId} className={fieldStyles.label}>
      {label}
    </label>
  );

  return (
    <div className={clsx(styles.root, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <div className={styles.inputBox}>
        <FrameIcon name="search" size="md" className={styles.searchIcon} />
        <input
          ref={setInputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={styles.input}
          value={text}
          onChange={handleChange}
          data-clearable={clearable || undefined}
          aria-describedby={joinIds(hasHint && ids.hint, describedBy)}
          {...props}
        />
        {showClear ? (
          <IconButton
            icon="close"
            label={clearLabel ?? words.clearLabel}
            className={styles.clearButton}
            onClick={clear}
          />
        ) : null}
      </div>
    </div>
  );
}
