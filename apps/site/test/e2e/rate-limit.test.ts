// A visitor refused for now: the forms service allows GHAT_FORMS_RATE_LIMIT submissions a
// minute from one address, then answers 429 with Retry-After. The form says how long to
// wait, in words and in the page's language, and keeps everything typed. A cold page, the
// first action at once, with scripts as served and 3 s late, in English and in Arabic.
import { donatePage } from '@ghat/content';
import { ar } from '@ghat/ui/locales/ar';
import { en } from '@ghat/ui/locales/en';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdScripts, launchChromium, startSiteServer, type RunningProcess } from './helpers.ts';

let browser: Browser;
let server: RunningProcess;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    startSiteServer({ env: { GHAT_FORMS_RATE_LIMIT: '1' } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Spends this minute's one submission from this address (the browser's too: 127.0.0.1). */
async function useUpTheLimit() {
  const response = await fetch(`${server.url}/api/forms/footer-newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'first@example.org' }),
  });
  expect([202, 429]).toContain(response.status);
}

const english = donatePage.enquiry.form;
const arabic = ar.messages.enquiryForm;
const cases = [
  { path: '/donate', words: english, message: en.messages.tryAgainLater.message },
  { path: '/ar/donate', words: arabic, message: ar.messages.tryAgainLater.message },
];

describe('a message beyond the rate limit', () => {
  for (const { path, words, message } of cases) {
    for (const delayMs of [0, 3000]) {
      it(`on ${path}, scripts ${delayMs ? '3 s late' : 'as served'}: says how long to wait, in words, and keeps what was typed`, async () => {
        await useUpTheLimit();
        const context = await browser.newContext();
        if (delayMs > 0) await holdScripts(context, delayMs);
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
          const section = page.locator(`#${donatePage.enquiry.id}`);
          await section.getByLabel(new RegExp(`^${words.nameLabel}`)).fill('Amina Yusuf');
          await section.getByLabel(words.emailLabel).fill('amina@example.org');
          await section.getByLabel(new RegExp(`^${words.messageLabel}`)).fill('Hello.');
          await section.getByRole('button', { name: words.submitLabel }).click();
          const [before, after] = message.split('{wait}') as [string, string];
          const alert = section.getByRole('alert');
          await expect.poll(() => alert.textContent(), { timeout: 25_000 }).toContain(before);
          const text = (await alert.textContent()) ?? '';
          expect(text).toContain(after);
          // The wait itself, as Intl writes it in the page's language: a number of seconds.
          const wait = text.slice(text.indexOf(before) + before.length, text.indexOf(after));
          const language = path.startsWith('/ar') ? 'ar' : 'en-GB';
          const seconds = (n: number) =>
            new Intl.NumberFormat(language, {
              style: 'unit',
              unit: 'second',
              unitDisplay: 'long',
            }).format(n);
          expect(Array.from({ length: 60 }, (_, i) => seconds(i + 1))).toContain(wait);
          // Still on the page, with everything typed.
          expect(new URL(page.url()).pathname).toBe(path);
          expect(await section.getByLabel(new RegExp(`^${words.nameLabel}`)).inputValue()).toBe(
            'Amina Yusuf',
          );
          expect(await section.getByLabel(new RegExp(`^${words.messageLabel}`)).inputValue()).toBe(
            'Hello.',
          );
        } finally {
          await context.close();
        }
      });
    }
  }
});
