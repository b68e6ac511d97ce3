// The whole-page guard as the text of an inline script, for a page that must be protected
// from its first paint, before any module has loaded (a static page whose script arrives
// late on a slow connection). It does what `guardContent(root, { wholePage: true })` does,
// written as plain ES5 so it runs in <head> as it is: it listens on the document at once and
// looks for the protected element when each event arrives, since the body is not parsed yet.
// contentGuardScript.test.ts runs both against the same cases.

/** The attribute that marks the whole-page wrapper (ContentProtection with `wholePage`). */
export const wholePageAttribute = 'data-whole-page';

/**
 * The text of an inline `<script>` for the top of `<head>`: stops copying, cutting, pasting,
 * selecting, dragging, the context menu and the copy, cut, view-source and save shortcuts on
 * the page, inside `ContentProtection wholePage` and on the body, leaving form fields usable.
 * The same text every time, so a Content-Security-Policy can allow it by its hash.
 */
export const contentGuardScript = [
  '(function(d){',
  `var P="[${wholePageAttribute}]";`,
  'function el(t){return t&&t.nodeType===1?t:t&&t.nodeType?t.parentElement:null}',
  'function field(t){var e=el(t);if(!e)return!1;if(e.closest("input, textarea, select"))return!0;',
  'var c=e.closest("[contenteditable]");return c!==null&&c.getAttribute("contenteditable")!=="false"}',
  'function covers(t){if(t===d||t===d.body||t===d.documentElement)return!0;var e=el(t);return!!(e&&e.closest(P))}',
  'function letter(e){var k=(e.key||"").toLowerCase();if(/^[a-z]$/.test(k))return k;',
  'var m=/^Key([A-Z])$/.exec(e.code||"");return m?m[1].toLowerCase():""}',
  'function shortcut(e){if(!(e.ctrlKey||e.metaKey)||e.shiftKey)return"";var l=letter(e);',
  'if(e.altKey)return e.metaKey&&!e.ctrlKey&&l==="u"?"u":"";return"cxus".indexOf(l)<0||!l?"":l}',
  '["copy","cut","paste","selectstart","dragstart","contextmenu"].forEach(function(type){',
  'd.addEventListener(type,function(e){if(e.defaultPrevented||!covers(e.target)||field(e.target))return;e.preventDefault()})});',
  'd.addEventListener("keydown",function(e){if(e.defaultPrevented||!covers(e.target))return;var s=shortcut(e);',
  'if(!s||((s==="c"||s==="x")&&field(e.target)))return;e.preventDefault()})',
  '})(document);',
].join('');
