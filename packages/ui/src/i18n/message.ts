// Messages are one string each, with named placeholders, so a translation can put the
// parts where its grammar wants them: '{count} results', or with plural forms,
// '{count, plural, one {# result} other {# results}}'. The plural's forms are the
// locale's own (Intl.PluralRules): Arabic has six, Ukrainian four, English two.
// A small subset of ICU MessageFormat: no select, no nesting beyond a plural's branches,
// and no quoting (so an apostrophe is only an apostrophe).

export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'plural'; name: string; forms: Record<string, MessagePart[]> };

export type MessageValues = Record<string, string | number>;

/** Reads a message into its parts; throws on unbalanced braces, so a broken translation fails its tests. */
export function parseMessage(template: string): MessagePart[] {
  let index = 0;

  function parseParts(untilBrace: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = '';
    while (index < template.length) {
      const character = template.charAt(index);
      if (character === '}') {
        if (!untilBrace) throw new Error(`Unexpected "}" in message: ${template}`);
        break;
      }
      if (character === '{') {
        if (text) parts.push({ kind: 'text', text });
        text = '';
        index += 1;
        parts.push(parseArgument());
        continue;
      }
      text += character;
      index += 1;
    }
    if (text) parts.push({ kind: 'text', text });
    return parts;
  }

  function readUntil(stops: string): string {
    const start = index;
    while (index < template.length && !stops.includes(template.charAt(index))) index += 1;
    return template.slice(start, index).trim();
  }

  function expect(character: string) {
    if (template[index] !== character) {
      throw new Error(`Expected "${character}" at ${index} in message: ${template}`);
    }
    index += 1;
  }

  function parseArgument(): MessagePart {
    const name = readUntil(',}');
    if (!name) throw new Error(`A placeholder without a name in message: ${template}`);
    if (template[index] === '}') {
      index += 1;
      return { kind: 'value', name };
    }
    expect(',');
    const type = readUntil(',');
    if (type !== 'plural') throw new Error(`Unsupported "${type}" in message: ${template}`);
    expect(',');
    const forms: Record<string, MessagePart[]> = {};
    for (;;) {
      const key = readUntil('{}');
      if (template[index] === '}') break;
      if (!key) throw new Error(`A plural form without a key in message: ${template}`);
      expect('{');
      forms[key] = parseParts(true);
      expect('}');
    }
    expect('}');
    if (!forms.other) throw new Error(`A plural without "other" in message: ${template}`);
    return { kind: 'plural', name, forms };
  }

  const parts = parseParts(false);
  return parts;
}

/** Writes parts back as a message: what pseudo-localisation changes, then puts back. */
export function serialiseMessage(parts: MessagePart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'text') return part.text;
      if (part.kind === 'value') return `{${part.name}}`;
      const forms = Object.entries(part.forms)
        .map(([key, form]) => `${key} {${serialiseMessage(form)}}`)
        .join(' ');
      return `{${part.name}, plural, ${forms}}`;
    })
    .join('');
}

/** The placeholders a message uses, for checking that a translation keeps them. */
export function messagePlaceholders(template: string): string[] {
  const names = new Set<string>();
  const visit = (parts: MessagePart[]) => {
    for (const part of parts) {
      if (part.kind === 'text') continue;
      names.add(part.name);
      if (part.kind === 'plural') Object.values(part.forms).forEach(visit);
    }
  };
  visit(parseMessage(template));
  return [...names].sort();
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A number as the locale writes it ('1,234' in English, '1 234' in French, '١٬٢٣٤' in Arabic). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions) {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * Fills a message's placeholders: `{name}` with the value as given (a number as the locale
 * writes it), a plural with the form the locale's rules pick for the number, `#` in it
 * with the number. A placeholder with no value is left as written, so the gap shows.
 * Read in one pass without building parts (it runs in every page's header): parseMessage
 * is the strict reader, and the locales' tests hold every message to it.
 */
export function formatMessage(
  locale: string,
  template: string,
  values: MessageValues = {},
): string {
  if (!template.includes('{')) return template;
  let at = 0;
  const show = (value: string | number) =>
    typeof value === 'number' ? formatNumber(locale, value) : value;
  const name = /\s*(\w+)\s*(,\s*plural\s*,)?/y;
  const formKey = /\s*(=?\w+)\s*\{/y;

  // The text up to the brace that closes it, or the end; `#` is `count` in a plural's form.
  const text = (count?: number): string => {
    let out = '';
    while (at < template.length && template[at] !== '}') {
      const character = template.charAt(at++);
      if (character === '{') out += placeholder();
      else out += character === '#' && count !== undefined ? show(count) : character;
    }
    return out;
  };

  const placeholder = (): string => {
    name.lastIndex = at;
    const [, key = '', plural] = name.exec(template) ?? [];
    at = name.lastIndex;
    const value = values[key];
    if (!plural) {
      at += 1;
      return value === undefined ? `{${key}}` : show(value);
    }
    const count = Number(value);
    const forms: Record<string, string> = {};
    for (;;) {
      formKey.lastIndex = at;
      const [, form] = formKey.exec(template) ?? [];
      if (form === undefined) break;
      at = formKey.lastIndex;
      forms[form] = text(count);
      at += 1;
    }
    at = template.indexOf('}', at) + 1;
    if (value === undefined) return `{${key}}`;
    const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count);
    return forms[`=${count}`] ?? forms[category] ?? forms.other ?? '';
  };

  return text();
}
