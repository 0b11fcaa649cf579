// A person asks the initiative to erase their data (issue 14, "Privacy"): a Leads manager opens
// "מחיקת מידע אישי" on the lead list, types the address in another letter case, checks what would
// go, confirms, and reads the result; afterwards neither the database (through the admin API), the
// private files nor the CSV export hold anything of that address, and the other proposal stays.
// The dialog at 1440 and 1024 px, with no English word on it.

import assert from 'node:assert/strict';
import path from 'node:path';
import { countAttachments } from '../../lib/cms.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { listLeads, sendLead } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { latinWordsOnPage } from '../lib/latin-words.mjs';

const ADDRESS = 'erase.me@example.org';
const contact = (email) => ({ fullName: 'דנה אלון', role: 'מתנדבת', phoneNumber: '0527654321', email });

export default [
  {
    id: 'panel-erasure',
    name: 'a Leads manager erases a person by address from the panel: checked, confirmed, and gone from the data, the files and the export',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, stack }) => {
      const erased = [
        await sendLead(stack.cms.url, { presenters: 'דנה אלון', contacts: [contact(ADDRESS)] }),
        await sendLead(stack.cms.url, {
          presenters: 'צוות אלון',
          contacts: [contact('partner.alon@example.org'), contact('Erase.ME@example.org')],
        }),
      ];
      const kept = await sendLead(stack.cms.url, {
        presenters: 'צוות אחר',
        contacts: [contact('keep.me@example.org')],
      });
      const filesBefore = countAttachments(stack.cms.privateDir);

      const manager = await createPanelUser(stack.cms.url, stack.adminToken, {
        email: 'erasure.manager@example.org',
        roleCode: 'leads-manager',
        firstname: 'מיכל',
      });
      await signIn(page, stack.cms.url, manager);
      await page.goto(`${stack.cms.url}/admin/content-manager/collection-types/api::lead.lead`);
      await page.getByRole('button', { name: 'מחיקת מידע אישי' }).click();
      const dialog = page.getByRole('dialog', { name: 'מחיקת מידע אישי וייצוא מידע לבקשת פונה' });
      await dialog.getByLabel('כתובת דואר אלקטרוני או מספר אסמכתה').fill('ERASE.me@Example.org');
      await dialog.getByRole('button', { name: 'בדיקה' }).click();
      await dialog.getByText('זה מה שיימחק לצמיתות:').waitFor({ timeout: 20_000 });

      const latin = [];
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        latin.push(...(await latinWordsOnPage(page)).map((entry) => `${width}: ${entry.where} “${entry.text}”`));
        await page.screenshot({ path: path.join(ARTIFACTS, `erasure-preview-${width}.png`) });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      // Nothing is gone after the check alone.
      assert.equal((await listLeads(stack.cms.url, stack.adminToken)).length >= 3, true);

      await dialog.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('אי אפשר לבטל את המחיקה', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'מחיקה לצמיתות' }).click();
      await dialog.getByText('המידע נמחק לצמיתות.', { exact: false }).waitFor({ timeout: 20_000 });
      await dialog.getByText('2 הצעות').waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, 'erasure-done-1440.png') });

      const references = (await listLeads(stack.cms.url, stack.adminToken)).map((lead) => lead.reference);
      for (const reference of erased) assert.ok(!references.includes(reference), `${reference} is erased`);
      assert.ok(references.includes(kept), 'the other proposal stays');
      assert.equal(countAttachments(stack.cms.privateDir), filesBefore - 2, 'both private files are gone');

      const csv = await fetch(`${stack.cms.url}/api/leads/export`, {
        headers: { Authorization: `Bearer ${stack.adminToken}` },
      });
      assert.equal(csv.status, 200);
      const text = (await csv.text()).toLowerCase();
      assert.ok(!text.includes(ADDRESS) && !text.includes('partner.alon@example.org'), 'the export has no trace');
      for (const reference of erased) assert.ok(!text.includes(reference.toLowerCase()));
      assert.ok(text.includes(kept.toLowerCase()));

      assert.deepEqual(latin, [], 'no English on the erasure dialog');
    },
  },
];
