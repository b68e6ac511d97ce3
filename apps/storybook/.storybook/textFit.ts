// Does every piece of text fit its box? Run on a story after it has rendered (and after its play
// function), in a real browser: it measures, so it needs layout. It finds text that is wider
// than its element (overflowing or clipped), text cut off by an ancestor that hides overflow,
// and a page that scrolls sideways. Longer words (pseudo-localisation, French, Ukrainian) and
// narrow screens are what make text stop fitting.

/** Pixels of slack: sub-pixel rounding is not overflow. */
const tolerance = 1;

/** Subtrees whose text is not laid out as text: form values, scripts, drawings, templates. */
const notLaidOutText = 'textarea, select, option, script, style, noscript, template, svg, math';

export interface TextFitProblem {
  /** The element whose text does not fit (the root element for a page that scrolls sideways). */
  element: Element;
  /** What is wrong, in a sentence. */
  problem: string;
}

/** `<p class="a b">First forty characters of its text…` */
export function describeElement(element: Element): string {
  const classes = [...element.classList].slice(0, 3).join(' ');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `<${element.localName}${classes ? ` class="${classes}"` : ''}>${shown ? ` "${shown}"` : ''}`;
}

/** The element's own text: its text children that are not blank. */
function ownTextNodes(element: Element): Text[] {
  return [...element.childNodes].filter(
    (node): node is Text => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''),
  );
}

/** Left and right of the text's line boxes, or null when none is laid out. */
function textExtent(nodes: Text[]): { left: number; right: number } | null {
  let left = Infinity;
  let right = -Infinity;
  const range = document.createRange();
  for (const node of nodes) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0 && rect.height === 0) continue;
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
  }
  range.detach();
  return left <= right ? { left, right } : null;
}

const isScrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/** Rules that apply now: those at the top, and inside @media whose query matches. */
function* applicableRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      yield rule;
      if (rule.cssRules.length > 0) yield* applicableRules(rule.cssRules);
    } else if (rule instanceof CSSMediaRule) {
      if (window.matchMedia(rule.conditionText).matches) yield* applicableRules(rule.cssRules);
    } else if (rule instanceof CSSGroupingRule) {
      yield* applicableRules(rule.cssRules);
    }
  }
}

const sidewaysScrollers = new WeakMap<Element, boolean>();

/**
 * Whether the element was made to scroll sideways on purpose (a wide table, code): its styles
 * say `overflow-x: auto | scroll` (or `overflow`). Computed styles cannot tell: a box given
 * only `overflow-y: auto` (a dialog's body) computes `overflow-x: auto` too, and text that
 * overflows it sideways is still a fault.
 */
function scrollsSidewaysOnPurpose(element: Element): boolean {
  const known = sidewaysScrollers.get(element);
  if (known !== undefined) return known;
  let declared = element instanceof HTMLElement && isScrollable(element.style.overflowX);
  for (const sheet of document.styleSheets) {
    if (declared) break;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: not ours.
    }
    for (const rule of applicableRules(rules)) {
      if (!isScrollable(rule.style.overflowX)) continue;
      try {
        if (element.matches(rule.selectorText)) {
          declared = true;
          break;
        }
      } catch {
        // A selector matches() cannot take (a pseudo-element): it styles no element.
      }
    }
  }
  sidewaysScrollers.set(element, declared);
  return declared;
}

interface Context {
  /** Ancestors (nearest first) whose box cuts off what sticks out of it sideways. */
  clippers: Element[];
  /** Inside something that hides it, or that scrolls sideways on purpose: not checked. */
  skip: boolean;
}

/** The page-level boxes: their overflow is the document's, checked on its own. */
const isPageBox = (element: Element) =>
  element === document.documentElement || element === document.body;

/** Hidden from sight but not from screen readers: the 1 px clip pattern (VisuallyHidden). */
function hidesVisually(style: CSSStyleDeclaration, box: DOMRect): boolean {
  if (style.clipPath === 'inset(50%)') return true;
  const clips =
    style.overflowX !== 'visible' || style.clip.startsWith('rect') || style.clipPath !== 'none';
  return clips && box.width <= 2 && box.height <= 2;
}

/**
 * Every problem with text that does not fit, inside `root` (the story's canvas, or the whole
 * body so that dialogs and popovers are included).
 */
export function findTextFitProblems(root: Element = document.body): TextFitProblem[] {
  const problems: TextFitProblem[] = [];
  const contexts = new Map<Element, Context>();
  const top: Context = { clippers: [], skip: false };

  const contextOf = (element: Element): Context => {
    const parent = element.parentElement;
    return (parent && contexts.get(parent)) ?? top;
  };

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (
    let node = walker.currentNode as Element | null;
    node;
    node = walker.nextNode() as Element | null
  ) {
    const element = node;
    const inherited = contextOf(element);
    if (inherited.skip || element.matches(notLaidOutText)) {
      contexts.set(element, { clippers: [], skip: true });
      continue;
    }
    const style = getComputedStyle(element);
    if (style.display === 'none') {
      contexts.set(element, { clippers: [], skip: true });
      continue;
    }
    const box = element.getBoundingClientRect();
    const pageBox = isPageBox(element);
    if (!pageBox && style.display !== 'contents' && hidesVisually(style, box)) {
      contexts.set(element, { clippers: [], skip: true });
      continue;
    }
    const scrolls = !pageBox && isScrollable(style.overflowX);
    if (scrolls && scrollsSidewaysOnPurpose(element)) {
      contexts.set(element, { clippers: [], skip: true });
      continue;
    }
    // `content-visibility: auto` paints its content only inside its box, as `contain: paint` does.
    const clips =
      !pageBox &&
      (style.overflowX !== 'visible' ||
        /\b(paint|content|strict)\b/.test(style.contain) ||
        style.contentVisibility === 'auto');
    const context: Context = {
      clippers: clips ? [element, ...inherited.clippers] : inherited.clippers,
      skip: false,
    };
    contexts.set(element, context);

    const text = ownTextNodes(element);
    if (text.length === 0 || pageBox) continue;
    // Text that `content-visibility: auto` skips for now is checked too: measuring it lays it
    // out, as scrolling to it does.
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      continue;
    }

    // Wider than its box: an overflowing or clipped line (a box, not an inline run of text).
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + tolerance) {
      problems.push({
        element,
        problem: `its content is ${element.scrollWidth - element.clientWidth} px wider than its box (${element.clientWidth} px)`,
      });
      continue;
    }
    const extent = textExtent(text);
    if (!extent) continue;
    if (
      box.width > 0 &&
      (extent.left < box.left - tolerance || extent.right > box.right + tolerance)
    ) {
      const by = Math.round(Math.max(box.left - extent.left, extent.right - box.right));
      problems.push({ element, problem: `its text sticks out of its box by ${by} px` });
      continue;
    }
    for (const clipper of context.clippers) {
      if (clipper === element) continue;
      const clipBox = clipper.getBoundingClientRect();
      const left = clipBox.left + clipper.clientLeft;
      const right = left + clipper.clientWidth;
      if (extent.left < left - tolerance || extent.right > right + tolerance) {
        const by = Math.round(Math.max(left - extent.left, extent.right - right));
        problems.push({
          element,
          problem: `its text is cut off by ${by} px by ${describeElement(clipper)}, which hides what overflows it`,
        });
        break;
      }
    }
  }

  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + tolerance) {
    const viewport = page.clientWidth;
    const widest = [...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > viewport + tolerance || box.left < -tolerance);
      })
      .slice(0, 3)
      .map(describeElement);
    problems.push({
      element: page,
      problem:
        `the page scrolls sideways: ${page.scrollWidth} px of content in a ${viewport} px viewport` +
        (widest.length ? ` (sticking out: ${widest.join(', ')})` : ''),
    });
  }
  return problems;
}

/** The problems as one message, or null when all text fits. */
export function textFitReport(problems: TextFitProblem[], limit = 5): string | null {
  if (problems.length === 0) return null;
  const lines = problems
    .slice(0, limit)
    .map(({ element, problem }) =>
      element === document.documentElement
        ? `- ${problem}`
        : `- ${describeElement(element)}: ${problem}`,
    );
  if (problems.length > limit) lines.push(`- and ${problems.length - limit} more`);
  return lines.join('\n');
}
