// A story's args in pseudo-long: every word lengthened and accented, as @ghat/ui's
// pseudoLocaliseAll does to a catalogue, so a story's own text (a title, menu items from
// @ghat/content) grows with the components' built-in words. Addresses, ids, dates, variants
// and other identifiers are left as they are, by pseudoLocaliseAll's own rules; text inside
// React elements passed as args (children) is lengthened too, but never a class name or style.
import { pseudoLocaliseAll } from '@ghat/ui/locales/pseudo';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** Props of an element that are never words. */
const notWordProps = new Set(['className', 'style', 'children']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !isValidElement(value);

/** A string under `key`, by pseudoLocaliseAll's rules for both the key and the value. */
const pseudoEntry = (key: string, value: string): string =>
  pseudoLocaliseAll({ [key]: value })[key] ?? value;

function pseudoValue(value: unknown, key: string | null): unknown {
  if (typeof value === 'string') {
    return key === null ? pseudoLocaliseAll(value) : pseudoEntry(key, value);
  }
  if (Array.isArray(value)) return value.map((item) => pseudoValue(item, null));
  if (isValidElement(value)) return pseudoElement(value);
  if (isPlainObject(value)) return pseudoRecord(value);
  return value;
}

function pseudoRecord(record: Record<string, unknown>): Record<string, unknown> {
  // A key pseudoLocaliseAll leaves alone (href, id, variant...) keeps its whole value.
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const kept =
        typeof value !== 'string' && pseudoLocaliseAll({ [key]: 'Words' })[key] === 'Words';
      return [key, kept ? value : pseudoValue(value, key)];
    }),
  );
}

function pseudoElement(element: ReactElement): ReactElement {
  const props = element.props as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (notWordProps.has(key) || typeof value === 'function') continue;
    const next = pseudoValue(value, key);
    if (next !== value) changed[key] = next;
  }
  if (!('children' in props)) return cloneElement(element, changed);
  const children = pseudoValue(props.children, null);
  // Several children go back as several, as JSX gave them: not as an array, which needs keys.
  return Array.isArray(children)
    ? cloneElement(element, changed, ...(children as ReactNode[]))
    : cloneElement(element, changed, children as ReactNode);
}

/** The story's args with their words in pseudo-long. */
export function pseudoArgs<Args extends Record<string, unknown>>(args: Args): Args {
  return pseudoRecord(args) as Args;
}
