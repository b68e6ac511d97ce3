// The composed pages (trustees, donor recognition, FAQ, what we do, the blog listing, get
// involved, donate, publications, contact, constitution), built and served by the real
// server, in Chromium: each one's head in the raw HTML, its h1 after a clean hydration, what
// it shows, and each form and filter it wires.
import {
  articles,
  blogPage,
  constitutionPage,
  contactPage,
  documents,
  donatePage,
  donorRecognitionPage,
  faqPage,
  featuredArticles,
  formatLongDate,
  getInvolvedPage,
  organisation,
  publicationsPage,
  siteUrl,
  trusteesPage,
  whatWeDoPage,
  type PageMeta,
} from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  duplicates,
  headTags,
  launchChromium,
  rawHead,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';

const fullTitle = (title: string) =>
  title.includes(organisation.name) ? title : `${title} | ${organisation.name}`;

interface RichRoute {
  meta: PageMeta;
  h1: string;
}

const routes: RichRoute[] = [
  { meta: trusteesPage.meta, h1: trusteesPage.hero.title },
  { meta: donorRecognitionPage.meta, h1: donorRecognitionPage.hero.title },
  { meta: faqPage.meta, h1: faqPage.hero.title },
  { meta: whatWeDoPage.meta, h1: whatWeDoPage.hero.title },
  { meta: blogPage.meta, h1: blogPage.hero.title },
  { meta: getInvolvedPage.meta, h1: getInvolvedPage.hero.title },
  { meta: donatePage.meta, h1: donatePage.hero.title },
  { meta: publicationsPage.meta, h1: publicationsPage.hero.title },
  { meta: contactPage.meta, h1: contactPage.hero.title },
  { meta: constitutionPage.meta, h1: constitutionPage.hero.title },
];

const constitution = documents.find((document) => document.id === 'trust-constitution');
if (!constitution) throw new Error('The trust constitution is missing from @ghat/content');

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page, checks it hydrated cleanly, runs `check`, and closes it. */
async function onPage(path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const result = await visit(page, `${server.url}${path}`);
    expect(result.status).toBe(200);
    await check(page);
    expect(result.consoleProblems).toEqual([]);
    expect(result.pageErrors).toEqual([]);
    expect(result.cspViolations).toEqual([]);
  } finally {
    await context.close();
  }
}

const main = (page: Page) => page.locator('main');

describe.each(routes)('$meta.path', ({ meta, h1 }) => {
  it('has its title, description and canonical address in the HTML itself', async () => {
    const response = await fetch(`${server.url}${meta.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = rawHead(html);
    expect(head.titles).toEqual([fullTitle(meta.title)]);
    expect(head.meta('description')).toEqual([meta.description]);
    expect(head.canonical).toEqual([`${siteUrl()}${meta.path}`]);
    expect(html).toMatch(/<h1[\s>]/);
  });

  it('renders its h1 and hydrates with no console error, page error or CSP violation', async () => {
    await onPage(meta.path, async (page) => {
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([h1]);
      expect(await page.title()).toBe(fullTitle(meta.title));
      expect(duplicates(await headTags(page))).toEqual([]);
    });
  });
});

describe('what each page shows', () => {
  it('/trustee-biographies: seven trustee cards and the signatory statement', async () => {
    await onPage('/trustee-biographies', async (page) => {
      for (const trustee of trusteesPage.trustees) {
        await expect(
          main(page).getByRole('heading', { name: trustee.name, exact: true }).count(),
        ).resolves.toBe(1);
      }
      await expect(main(page).getByText(trusteesPage.signatoryStatement).count()).resolves.toBe(1);
    });
  });

  it('/donor-recognition: the five tiers', async () => {
    await onPage('/donor-recognition', async (page) => {
      for (const tier of donorRecognitionPage.tiers) {
        await expect(
          main(page).getByRole('heading', { name: tier.name, exact: true }).count(),
        ).resolves.toBe(1);
      }
      await expect(main(page).getByText('£100,000+').count()).resolves.toBe(1);
    });
  });

  it('/frequently-asked-questions: every question, and an answer opens', async () => {
    await onPage('/frequently-asked-questions', async (page) => {
      for (const faq of faqPage.faqs) {
        await expect(main(page).getByText(faq.question, { exact: true }).count()).resolves.toBe(1);
      }
      const first = faqPage.faqs[0];
      if (!first) throw new Error('No questions');
      await main(page).getByText(first.question, { exact: true }).click();
      await expect
        .poll(() => main(page).getByRole('link', { name: 'funding pillars' }).isVisible())
        .toBe(true);
    });
  });

  it('/what-we-do: the pillars, programme areas I to V and Support Our Mission', async () => {
    await onPage('/what-we-do', async (page) => {
      for (const pillar of whatWeDoPage.pillars.items) {
        await expect(page.locator(`#${pillar.id}`).count()).resolves.toBe(1);
      }
      for (const area of whatWeDoPage.programmes.areas) {
        await expect(
          main(page).getByRole('heading', { name: area.title, exact: true }).count(),
        ).resolves.toBeGreaterThanOrEqual(1);
      }
      const numerals = await main(page)
        .getByText(/^(I|II|III|IV|V)$/)
        .allTextContents();
      expect(numerals).toEqual(expect.arrayContaining(['I', 'II', 'III', 'IV', 'V']));
      await expect(
        main(page).getByRole('heading', { name: whatWeDoPage.grantMaking.heading }).count(),
      ).resolves.toBe(1);
      expect(
        await main(page)
          .getByRole('link', { name: whatWeDoPage.grantMaking.action.label })
          .getAttribute('href'),
      ).toBe('/get-involved');
    });
  });

  it('/blog: the three figures, 3 featured and 12 listed articles, and the count', async () => {
    await onPage('/blog', async (page) => {
      const section = (name: string) => main(page).getByRole('region', { name, exact: true });
      for (const block of blogPage.impactAtAGlance.blocks) {
        await expect(
          section(blogPage.impactAtAGlance.heading).getByText(block.label).count(),
        ).resolves.toBeGreaterThanOrEqual(1);
      }
      const featuredLinks = await section(blogPage.featuredStories.heading)
        .getByRole('heading', { level: 3 })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(featuredLinks).toEqual(featuredArticles.map((article) => `/blog/${article.slug}`));
      const listedLinks = await section(blogPage.allArticles.heading)
        .getByRole('heading', { level: 3 })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listedLinks).toEqual(articles.slice(0, 12).map((article) => `/blog/${article.slug}`));
      await expect(
        main(page).getByText(blogPage.showingText(12, articles.length)).count(),
      ).resolves.toBe(1);
      expect(blogPage.showingText(12, articles.length)).toBe('Showing 12 of 50 articles');
    });
  });

  it('/get-involved: the three cards, the partnerships and the newsletter form', async () => {
    await onPage('/get-involved', async (page) => {
      for (const card of getInvolvedPage.cards) {
        await expect(
          main(page).getByRole('heading', { name: card.title, exact: true }).count(),
        ).resolves.toBeGreaterThanOrEqual(1);
      }
      for (const block of getInvolvedPage.professionalPartnerships.blocks) {
        await expect(
          main(page).getByRole('heading', { name: block.title, exact: true }).count(),
        ).resolves.toBe(1);
      }
      const newsletter = page.locator('section#newsletter');
      await expect(newsletter.count()).resolves.toBe(1);
      expect(
        await main(page).getByRole('link', { name: 'Sign Up for Updates' }).getAttribute('href'),
      ).toBe('#newsletter');
      const form = getInvolvedPage.newsletter.form;
      await newsletter.getByLabel(form.firstNameLabel).fill('Ada');
      await newsletter.getByLabel(form.emailLabel).fill('ada@example.org');
      await newsletter.getByLabel(form.consentLabel).check();
      await newsletter.getByRole('button', { name: form.submitLabel }).click();
      await expect
        .poll(() => newsletter.getByText(form.successTitle).count())
        .toBeGreaterThanOrEqual(1);
    });
  });

  it("/donate: 'Start a Conversation' leads to the enquiry form, which validates and thanks", async () => {
    await onPage('/donate', async (page) => {
      for (const card of donatePage.givingCards) {
        await expect(
          main(page).getByRole('heading', { name: card.title, exact: true }).count(),
        ).resolves.toBe(1);
      }
      // The hero's button is the first of the page's 'Start a Conversation' links.
      const start = main(page).getByRole('link', { name: 'Start a Conversation' }).first();
      expect(await start.getAttribute('href')).toBe('#enquiry');
      await start.click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#enquiry');
      const enquiry = page.locator('section#enquiry');
      await expect(enquiry.count()).resolves.toBe(1);
      await expect(
        enquiry.getByText(donatePage.enquiry.notice.title).count(),
      ).resolves.toBeGreaterThanOrEqual(1);

      const form = donatePage.enquiry.form;
      await enquiry.getByRole('button', { name: form.submitLabel }).click();
      await expect
        .poll(() => enquiry.getByText('Name is required').count())
        .toBeGreaterThanOrEqual(1);

      await enquiry.getByLabel(new RegExp(`^${form.nameLabel}`)).fill('Ada Lovelace');
      await enquiry.getByLabel(form.emailLabel).fill('ada@example.org');
      await enquiry.getByLabel(new RegExp(`^${form.messageLabel}`)).fill('I would like to talk.');
      await enquiry.getByRole('button', { name: form.submitLabel }).click();
      await expect.poll(() => enquiry.getByText('Thank you').count()).toBeGreaterThanOrEqual(1);
      await expect(enquiry.getByText('Name is required').count()).resolves.toBe(0);
    });
  });

  it("/publications: the library, the constitution's links, the notes and the empty state", async () => {
    await onPage('/publications', async (page) => {
      for (const document of documents) {
        await expect(
          main(page).getByRole('heading', { name: document.title, exact: true }).count(),
        ).resolves.toBe(1);
      }
      const hrefs = await main(page)
        .locator('a')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('download')}`),
        );
      expect(hrefs).toContain('/constitution null');
      expect(hrefs).toContain(`${constitution.fileUrl} ghat-trust-constitution-v1.0.pdf`);
      for (const note of [
        publicationsPage.integrityVerification.heading,
        publicationsPage.authoritativeVersion.heading,
      ]) {
        await expect(
          main(page).getByRole('heading', { name: note, exact: true }).count(),
        ).resolves.toBe(1);
      }
      await expect(
        main(page).getByText(constitution.checksum.slice(0, 16)).count(),
      ).resolves.toBeGreaterThanOrEqual(1);

      await main(page).getByRole('searchbox').fill('zzqx-no-such-document');
      await expect
        .poll(() => main(page).getByText('No documents found').count())
        .toBeGreaterThanOrEqual(1);
      await expect(
        main(page).getByRole('heading', { name: constitution.title, exact: true }).count(),
      ).resolves.toBe(0);
    });
  });

  it("/contact: the details, and the form shows 'Sending...' then 'Message Sent Successfully'", async () => {
    await onPage('/contact', async (page) => {
      const { contactDetails, messageForm } = contactPage;
      expect(
        await main(page)
          .getByRole('link', { name: contactDetails.email.address })
          .getAttribute('href'),
      ).toBe(contactDetails.email.href);
      await expect(main(page).getByText(organisation.address.city).count()).resolves.toBe(1);
      await expect(main(page).getByText(contactDetails.responseTime.text).count()).resolves.toBe(1);

      const form = messageForm.form;
      const section = page.locator(`section#${messageForm.id}`);
      await section.getByLabel(form.nameLabel).fill('Ada Lovelace');
      await section.getByLabel(form.emailLabel).fill('ada@example.org');
      await section.getByLabel(form.subjectLabel).fill('A question');
      await section.getByLabel(new RegExp(`^${form.messageLabel}`)).fill('Hello from the test.');
      await section.getByLabel(form.consentLabel).check();
      await section.getByRole('button', { name: form.submitLabel }).click();
      await expect
        .poll(() => section.getByText(form.sendingLabel).count(), { interval: 20 })
        .toBeGreaterThanOrEqual(1);
      await expect
        .poll(() => section.getByText(form.sentTitle).count(), { timeout: 5000 })
        .toBeGreaterThanOrEqual(1);
    });
  });

  it('/constitution: the date, version, checksum, download, history and links', async () => {
    await onPage('/constitution', async (page) => {
      expect(constitutionPage.effectiveDate).toBe('2024-12-01');
      await expect(
        main(page).getByText(formatLongDate('2024-12-01')).count(),
      ).resolves.toBeGreaterThanOrEqual(1);
      expect(formatLongDate('2024-12-01')).toBe('1 December 2024');
      await expect(main(page).getByText('1.0 (Original)').count()).resolves.toBeGreaterThanOrEqual(
        1,
      );
      // In the details list, and again inside the (closed) full-checksum disclosure.
      await expect(main(page).getByText(constitution.checksum).first().isVisible()).resolves.toBe(
        true,
      );
      await expect(
        main(page)
          .getByRole('heading', { name: constitutionPage.versionHistory.heading, exact: true })
          .count(),
      ).resolves.toBe(1);
      const download = main(page).getByRole('link', {
        name: constitutionPage.signedCopy.downloadLabel,
      });
      expect(await download.getAttribute('href')).toBe('/documents/trust-constitution.pdf');
      for (const href of ['/publications', '/governance', '/contact']) {
        await expect(main(page).locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
      }
      const pdf = await fetch(`${server.url}${await download.getAttribute('href')}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    });
  });
});
