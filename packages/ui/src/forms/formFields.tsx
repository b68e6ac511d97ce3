// A composed form's fields, declared as data and rendered here: the label, the control, the
// binding to the form's value and the id the error summary links to. One place, so every
// form's fields look and behave alike.
import type { ComponentType, ReactNode } from 'react';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { HoneypotField } from '../components/HoneypotField/HoneypotField.tsx';
import { TextArea } from '../components/TextArea/TextArea.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import * as styles from './formFrame.css.ts';
import { bindCheckbox, bindTextField, type BindableField } from './useSchemaForm.ts';

export interface FieldSpec {
  /** The value's name in the form (and in an ordinary post). */
  name: string;
  label?: ReactNode;
  /** A one-line `text` field (the default), `email`, `tel`, a `textarea`, a `checkbox`, or the hidden spam trap. */
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'checkbox' | 'honeypot';
  hint?: ReactNode;
  autoComplete?: string;
  /** Fields are required unless they say so. */
  optional?: boolean;
  /** Side by side with the next field where there is room, stacked on phones. */
  pairWithNext?: boolean;
}

// The form's field component, by name; the form's value types are not known here, so a
// field is taken to be either a text or a yes-or-no one, and its spec says which.
type AnyField = BindableField<string | undefined> & BindableField<boolean>;

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

/** Every field in order, a pair of them in one row. */
export function FormFields({ Field, frameId, fields, requiredMarker }: FieldsProps) {
  const render = (spec: FieldSpec, paired?: boolean) => (
    <Field key={spec.name} name={spec.name}>
      {(field) => {
        const { type = 'text' } = spec;
        if (type === 'honeypot') {
          const { value, onChange } = bindTextField(field);
          return <HoneypotField value={value} onChange={onChange} />;
        }
        const common = {
          id: fieldId(frameId, spec.name),
          label: spec.label,
          hint: spec.hint,
          required: !spec.optional,
          requiredMarker,
          className: paired ? styles.pairedField : undefined,
        };
        if (type === 'checkbox') {
          return <Checkbox {...common} {...bindCheckbox(field)} />;
        }
        const bound = bindTextField(field);
        return type === 'textarea' ? (
          <TextArea {...common} {...bound} rows={6} />
        ) : (
          <TextField {...common} type={type} {...bound} autoComplete={spec.autoComplete} />
        );
      }}
    </Field>
  );
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
}
