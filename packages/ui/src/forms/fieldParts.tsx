// Pieces every field shares: its label with the required marker, its hint,
// and the wiring of ids into `aria-describedby`.
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { FieldError } from '../components/forms/FieldError/FieldError.tsx';
import { useWords } from '../i18n/LocaleProvider.tsx';
import { fieldLabel as fieldLabelWords } from '../i18n/words/fieldLabel.ts';
import * as styles from './field.css.ts';

/** The ids of a field's label, hint and error, derived from the control's id. */
export function fieldIds(controlId: string) {
  return { hint: `${controlId}-hint`, error: `${controlId}-error` };
}

/** Joins the ids that describe a control, skipping the missing ones. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Whether a ReactNode prop holds something to show. */
export function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  requiredMarker?: ReactNode;
  className?: string;
}

/**
 * A visible label. The required marker is in words; assistive technology skips
 * it and announces the control's own required state instead.
 */
export function FieldLabel({
  htmlFor,
  children,
  required,
  requiredMarker,
  className,
}: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={className ?? styles.label}>
      {children}
      {required && isShown(requiredMarker) ? (
        <>
          {' '}
          <span className={styles.requiredMarker} aria-hidden="true">
            {requiredMarker}
          </span>
        </>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

/** What a field's control receives: its id, required state and ARIA links to hint and error. */
export interface ControlWiring {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The props every labelled field takes (TextField, TextArea, Select, Checkbox). */
export interface FieldProps {
  /** The control's id; generated when not given. */
  id?: string | undefined;
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong, shown under the label; marks the field `aria-invalid`. */
  error?: ReactNode;
  required?: boolean | undefined;
  /** Shown after the label of a required field, in words: the locale's '(required)' when left out. */
  requiredMarker?: ReactNode;
  /** The hidden word before the error message, for pages in other languages. */
  errorPrefix?: string;
  /** For the wrapper, not the control. */
  className?: string | undefined;
  /** Ids of further descriptions, kept after the hint and the error. */
  'aria-describedby'?: string | undefined;
}

/** The parts of a labelled field, each ready to place: see FieldFrame, and Checkbox for a row. */
export interface FieldParts<Control> {
  label: ReactNode;
  /** The hint, or null. */
  hint: ReactNode;
  /** The error, or null. */
  error: ReactNode;
  /** The control's props: its wiring, then every prop the field does not use (name, value, ref...). */
  control: ControlWiring & Control;
}

/**
 * A field's label with the required marker, hint and error, and the ids that tie them to
 * the control. `labelClassName` replaces the label's own look.
 */
export function useFieldParts<Control extends object>(
  {
    id,
    label,
    hint,
    error,
    required,
    requiredMarker,
    errorPrefix,
    'aria-describedby': describedBy,
    ...control
  }: Omit<FieldProps, 'className'> & Control,
  labelClassName?: string,
): FieldParts<Control> {
  const words = useWords('fieldLabel', fieldLabelWords);
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = fieldIds(controlId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  return {
    label: (
      <FieldLabel
        htmlFor={controlId}
        required={required}
        requiredMarker={requiredMarker === undefined ? words.requiredMarker : requiredMarker}
        className={labelClassName}
      >
        {label}
      </FieldLabel>
    ),
    hint: hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null,
    error: hasError ? (
      <FieldError id={ids.error} prefix={errorPrefix}>
        {error}
      </FieldError>
    ) : null,
    control: {
      id: controlId,
      required,
      'aria-invalid': hasError || undefined,
      'aria-describedby': joinIds(hasHint && ids.hint, hasError && ids.error, describedBy),
      ...(control as Control),
    },
  };
}

export type FieldFrameProps<Control> = FieldProps &
  Control & {
    /** The wrapper's own class. */
    root: string;
    /** Renders the control, spreading onto it the wiring and every prop the frame does not use. */
    children: (control: ControlWiring & Control) => ReactNode;
  };

/** The frame of a field with its label above: label, hint, error, then the control. */
export function FieldFrame<Control extends object>({
  root,
  className,
  children,
  ...props
}: FieldFrameProps<Control>) {
  const parts = useFieldParts(props as Omit<FieldProps, 'className'> & Control);
  return (
    <div className={clsx(root, className)}>
      {parts.label}
      {parts.hint}
      {parts.error}
      {children(parts.control)}
    </div>
  );
}
