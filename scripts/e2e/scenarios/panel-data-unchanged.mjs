// What the panel shows from a lead is the lead as stored. The panel replaces a few of Strapi's
// hard-coded English words with Hebrew (cms/src/admin/workarounds/fixed-english.ts); a lead whose
// presenters read exactly "On" and whose contact is named "Clear", in the role "Email", must still
// read so on its page and in the list, in a Hebrew panel.
//
// The site's form accepts Hebrew only in those fields, so the lead is sent in Hebrew and its
// stored values are then set to the English words in the database, as an import or an older row
// would hold them.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { CMS_DIR } from '../../lib/cms.mjs';

const LEADS_LIST = '/admin/content-manager/collection-types/api::lead.lead';
const SENT = { presenters: 'צוות שיוחלף', fullName: 'שם שיוחלף', role: 'תפקיד שיוחלף' };
const STORED = { presenters: 'On', fullName: 'Clear', role: 'Email' };

/** Sets the lead's stored texts to the English words, in the e2e stack's SQLite file. */
const storeEnglishWords = (stack, reference) => {
  const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
  const db = new Database(path.join(stack.tempDir, 'bench.db'));
  try {
    const lead = db.prepare('update leads set vision_presenters = ? where reference = ?');
    assert.ok(lead.run(STORED.presenters, reference).changes >= 1, 'the lead row was found');
    const contact = db.prepare('update components_lead_contacts set full_name = ?, role = ? where full_name = ?');
    assert.ok(contact.run(STORED.fullName, STORED.role, SENT.fullName).changes >= 1, 'the contact row was found');
    // The export's copies of the contacts, kept beside them.
    for (const copy of ['contacts_snapshot', 'contacts_cells'])
      db.prepare(`update leads set ${copy} = replace(replace(${copy}, ?, ?), ?, ?) where reference = ?`).run(
        SENT.fullName,
        STORED.fullName,
        SENT.role,
        STORED.role,
        reference,
      );
  } finally {
    db.close();
  }
};

/** Lets the panel's observers run over what just rendered. */
const settle = async (page) => {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
};

export default [
  {
    id: 'panel-data-unchanged',
    name: 'a lead reading "On", "Clear" and "Email" is shown as it is stored, in the list and on its page',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const reference = await sendLead(stack.cms.url, {
        presenters: SENT.presenters,
        contacts: [
          { fullName: SENT.fullName, role: SENT.role, phoneNumber: '0521234567', email: 'on.clear@example.org' },
        ],
      });
      storeEnglishWords(stack, reference);
      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'unchanged.manager@example.org',
        roleCode: 'leads-manager',
        firstname: 'מנהלת',
      });

      await signIn(page, stack.cms.url, manager);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'he', 'the panel is in Hebrew');
      await page.goto(`${stack.cms.url}${LEADS_LIST}`);
      const row = page.getByRole('row').filter({ hasText: reference });
      await row.waitFor({ timeout: 60_000 });
      await settle(page);
      await row.getByText(STORED.presenters, { exact: true }).waitFor();
      assert.equal(await row.getByText('פעיל', { exact: true }).count(), 0, '"On" is not turned into Hebrew');
      await page.screenshot({ path: path.join(ARTIFACTS, 'panel-data-unchanged-list.png'), fullPage: true });

      await row.getByText(reference).click();
      await page.waitForURL(/api::lead\.lead\/[a-z0-9]+/, { timeout: 60_000 });
      await page.getByText('on.clear@example.org').first().waitFor({ timeout: 60_000 });
      await settle(page);
      const main = page.locator('main');
      for (const word of Object.values(STORED)) {
        assert.ok((await main.getByText(word, { exact: true }).count()) >= 1, `"${word}" is shown on the lead's page`);
      }
      for (const hebrew of ['פעיל', 'ניקוי', 'דוא״ל']) {
        assert.equal(
          await main.getByText(hebrew, { exact: true }).count(),
          0,
          `no "${hebrew}" replaces the lead's data`,
        );
      }
      await page.screenshot({ path: path.join(ARTIFACTS, 'panel-data-unchanged-lead.png'), fullPage: true });
    },
  },
];
