// @vitest-environment happy-dom
// The starter as the page runs it: the script text itself, in a document.
import { afterEach, describe, expect, it } from 'vitest';
import { reactStarterScript } from './reactStarter.ts';

const script = '/assets/react-abc.js';
const clock = '/site-config.json';

function reactPreloads(): string[] {
  return [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

function clockLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = clock;
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('reactStarterScript', () => {
  it('asks for React once the clock has arrived, not before', () => {
    const link = clockLink();
    new Function(reactStarterScript(script, clock))();
    expect(reactPreloads()).toEqual([]);
    link.dispatchEvent(new Event('load'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('asks for React when the clock fails too', () => {
    const link = clockLink();
    new Function(reactStarterScript(script, clock))();
    link.dispatchEvent(new Event('error'));
    expect(reactPreloads()).toEqual([script]);
  });

  it('asks for React at once on a page without the clock', () => {
    new Function(reactStarterScript(script, clock))();
    expect(reactPreloads()).toEqual([script]);
  });
});
