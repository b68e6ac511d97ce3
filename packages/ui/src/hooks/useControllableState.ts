import { useState } from 'react';

export interface UseControllableStateParams<Value> {
  /** The value when the parent owns it (controlled); `undefined` lets the component keep its own. */
  prop?: Value | undefined;
  /** The starting value when the component keeps its own (uncontrolled). */
  defaultProp: Value;
  /** Told of each change, in either mode, only when the new value differs from the current one. */
  onChange?: ((value: Value) => void) | undefined;
}

type SetStateAction<Value> = Value | ((previous: Value) => Value);

/**
 * A state the parent may own or leave to the component, in Radix's shape. Unlike
 * Radix, a change is reported at once rather than from an effect, so a parent hears
 * of it within the same event, as it always has.
 */
export function useControllableState<Value>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<Value>) {
  const [own, setOwn] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : own;
  const setValue = (action: SetStateAction<Value>) => {
    const next =
      typeof action === 'function' ? (action as (previous: Value) => Value)(value) : action;
    if (Object.is(next, value)) return;
    if (!isControlled) setOwn(next);
    onChange?.(next);
  };
  return [value, setValue] as const;
}
