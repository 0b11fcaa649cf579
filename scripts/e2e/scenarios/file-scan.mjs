// A lead's file as the malware scan leaves it (README.md, "Malware scanning"), seen by a Leads
// manager on the lead's page in Hebrew: an infected file (the EICAR test string) says "קובץ נגוע"
// with ClamAV's finding and offers no download; a password-protected PDF cannot be scanned and does
// not download either; a file sent while clamd is stopped waits for its scan, and once clamd is
// back (no restart of the CMS) it is clean and downloads, byte for byte. Screenshots at 1440 px.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EICAR, pdfCarrying, pdfWithPassword } from '../../lib/clamd.cjs';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { openLeadByReference } from '../lib/screen-walk.mjs';

const DOWNLOAD = 'הורדת הקובץ';

/** The lead's scan state as the API answers it (the search finds it by its reference). */
const scanOf = async (stack, reference) => {
  const route = `/api/leads/paginate?page=1&pageSize=1&search=${encodeURIComponent(reference)}`;
  const body = await fetchJson(`${stack.cms.url}${route}`, { token: stack.adminToken });
  return body.data?.[0]?.fileScan;
};

/** Waits until the scan of the lead's file has come to `state`. */
const scanReaches = async (stack, reference, state, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  let now = await scanOf(stack, reference);
  while (now !== state && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    now = await scanOf(stack, reference);
  }
  assert.equal(now, state, `the file of ${reference} is ${state}`);
};

const openLead = async (page, stack, reference) => {
  await openLeadByReference(page, stack.cms.url, reference);
  await page.getByText('הקובץ המצורף').waitFor({ timeout: 60_000 });
};

/** A screenshot with the file's panel in view (the side panels scroll inside the page). */
const shot = async (page, name) => {
  await page.getByText('הקובץ המצורף').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(ARTIFACTS, name) });
};

export default [
  {
    id: 'file-scan',
    name: 'a Leads manager sees an infected, an unscannable and a waiting file in Hebrew with no download, and the waiting one downloads once clamd is back',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      assert.ok(stack.clamd, 'the end-to-end run scans with a real clamd (apt-get install clamav-daemon)');
      const infected = await sendLead(stack.cms.url, {
        pdf: Buffer.from(pdfCarrying(EICAR)),
        presenters: 'צוות הקובץ הנגוע',
      });
      const locked = await sendLead(stack.cms.url, {
        pdf: Buffer.from(pdfWithPassword()),
        presenters: 'צוות הקובץ הנעול',
      });
      await scanReaches(stack, infected, 'infected');
      await scanReaches(stack, locked, 'unscannable');
      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'scan.reader@example.org',
        roleCode: 'leads-manager',
        firstname: 'סורקת',
      });
      await signIn(page, stack.cms.url, manager);

      // Infected: the reason and ClamAV's finding instead of the button.
      await openLead(page, stack, infected);
      await page.getByText('קובץ נגוע', { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByText(/Eicar/i).first().waitFor();
      assert.equal(
        await page.getByRole('button', { name: DOWNLOAD }).count(),
        0,
        'an infected file offers no download',
      );
      await shot(page, 'scan-infected-1440.png');

      // Password-protected: cannot be scanned, so it does not download either.
      await openLead(page, stack, locked);
      await page.getByText('לא ניתן לסרוק את הקובץ', { exact: true }).waitFor({ timeout: 60_000 });
      assert.equal(
        await page.getByRole('button', { name: DOWNLOAD }).count(),
        0,
        'an unscannable file offers no download',
      );
      await shot(page, 'scan-unscannable-1440.png');

      // clamd stopped: the visitor still gets 201, the file waits for its scan.
      await stack.clamd.stop();
      let waiting;
      const pdf = Buffer.from(pdfCarrying('nothing harmful here', 6000));
      try {
        waiting = await sendLead(stack.cms.url, { pdf, presenters: 'צוות הקובץ הממתין' });
        await openLead(page, stack, waiting);
        await page.getByText('הקובץ ממתין לסריקה', { exact: true }).waitFor({ timeout: 60_000 });
        assert.equal(
          await page.getByRole('button', { name: DOWNLOAD }).count(),
          0,
          'a waiting file offers no download',
        );
        await shot(page, 'scan-pending-1440.png');
        assert.equal(await scanOf(stack, waiting), 'pending');
      } finally {
        await stack.clamd.start();
      }

      // clamd back, the same CMS process: the file is scanned clean and downloads as sent.
      await scanReaches(stack, waiting, 'clean', 120_000);
      await page.reload();
      const button = page.getByRole('button', { name: DOWNLOAD });
      await button.waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
      const bytes = await readFile(await download.path());
      assert.ok(bytes.equals(pdf), 'the downloaded file is the one the visitor sent');
      await shot(page, 'scan-clean-1440.png');
    },
  },
];
