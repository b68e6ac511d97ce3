// Copy protection on the built site (spec section 1): copying, cutting, pasting, selecting,
// dragging, the context menu and the copy, cut, view-source and save shortcuts are stopped
// on the content, while form fields stay fully usable and the keyboard works for the rest.
import { contactFormCopy, searchDialogCopy, siteHeaderCopy } from '@ghat/content';
import { contentGuardScript } from '@ghat/ui';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const page = await context.newPage();
    const result = await visit(page, `${server.url}/contact`);
    expect(result.consoleProblems).toEqual([]);
    expect(result.pageErrors).toEqual([]);
    await recordEvents(page);
    return await run(page, context);
  } finally {
    await context.close();
  }
}

/** Notes, after every handler has run, whether each guarded event was stopped. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const log: { type: string; prevented: boolean; key?: string; target: string }[] = [];
    (window as unknown as { eventLog: typeof log }).eventLog = log;
    const describe = (target: EventTarget | null) =>
      target instanceof Element ? target.tagName.toLowerCase() : String(target);
    for (const type of [
      'copy',
      'cut',
      'paste',
      'selectstart',
      'dragstart',
      'contextmenu',
      'keydown',
    ]) {
      window.addEventListener(type, (event) =>
        log.push({
          type,
          prevented: event.defaultPrevented,
          key: event instanceof KeyboardEvent ? event.key : undefined,
          target: describe(event.target),
        }),
      );
    }
  });
}

async function eventLog(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          eventLog: { type: string; prevented: boolean; key?: string; target: string }[];
        }
      ).eventLog,
  );
}

async function clearLog(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { eventLog: unknown[] }).eventLog.length = 0;
  });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const setClipboard = (page: Page, text: string) =>
  page.evaluate((value) => navigator.clipboard.writeText(value), text);

const paragraph = (page: Page) => page.locator('main p').first();
const nameField = (page: Page) => page.getByRole('textbox', { name: contactFormCopy.nameLabel });
const messageField = (page: Page) =>
  page.getByRole('textbox', { name: contactFormCopy.messageLabel });

describe('copy protection on the content', () => {
  it('is active from the first paint: an inline head script that needs no module to have run', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    // The guard is the head's own inline script (no chunk to wait for), and the styles that
    // stop pointer selection are there from the first paint.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(contentGuardScript);
    expect(html).toMatch(/data-whole-page="true"/);
    const context = await browser.newContext();
    try {
      // No module script may run: whatever stops the events is the head script alone.
      const refused: string[] = [];
      await context.route(/\/assets\/.*\.js$/, (route) => {
        refused.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/contact`, { waitUntil: 'domcontentloaded' });
      // It asks for its script once it has painted, and is refused it.
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      await recordEvents(page);
      // The visitor's first interaction: a right click on the text gets no context menu.
      await paragraph(page).click({ button: 'right' });
      const menus = (await eventLog(page)).filter((event) => event.type === 'contextmenu');
      expect(menus.map((event) => event.prevented)).toEqual([true]);
      const stopped = await paragraph(page).evaluate((element) =>
        ['copy', 'cut', 'selectstart', 'dragstart'].map((type) => {
          const event = new Event(type, { bubbles: true, cancelable: true });
          element.dispatchEvent(event);
          return [type, event.defaultPrevented];
        }),
      );
      expect(Object.fromEntries(stopped)).toEqual({
        copy: true,
        cut: true,
        selectstart: true,
        dragstart: true,
      });
    } finally {
      await context.close();
    }
  });

  it('stops each guarded event on the page’s text', async () => {
    await withPage(async (page) => {
      const stopped = await paragraph(page).evaluate((element) =>
        ['copy', 'cut', 'paste', 'selectstart', 'dragstart', 'contextmenu'].map((type) => {
          const event = new Event(type, { bubbles: true, cancelable: true });
          element.dispatchEvent(event);
          return [type, event.defaultPrevented];
        }),
      );
      expect(Object.fromEntries(stopped)).toEqual({
        copy: true,
        cut: true,
        paste: true,
        selectstart: true,
        dragstart: true,
        contextmenu: true,
      });
    });
  });

  it('covers the header, the footer and an open dialog as well as the main content', async () => {
    await withPage(async (page) => {
      for (const selector of ['header a', 'footer p', 'h1']) {
        const stopped = await page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const event = new Event('copy', { bubbles: true, cancelable: true });
            element.dispatchEvent(event);
            return event.defaultPrevented;
          });
        expect(stopped, selector).toBe(true);
      }
      // The search dialog: its text is guarded, its field takes a paste.
      await page
        .getByRole('banner')
        .getByRole('button', { name: siteHeaderCopy.searchLabel })
        .click();
      const dialog = page.getByRole('dialog', { name: searchDialogCopy.title });
      await dialog.waitFor();
      await expect(
        dialog.getByRole('heading').evaluate((heading) => {
          const event = new Event('copy', { bubbles: true, cancelable: true });
          heading.dispatchEvent(event);
          return event.defaultPrevented;
        }),
      ).resolves.toBe(true);
      await setClipboard(page, 'trustee');
      await page.keyboard.press('Control+v');
      await expect(
        dialog.getByRole('searchbox', { name: searchDialogCopy.inputLabel }).inputValue(),
      ).resolves.toBe('trustee');
    });
  });

  it('gives no context menu on a right click', async () => {
    await withPage(async (page) => {
      await page.locator('h1').click({ button: 'right' });
      const menus = (await eventLog(page)).filter((entry) => entry.type === 'contextmenu');
      expect(menus).toEqual([{ type: 'contextmenu', prevented: true, target: 'h1' }]);
    });
  });

  it('selects no text with the pointer, and makes the text unselectable', async () => {
    await withPage(async (page) => {
      await paragraph(page).click({ clickCount: 3 });
      await expect(page.evaluate(() => getSelection()?.toString() ?? '')).resolves.toBe('');
      await expect(
        paragraph(page).evaluate((element) => getComputedStyle(element).userSelect),
      ).resolves.toBe('none');
    });
  });

  it('stops the copy, cut, view-source and save shortcuts, and copies nothing', async () => {
    await withPage(async (page) => {
      await setClipboard(page, 'clipboard before');
      // Selected by script (a pointer cannot), so a copy would have something to take.
      await paragraph(page).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      });
      await page
        .locator('h1')
        .focus()
        .catch(() => undefined);
      for (const key of ['Control+c', 'Control+x', 'Control+u', 'Control+s', 'Meta+c']) {
        await page.keyboard.press(key);
      }
      const keys = (await eventLog(page)).filter((entry) => entry.type === 'keydown');
      const stopped = keys.filter((entry) => /^[cxus]$/i.test(entry.key ?? ''));
      expect(stopped.map((entry) => [entry.key, entry.prevented])).toEqual([
        ['c', true],
        ['x', true],
        ['u', true],
        ['s', true],
        ['c', true],
      ]);
      // Copying from the menu or a script is stopped too.
      await page.evaluate(() => document.execCommand('copy'));
      await expect(clipboard(page)).resolves.toBe('clipboard before');
    });
  });

  it('stops dragging a link out of the page', async () => {
    await withPage(async (page) => {
      // A link in the header, which is on screen without scrolling.
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      if (!box) return;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 80, {
        steps: 10,
      });
      await page.mouse.up();
      const drags = (await eventLog(page)).filter((entry) => entry.type === 'dragstart');
      expect(drags.length).toBeGreaterThan(0);
      expect(drags.every((entry) => entry.prevented)).toBe(true);
    });
  });
});

describe('form fields stay fully usable', () => {
  it('takes typing, pasting, selecting, copying and cutting in inputs and textareas', async () => {
    await withPage(async (page) => {
      await setClipboard(page, 'Ada Lovelace');
      await nameField(page).click();
      await page.keyboard.press('Control+v');
      await expect(nameField(page).inputValue()).resolves.toBe('Ada Lovelace');

      await messageField(page).click();
      await page.keyboard.type('Hello from a keyboard. ');
      await page.keyboard.press('Control+v');
      await expect(messageField(page).inputValue()).resolves.toBe(
        'Hello from a keyboard. Ada Lovelace',
      );
      await expect(
        messageField(page).evaluate((element) => getComputedStyle(element).userSelect),
      ).resolves.not.toBe('none');

      // Select all of the field, copy it and paste it back after cutting.
      await page.keyboard.press('Control+a');
      await expect(
        messageField(page).evaluate((element: HTMLTextAreaElement) => [
          element.selectionStart,
          element.selectionEnd,
        ]),
      ).resolves.toEqual([0, 'Hello from a keyboard. Ada Lovelace'.length]);
      await page.keyboard.press('Control+c');
      await expect(clipboard(page)).resolves.toBe('Hello from a keyboard. Ada Lovelace');
      await page.keyboard.press('Control+x');
      await expect(messageField(page).inputValue()).resolves.toBe('');
      await page.keyboard.press('Control+v');
      await expect(messageField(page).inputValue()).resolves.toBe(
        'Hello from a keyboard. Ada Lovelace',
      );

      // A pointer selection inside a field works, and its context menu is the browser's.
      await nameField(page).click({ clickCount: 3 });
      await expect(
        nameField(page).evaluate((element: HTMLInputElement) => [
          element.selectionStart,
          element.selectionEnd,
        ]),
      ).resolves.toEqual([0, 'Ada Lovelace'.length]);
      await nameField(page).click({ button: 'right' });
      const log = await eventLog(page);
      const inField = log.filter(
        (entry) => entry.target === 'input' || entry.target === 'textarea',
      );
      expect(inField.filter((entry) => entry.prevented)).toEqual([]);
      expect(inField.map((entry) => entry.type)).toEqual(
        expect.arrayContaining(['paste', 'copy', 'cut', 'contextmenu']),
      );
    });
  });
});

describe('the keyboard still does everything else', () => {
  it('moves with Tab, follows links with Enter and lets other shortcuts through', async () => {
    await withPage(async (page) => {
      await clearLog(page);
      for (const key of [
        'Control+f',
        'Control+p',
        'Control+a',
        'Control+Shift+c',
        'Alt+ArrowLeft',
      ]) {
        await page.keyboard.press(key);
        await page.keyboard.press('Escape');
      }
      const keys = (await eventLog(page)).filter(
        (entry) => entry.type === 'keydown' && entry.key !== 'Escape',
      );
      expect(
        keys.filter(
          (entry) => entry.prevented && !['Control', 'Shift', 'Alt'].includes(entry.key ?? ''),
        ),
      ).toEqual([]);

      // Tab from the top reaches the skip link first, then moves on (through the cookie
      // banner, when it shows) to the home link; Enter on it navigates.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(
        '#main-content',
      );
      const visited: (string | null)[] = [];
      for (let step = 0; step < 12 && visited.at(-1) !== '/'; step += 1) {
        await page.keyboard.press('Tab');
        visited.push(
          await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null),
        );
      }
      expect(visited.at(-1)).toBe('/');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/`);
    });
  });
});
