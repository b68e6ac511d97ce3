// A small, strict XML reader for checking our SVG files in tests: it accepts well-formed XML
// (elements, attributes, text, comments, CDATA, an XML declaration) and throws on anything
// else, including a DOCTYPE, so no entity tricks can hide in an asset.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

const nameChars = '[A-Za-z_][A-Za-z0-9_.:-]*';
const reference = /&(#[0-9]+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/y;

/** Throws unless every '&' in the text starts a valid character or entity reference. */
function checkReferences(text: string, where: string): void {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    reference.lastIndex = i;
    if (!reference.test(text))
      throw new Error(`Bad reference in ${where} at ${text.slice(i, i + 12)}`);
  }
}

/** Parses an XML document and returns its root element. */
export function parseXml(source: string): XmlElement {
  const openTag = new RegExp(
    `<(${nameChars})((?:\\s+${nameChars}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`,
    'y',
  );
  const attribute = new RegExp(`(${nameChars})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
  const closeTag = new RegExp(`</(${nameChars})\\s*>`, 'y');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;

  const skip = (prefix: string, end: string): boolean => {
    if (!source.startsWith(prefix, i)) return false;
    const close = source.indexOf(end, i + prefix.length);
    if (close === -1) throw new Error(`Unclosed ${prefix} at ${i}`);
    i = close + end.length;
    return true;
  };

  if (source.charCodeAt(0) === 0xfeff) i = 1;
  if (source.startsWith('<?xml', i)) skip('<?xml', '?>');

  while (i < source.length) {
    const parent = stack.at(-1);
    if (source.startsWith('<!DOCTYPE', i) || source.startsWith('<!ENTITY', i)) {
      throw new Error('A DOCTYPE or ENTITY declaration is not allowed');
    }
    if (skip('<!--', '-->')) continue;
    if (source.startsWith('<![CDATA[', i)) {
      if (!parent) throw new Error('CDATA outside the root element');
      skip('<![CDATA[', ']]>');
      continue;
    }
    if (source.startsWith('<?', i)) throw new Error(`Processing instruction at ${i}`);
    if (source.startsWith('</', i)) {
      closeTag.lastIndex = i;
      const match = closeTag.exec(source);
      if (!match) throw new Error(`Malformed end tag at ${i}`);
      const open = stack.pop();
      if (open?.name !== match[1]) throw new Error(`</${match[1]}> does not close <${open?.name}>`);
      i = closeTag.lastIndex;
      continue;
    }
    if (source[i] === '<') {
      openTag.lastIndex = i;
      const match = openTag.exec(source);
      if (!match) throw new Error(`Malformed tag at ${i}: ${source.slice(i, i + 40)}`);
      const [, name = '', attributeText = '', selfClosing] = match;
      const element: XmlElement = { name, attributes: {}, children: [] };
      for (const [, key = '', double, single] of attributeText.matchAll(attribute)) {
        if (key in element.attributes) throw new Error(`Duplicate attribute ${key} on <${name}>`);
        const value = double ?? single ?? '';
        checkReferences(value, `${name}@${key}`);
        element.attributes[key] = value;
      }
      if (parent) parent.children.push(element);
      else if (root) throw new Error('More than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      i = openTag.lastIndex;
      continue;
    }
    const next = source.indexOf('<', i);
    const text = source.slice(i, next === -1 ? source.length : next);
    if (!parent && text.trim() !== '') throw new Error('Text outside the root element');
    if (text.includes('>') && text.includes(']]>')) throw new Error("']]>' in text");
    checkReferences(text, 'text');
    i = next === -1 ? source.length : next;
  }

  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

/** The element and all its descendants, in document order. */
export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
