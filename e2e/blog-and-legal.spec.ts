import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { defaultBusiness } from '@ta/shared';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { e2eDatabaseFile } from './support/outbox';
import { NARROW, scrollWidth } from './support/ui';

const DAY_MS = 24 * 60 * 60 * 1000;
const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
  createdAt: string;
}

const newer: SeedPost = {
  title: `Five ways to get your home ready before you head north ${suffix}`,
  slug: `home-ready-before-you-head-north-${suffix}`,
  excerpt: 'A short checklist for snowbirds, so your Florida home stays safe and dry while you are away.',
  content: [
    'Before you leave for the summer, walk through the house with this list.',
    '',
    'Turn off the water at the main valve.\nSet the air conditioning to 78 degrees.\nUnplug small appliances.',
    '',
    'We can check on your home every week while you are gone. <b>Just call us.</b>',
  ].join('\n'),
  published: true,
  createdAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
};
const older: SeedPost = {
  title: `How to spot a phone scam ${suffix}`,
  slug: `how-to-spot-a-phone-scam-${suffix}`,
  excerpt: 'Three warning signs that a caller is not who they say they are.',
  content: 'Real companies never ask for gift cards.\nHang up and call the number on your bill.',
  published: true,
  createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
};
const draft: SeedPost = {
  title: `Draft: our autumn newsletter ${suffix}`,
  slug: `autumn-newsletter-draft-${suffix}`,
  excerpt: 'Not ready yet.',
  content: 'This post is still being written.',
  published: false,
  createdAt: new Date(Date.now() - DAY_MS).toISOString(),
};

const postPath = (post: SeedPost) => `/blog/${post.slug}`;

const LEGAL_PAGES = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    footerLink: 'Privacy Policy',
    sections: [
      'Information we collect',
      'How we use your information',
      'Text messages (SMS)',
      'We do not sell your information',
      'How we keep it safe',
      'Your rights and choices',
      'Contact us',
    ],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    footerLink: 'Terms and Conditions',
    sections: [
      'Our services',
      'Bookings, prices and the 3-hour minimum',
      'Calls, e-mails and text messages',
      'Payment',
      'Canceling or changing an appointment',
      'What we do not do',
      'Responsibility for loss or damage',
      'Confidentiality',
      'Governing law',
    ],
  },
  {
    path: '/community-guidelines',
    title: 'Community Guidelines',
    footerLink: 'Community Guidelines',
    sections: [
      'Be respectful',
      'No harassment or abuse',
      'What you share',
      'No selling or advertising',
      'Protect your privacy and others’',
      'What happens if the guidelines are broken',
      'Appeals',
    ],
  },
] as const;

/** The card of one post on /blog. */
function cardOf(page: Page, post: SeedPost) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
}

/** A numbered section heading of a legal page, such as "3. Text messages (SMS)". */
function sectionHeading(page: Page, heading: string) {
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${escaped}$`) });
}

test.beforeAll(async ({ playwright }, testInfo) => {
  // The server owns the file; WAL lets this second connection write beside it.
  const db = new Database(e2eDatabaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `INSERT INTO blog_posts (title, slug, excerpt, content, published, created_at)
       VALUES (@title, @slug, @excerpt, @content, @published, @createdAt)`,
    );
    for (const post of [newer, older, draft]) insert.run({ ...post, published: post.published ? 1 : 0 });
  } finally {
    db.close();
  }
  // Written beside the server, as another instance or a script would: the public list and the
  // anonymous page each keep what they read for up to 5 s (decision 016). Wait for /blog to show them.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await expect
      .poll(async () => (await (await request.get('/blog')).text()).includes(newer.title), {
        message: '/blog should list the inserted posts within the caches’ 5 s',
        timeout: 15_000,
        intervals: [500],
      })
      .toBe(true);
  } finally {
    await request.dispose();
  }
});

/** Records console errors and uncaught errors: a hydration mismatch shows up as one of them. */
function watchForErrors(page: Page, { allow404 = false } = {}) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // Chromium logs a page's own 404 status as a failed load; that status is the point here.
    if (allow404 && /404/.test(message.text())) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the blog', () => {
  test('/blog lists the published posts, newest first, and never the draft', async ({ page }) => {
    const problems = watchForErrors(page);
    await visit(page, '/blog');
    await expect(page).toHaveTitle(/^Blog \|/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const titles = await headings.allTextContents();
    expect(titles).toContain(newer.title);
    expect(titles).toContain(older.title);
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
    await expect(page.getByText(draft.title)).toHaveCount(0);

    const card = cardOf(page, newer);
    await expect(card).toContainText(newer.excerpt);
    // The relative date replaces nothing: the absolute date stays, the relative one joins it after hydration.
    await expect(card.locator('time')).toHaveAttribute('datetime', newer.createdAt);
    await expect(card).toContainText('3 days ago');

    // "Read More" names its post for screen readers, and opens it.
    const readMore = page.getByRole('link', { name: `Read More about ${newer.title}` });
    await expect(readMore).toHaveAttribute('href', postPath(newer));
    await readMore.click();
    await expect(page).toHaveURL(postPath(newer));
    await expect(page.getByRole('heading', { level: 1, name: newer.title })).toBeVisible();
    expect(problems, `errors on /blog:\n${problems.join('\n')}`).toEqual([]);
  });

  test('a post keeps its paragraphs and line breaks, shows markup as text, and links back', async ({ page }) => {
    const problems = watchForErrors(page);
    const response = await visit(page, postPath(newer));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${newer.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', newer.excerpt);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const article = page.getByRole('article');
    const paragraph = article.locator('p').filter({ hasText: 'Turn off the water' });
    await expect(paragraph).toHaveCount(1);
    expect(await paragraph.innerText()).toBe(
      'Turn off the water at the main valve.\nSet the air conditioning to 78 degrees.\nUnplug small appliances.',
    );
    await expect(paragraph.locator('br')).toHaveCount(2);
    await expect(article).toContainText('<b>Just call us.</b>');
    await expect(article.locator('b')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    expect(problems, `errors on the post:\n${problems.join('\n')}`).toEqual([]);
  });

  test("a draft's address answers 404 with Blog Post Not Found", async ({ page }) => {
    const problems = watchForErrors(page, { allow404: true });
    const response = await visit(page, postPath(draft));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText(draft.content)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const back = page.getByRole('link', { name: 'Back to Blog' });
    await expect(back).toHaveAttribute('href', '/blog');
    await back.click();
    await expect(page).toHaveURL('/blog');
    expect(problems, `errors on the missing post:\n${problems.join('\n')}`).toEqual([]);
  });

  test('in Spanish, the blog speaks Spanish around posts marked as English', async ({ page, baseURL }) => {
    const problems = watchForErrors(page);
    await visit(page, '/es/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Consejos y noticias' })).toBeVisible();
    await expect(page.getByText('Nuestros artículos están escritos en inglés.')).toBeVisible();
    const card = cardOf(page, newer);
    await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en-US');
    await expect(card).toContainText('hace 3 días');

    const readMore = page.getByRole('link', { name: `Leer más sobre ${newer.title}` });
    await expect(readMore).toHaveAttribute('href', `/es${postPath(newer)}`);
    await readMore.click();
    await expect(page).toHaveURL(`/es${postPath(newer)}`);
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'en-US');

    // Written in English only: its English address is the canonical one, with no other-language versions.
    await visit(page, `/es${postPath(newer)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${postPath(newer)}`);
    await expect(page.locator('link[hreflang]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Volver al blog' }).click();
    await expect(page).toHaveURL('/es/blog');
    expect(problems, `errors on the Spanish blog:\n${problems.join('\n')}`).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the list and a post are in the server HTML', async ({ page }) => {
      expect((await page.goto('/blog'))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: newer.title })).toBeVisible();
      await expect(cardOf(page, older)).toContainText(older.excerpt);
      await expect(page.getByRole('link', { name: `Read More about ${older.title}` })).toBeVisible();

      expect((await page.goto(postPath(older)))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
      await expect(page.getByText('Real companies never ask for gift cards.')).toBeVisible();
      await expect(page.getByText('Hang up and call the number on your bill.')).toBeVisible();

      expect((await page.goto(postPath(draft)))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    });
  });
});

test.describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} has its date, its sections and working contents links`, async ({ page }) => {
      const problems = watchForErrors(page);
      await visit(page, legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page.getByText('Last Updated: May 16, 2025')).toBeVisible();
      for (const heading of legal.sections) {
        await expect(sectionHeading(page, heading)).toBeVisible();
      }
      // Business details come from the business module, as links.
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: defaultBusiness.phoneDisplay })).toHaveAttribute(
        'href',
        `tel:${defaultBusiness.phoneE164}`,
      );
      await expect(main.getByRole('link', { name: defaultBusiness.email })).toHaveAttribute(
        'href',
        `mailto:${defaultBusiness.email}`,
      );

      const contents = page.getByRole('navigation', { name: 'On this page' });
      await contents.getByRole('link', { name: 'Contact us' }).click();
      await expect(page).toHaveURL(`${legal.path}#contact`);
      await expect(sectionHeading(page, 'Contact us')).toBeInViewport();
      expect(problems, `errors on ${legal.path}:\n${problems.join('\n')}`).toEqual([]);
    });
  }

  test('the footer links open each legal page', async ({ page }) => {
    await visit(page, '/');
    for (const legal of LEGAL_PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: legal.footerLink }).click();
      await expect(page).toHaveURL(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${legal.title} \\|`));
    }
  });

  test('the terms state the minimum, payment, cancellation fee and Florida law', async ({ page }) => {
    await visit(page, '/terms-and-conditions');
    const main = page.getByRole('main');
    await expect(main).toContainText('Standard packages have a 3-hour minimum.');
    await expect(main).toContainText('Payment is due when the service is done.');
    await expect(main).toContainText('you pay a cancellation fee of 50% of the service fee');
    await expect(main).toContainText('governed by the laws of the State of Florida');
  });
});

test.describe('search engines', () => {
  test('the home page head has LocalBusiness data and absolute links', async ({ page, baseURL }) => {
    await page.goto('/');
    const scripts = page.locator('head script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as {
      '@type': string;
      telephone: string;
      areaServed: { name: string }[];
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.telephone).toBe(defaultBusiness.phoneE164);
    const areas = data.areaServed.map((area) => area.name).join(' | ');
    for (const area of defaultBusiness.serviceAreas) expect(areas).toContain(area);
    expect(data.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ opens: '08:00', closes: '18:00', dayOfWeek: expect.arrayContaining(['Monday']) }),
    );

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', defaultBusiness.name);

    await page.goto('/blog');
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
  });

  test('robots.txt and the sitemap list the public pages and published posts only', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Sitemap: ');

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of [
      '/blog',
      '/privacy-policy',
      '/terms-and-conditions',
      '/community-guidelines',
      postPath(newer),
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).not.toContain(draft.slug);
  });
});

for (const viewport of [undefined, NARROW]) {
  test.describe(`accessibility${viewport ? ' at 320 px' : ''}`, () => {
    if (viewport) test.use({ viewport });

    test('the blog, a post, a missing post and the legal pages: axe and a clean hydration', async ({ page }) => {
      const paths = [
        '/blog',
        postPath(newer),
        postPath(draft),
        '/es/blog',
        `/es${postPath(newer)}`,
        ...LEGAL_PAGES.map((legal) => legal.path),
      ];
      for (const path of paths) {
        await test.step(path, async () => {
          // The status and a clean hydration (support/hydration.ts) in the same visit as axe.
          await visitCleanly(page, path, path.endsWith(draft.slug) ? 404 : 200);
          await expectNoAxeViolations(page);
          if (viewport) {
            expect(await scrollWidth(page), `${path} is wider than the window`).toBeLessThanOrEqual(viewport.width);
          }
        });
      }
    });
  });
}
