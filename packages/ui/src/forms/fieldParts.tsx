// Pieces every field shares: its label with the required marker, its hint,
// and the wiring of ids into `aria-describedby`.
import { useId, type ReactNode } from 'react';
import { FieldError } from '../components/FieldError/FieldError.tsx';
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

export interface FieldFrameProps {
  /** The control's id; generated when not given. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: ReactNode;
  errorPrefix?: string;
  /** Ids of further descriptions the caller gave, kept after the hint and the error. */
  describedBy?: string;
  className?: string;
  /** Renders the control, spreading the wiring onto it. */
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * The frame every labelled field shares: label with the required marker, hint,
 * error, and the ids that tie them to the control.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  requiredMarker,
  errorPrefix,
  describedBy,
  className,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = fieldIds(controlId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {hasError ? (
        <FieldError id={ids.error} prefix={errorPrefix}>
          {error}
        </FieldError>
      ) : null}
      {children({
        id: controlId,
        required,
        'aria-invalid': hasError || undefined,
        'aria-describedby': joinIds(hasHint && ids.hint, hasError && ids.error, describedBy),
      })}
    </div>
  );
}
