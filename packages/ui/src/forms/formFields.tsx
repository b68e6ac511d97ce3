// A composed form's fields, declared as data and rendered here: the control with its label,
// its binding to the form's value, and the id the error summary links to. Each spec names
// its control, so a form's bundle holds only the controls it uses.
import { memo, type ComponentType, type ReactNode } from 'react';
import { TextField, type TextFieldType } from '../components/forms/TextField/TextField.tsx';
import * as styles from './formFrame.css.ts';
import { bindTextField, type BindableField } from './useSchemaForm.ts';

export interface FieldSpec {
  /** The value's name in the form (and in an ordinary post). */
  name: string;
  label: ReactNode;
  /** The control: TextField unless given (TextArea, Checkbox). */
  control?: ComponentType<never>;
  /** How the control is bound to its value: as text unless given (`bindCheckbox`). */
  bind?: (field: AnyField) => object;
  type?: TextFieldType;
  hint?: ReactNode;
  autoComplete?: string;
  rows?: number;
  /** Fields are required unless they say so. */
  optional?: boolean;
  /** Side by side with the next field where there is room, stacked on phones. */
  pairWithNext?: boolean;
}

// A field of the form, text or yes-or-no: its spec says which. The form's value types are
// not known here.
export type AnyField = BindableField<string | undefined> & BindableField<boolean>;

export type FieldSlot = ComponentType<{
  name: string;
  children: (field: AnyField) => ReactNode;
}>;

/** The id of a field's control: the frame's id and the field's name. */
export const fieldId = (frameId: string, name: string) => `${frameId}${name}`;

interface FieldsProps {
  Field: FieldSlot;
  frameId: string;
  fields: readonly FieldSpec[];
  requiredMarker: ReactNode;
}

/**
 * Every field in order, a pair of them in one row. Memoised: the frame's own state (the error
 * summary, the outcome) changes without the fields', and a press of Send must not render them.
 */
export const FormFields = memo(function FormFields({
  Field,
  frameId,
  fields,
  requiredMarker,
}: FieldsProps) {
  const render = (
    {
      name,
      control = TextField,
      bind = bindTextField,
      optional,
      pairWithNext,
      ...props
    }: FieldSpec,
    paired?: boolean,
  ) => {
    const Control = control as ComponentType<Record<string, unknown>>;
    return (
      <Field key={name} name={name}>
        {(field) => (
          <Control
            id={fieldId(frameId, name)}
            required={!optional}
            requiredMarker={requiredMarker}
            className={paired ? styles.pairedField : undefined}
            {...props}
            {...bind(field)}
          />
        )}
      </Field>
    );
  };
  const rows: ReactNode[] = [];
  for (let index = 0; index < fields.length; index++) {
    const spec = fields[index] as FieldSpec;
    const next = spec.pairWithNext ? fields[++index] : undefined;
    rows.push(
      next ? (
        <div key={spec.name} className={styles.pair}>
          {render(spec, true)}
          {render(next, true)}
        </div>
      ) : (
        render(spec)
      ),
    );
  }
  return rows;
});
