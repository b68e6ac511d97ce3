// The head script of earlyActions.ts, in a module of its own: the text is built when its module
// loads, so next to the islands' functions it was in every page's script too (0.8 kB gzip),
// where nothing reads it. Only the page's head (routes/__root.tsx) imports this.
import { earlyActionsKey } from './earlyActions.ts';

/**
 * The inline script's text (constant, so its CSP hash is too). ES5, and nothing but the
 * document: it runs before the body is parsed.
 */
export const earlyActionsScript = [
  '(function(w,d){',
  `var s=w.${earlyActionsKey}={held:[],typed:[],live:new WeakSet(),started:!1,released:!1};`,
  'function root(t){var e=t&&t.nodeType===1?t:t&&t.parentElement;',
  'var r=e&&e.closest("[data-island]");return r&&!s.live.has(r)&&!s.released?r:null}',
  'function hold(r,f,b){for(var i=0;i<s.held.length;i++)if(s.held[i].target===f)return;',
  's.held.push({root:r,kind:"submit",target:f,submitter:b||null})}',
  // A press of a submit button is held before the browser checks the fields (its checks and
  // messages are the island's job once it runs); any other button's press is kept to repeat.
  'function isField(t){return!!t&&t.nodeType===1&&t.matches("input,textarea,select")}',
  // What is typed, ticked or chosen is noted (the last of each field), and kept from React
  // until the island is live: a change React took while the island was still mounting its
  // effects was dropped (TanStack Form's field, cold e2e on a slowed CPU).
  'function typed(e){var t=e.target;if(!isField(t))return;var r=root(t);if(!r)return;',
  'e.stopPropagation();for(var i=0;i<s.typed.length;i++)if(s.typed[i].field===t){s.typed.splice(i,1);break}',
  's.typed.push({root:r,field:t,value:t.value,checked:!!t.checked})}',
  'd.addEventListener("input",typed,!0);d.addEventListener("change",typed,!0);',
  'd.addEventListener("click",function(e){var t=e.target;',
  'if(isField(t)){if(root(t))e.stopPropagation();return}',
  'var b=t&&t.closest?t.closest("button"):null;',
  'if(!b||b.disabled)return;var r=root(b);if(!r)return;',
  // Kept from React too, which listens on a root from the moment hydration is asked for (the
  // press would then count twice: once hydrated at once by React, once done again).
  'e.stopPropagation();if(b.type==="submit"&&b.form){e.preventDefault();hold(r,b.form,b)}',
  'else{s.held.push({root:r,kind:"press",target:b});',
  // A press that opens a dialog (Search): what is typed next, outside any field, is kept for
  // the dialog's field (heldTyping.ts takes over once the island is live).
  'if(b.getAttribute("aria-haspopup")==="dialog")s.typing={button:b,keys:""}}},!0);',
  'd.addEventListener("keydown",function(e){var p=s.typing,k=e.key;',
  'if(!p||p.done||s.released||isField(e.target)||e.ctrlKey||e.metaKey||e.altKey||e.isComposing)return;',
  'if(k==="Backspace")p.keys=p.keys.replace(/[\\ud800-\\udbff]?[\\s\\S]$/,"");',
  'else if(k.length===1||k.length===2&&/^[\\ud800-\\udbff]/.test(k))p.keys+=k;else return;',
  'e.preventDefault()},!0);',
  // Enter in a field submits too: held whether the browser's checks pass (submit) or not
  // (invalid, whose bubble is kept back: the island shows its own messages).
  'd.addEventListener("submit",function(e){var r=root(e.target);if(!r)return;e.preventDefault();',
  'e.stopPropagation();',
  'hold(r,e.target,e.submitter)},!0);',
  'd.addEventListener("invalid",function(e){var f=e.target&&e.target.form,r=f&&root(f);if(!r)return;',
  'e.preventDefault();hold(r,f,null)},!0);',
  // The islands' script never started: its file failed to load. Post what was held.
  'w.addEventListener("load",function(){if(!s.started)release()});',
  'function release(){s.released=!0;s.held.splice(0).forEach(function(a){',
  'if(a.kind==="submit"&&a.target.isConnected)HTMLFormElement.prototype.submit.call(a.target)})}',
  's.release=release',
  '})(window,document);',
].join('');
