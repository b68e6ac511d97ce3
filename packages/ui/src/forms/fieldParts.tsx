// Pieces every field shares: its label with the required marker, its hint,
// and the wiring of ids into `aria-describedby`.
import type { ReactNode } from 'react';
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
