import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { createBackOfficeUser, logInWithApi } from './support/users';

/** The license number the owner types: only its last four may show until she asks for it. */
const LICENSE = 'K553-201-64-7381';
const MASKED = '•••• 7381';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/**
 * The notary journal (docs/notary-journal.md): the owner, on a phone, writes an entry for a signer
 * who showed a Florida driver license; the list shows only its last four characters until she asks;
 * she adds a correction; the month's CSV and PDF downloads carry the entries with the number masked.
 * A staff member gets no journal link and a 403 from the API.
 */
test('the owner keeps the notary journal on her phone, and staff cannot read it', async ({ browser }) => {
  test.slow();
  const owner = await createBackOfficeUser('admin');
  const staff = await createBackOfficeUser('staff');
  // Addresses of their own (e2e/README.md "Rate limits").
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    acceptDownloads: true,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.45.0.1' },
  });
  await logInWithApi(phone.request, owner);
  const page = await phone.newPage();

  await test.step('a new entry with a driver license, typed on a phone', async () => {
    await visit(page, '/admin/notary-journal');
    await expect(page.getByRole('heading', { name: 'Notary journal', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { label: '/admin/notary-journal at 390 px' });
    await page.getByRole('button', { name: 'New entry' }).tap();
    await expect(page.getByRole('heading', { name: 'New journal entry' })).toBeFocused();
    // Date and time start at now; the fee follows the price list's fee per signature.
    await expect(page.getByLabel('Date')).not.toHaveValue('');
    await expect(page.getByLabel('Fee in dollars')).toHaveValue('10.00');
    await page.getByLabel('Type of act').selectOption({ label: 'Acknowledgment' });
    await page.getByLabel('Document', { exact: true }).fill('Durable power of attorney');
    await page.getByLabel("Signer's full name").fill('Dorothy Keller');
    await page.getByLabel("Signer's address").fill('12 Palm Way, Dade City, FL 33525');
    await expect(page.getByRole('radio', { name: 'ID document' })).toBeChecked();
    await expectNoAxeViolations(page, { label: 'new notary entry form at 390 px' });
    await page.getByRole('button', { name: 'Save entry' }).tap();
    // The ID fields are required when an ID document proved who signed.
    await expect(page.getByText('Please choose the type of ID')).toBeVisible();
    await expect(page.getByText('Please enter the ID number')).toBeVisible();
    await page.getByLabel('Type of ID').selectOption({ label: 'Florida driver license' });
    await page.getByLabel('ID number').fill(LICENSE);
    await page.getByLabel('Number of signatures').fill('2');
    await expect(page.getByLabel('Fee in dollars')).toHaveValue('20.00');
    await page.getByRole('button', { name: 'Save entry' }).tap();
    await expect(page.getByRole('heading', { name: /1 entry in/ })).toBeVisible();
  });

  const card = page.getByRole('article').filter({ hasText: 'Dorothy Keller' });
  let entryId = 0;
  await test.step('the list shows the last four; Show ID number reveals it and hides it again', async () => {
    await expect(card.getByText(MASKED)).toBeVisible();
    await expect(page.getByText(LICENSE)).toHaveCount(0);
    entryId = Number((await card.getByRole('heading').innerText()).match(/#(\d+)/)?.[1]);
    expect(entryId).toBeGreaterThan(0);
    await card.getByRole('button', { name: `Show ID number of entry #${entryId}` }).tap();
    await expect(card.getByText(LICENSE)).toBeVisible();
    await card.getByRole('button', { name: `Hide ID number of entry #${entryId}` }).tap();
    await expect(page.getByText(LICENSE)).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Edit entry #${entryId}` })).toBeVisible();
  });

  await test.step('a correction is a new entry that names the one it corrects', async () => {
    await card.getByRole('button', { name: `Add a correction to entry #${entryId}` }).tap();
    await expect(page.getByRole('heading', { name: `Correction of entry #${entryId}` })).toBeFocused();
    await expect(page.getByLabel("Signer's full name")).toHaveValue('Dorothy Keller');
    await page.getByLabel("Signer's full name").fill('Dorothy M. Keller');
    await page.getByLabel('ID number').fill(LICENSE);
    await page.getByRole('button', { name: 'Save entry' }).tap();
    await expect(page.getByRole('heading', { name: /2 entries in/ })).toBeVisible();
    await expect(card.first().getByText(`Corrected by #${entryId + 1}`)).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: 'Dorothy M. Keller' }).getByText(`Corrects entry #${entryId}`),
    ).toBeVisible();
    await expectNoAxeViolations(page, { label: 'notary journal with entries at 390 px' });
  });

  await test.step('the month as CSV: quoted, masked', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^notary-journal-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).not.toContain(LICENSE);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Entry,Date,Time,Act,Document,Signer,/);
    const row = lines.find((line) => line.startsWith(`#${entryId},`));
    expect(row).toContain('"12 Palm Way, Dade City, FL 33525"');
    expect(row).toContain(MASKED);
    expect(row).toContain('Florida driver license');
    expect(row).toContain('$20.00');
  });

  await test.step('the month as PDF: its text holds the entries, masked', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(await readFile((await download.path())!));
    expect(text).toContain('Notary journal');
    expect(text).toContain('Dorothy M. Keller');
    expect(text).toContain(`Corrects entry: #${entryId}`);
    expect(text).toContain(MASKED);
    expect(text).not.toContain(LICENSE);
  });
  await phone.close();

  await test.step('at 1280 px: a table', async () => {
    const desk = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': '10.45.0.2' },
    });
    await logInWithApi(desk.request, owner);
    const wide = await desk.newPage();
    await visit(wide, '/admin/notary-journal');
    await expect(wide.getByRole('table')).toBeVisible();
    await expect(wide.getByRole('row').filter({ hasText: 'Dorothy Keller' }).getByText(MASKED)).toBeVisible();
    await expectNoAxeViolations(wide, { label: '/admin/notary-journal at 1280 px' });
    await wide.getByRole('button', { name: 'New entry' }).click();
    await expectNoAxeViolations(wide, { label: 'new notary entry form at 1280 px' });
    await desk.close();
  });

  await test.step('staff: no journal link, and the API answers 403', async () => {
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': '10.45.0.3' },
    });
    await logInWithApi(staffContext.request, staff);
    const staffPage = await staffContext.newPage();
    await visit(staffPage, '/admin');
    await expect(staffPage.getByRole('link', { name: 'Contacts' }).first()).toBeVisible();
    await expect(staffPage.getByRole('link', { name: 'Notary journal' })).toHaveCount(0);
    expect((await staffContext.request.get('/api/admin/notary-journal')).status()).toBe(403);
    expect((await staffContext.request.post(`/api/admin/notary-journal/${entryId}/id-number`)).status()).toBe(403);
    expect((await staffContext.request.get('/api/admin/notary-journal/export.csv')).status()).toBe(403);
    await staffContext.close();
  });
});
