// A prerendered page works as plain HTML until its script hydrates it, and a visitor may type,
// choose or tick in that gap. React keeps what is on screen but starts its state from what
// it rendered, and in React 19 it fires no change for the difference: the component would
// show one thing and act on another (or wipe the field at its next render). These hooks
// read the controls once as the component comes alive and report what the visitor set.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A control a visitor can set before the page's script runs. */
export type AdoptableControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a control holds: its text or chosen option, or whether a checkbox or switch is ticked. */
export type ControlValue = string | boolean;

/**
 * What `control` holds now, read as `rendered` is: `checked` for a boolean, `value` for text.
 * Undefined when it cannot be told apart from what was rendered (a select whose options
 * lack the rendered value shows another one without anyone choosing it).
 */
export function currentControlValue<T extends ControlValue>(
  control: AdoptableControl,
  rendered: T,
): T | undefined {
  if (typeof rendered === 'boolean') {
    return control instanceof HTMLInputElement ? (control.checked as T) : undefined;
  }
  if (
    control instanceof HTMLSelectElement &&
    ![...control.options].some((option) => option.value === rendered)
  ) {
    return undefined;
  }
  return control.value as T;
}

/** Values by name, each a control's: an interface such as a component's filters will do. */
export type ControlValues<Values> = { [Key in keyof Values]: ControlValue };

/** Each control's ref, by the same keys as the values it shows. */
export type AdoptableControls<Values extends ControlValues<Values>> = {
  [Key in keyof Values]?: RefObject<AdoptableControl | null>;
};

/**
 * Once, as the component mounts (or hydrates), compares each control in `controls` with the
 * value it was rendered with and calls `adopt` with every one that differs, all together
 * (so a component that acts on a change acts once, on the whole). Nothing is reported when
 * all match, as they always do after a client render. Give `adopt` the same path a change
 * takes, so what the visitor set before hydration is acted on as it would have been after.
 */
export function useAdoptedValues<Values extends ControlValues<Values>>(
  controls: AdoptableControls<Values>,
  rendered: Values,
  adopt: (adopted: Partial<Values>) => void,
): void {
  // What the first render saw and did: the values to compare with are those React hydrated.
  const first = useRef({ controls, rendered, adopt });
  // Before the browser paints: the visitor never sees the component act on the old values.
  // Layout effects do not run on a server, so rendering there is unaffected.
  useLayoutEffect(() => {
    const { controls, rendered, adopt } = first.current;
    const adopted: Partial<Values> = {};
    let any = false;
    for (const key of Object.keys(rendered) as (keyof Values & string)[]) {
      const control = controls[key]?.current;
      if (!control) continue;
      const value = currentControlValue(control, rendered[key]);
      if (value !== undefined && value !== rendered[key]) {
        adopted[key] = value;
        any = true;
      }
    }
    if (any) adopt(adopted);
  }, []);
}

/**
 * `useAdoptedValues` for a single control: once, as the component mounts, calls `adopt` with
 * the control's value if it differs from `rendered` (text, or `checked` when `rendered` is
 * a boolean).
 */
export function useAdoptedValue<T extends ControlValue>(
  control: RefObject<AdoptableControl | null>,
  rendered: T,
  adopt: (value: T) => void,
): void {
  useAdoptedValues({ value: control }, { value: rendered }, (adopted) => {
    if (adopted.value !== undefined) adopt(adopted.value);
  });
}
