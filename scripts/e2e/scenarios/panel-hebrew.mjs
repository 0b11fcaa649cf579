// The panel in Hebrew for everyone who works in it: a fresh browser, then an Editor, a Leads
// manager and a super admin walk the screens they use, and no Latin-script word of the interface
// may show on any of them (data values, e-mail addresses, file names and names such as Strapi
// excepted: lib/latin-words.mjs). Screenshots of every screen at 1440 and 1024 px.

import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { sendLead, writeQuarantinedAttempt } from '../lib/cms-admin.mjs';
import { latinWordsOnPage } from '../lib/latin-words.mjs';
import { openFirstLead, walkScreens } from '../lib/screen-walk.mjs';

const LEADS = 'api::lead.lead';
const SETTINGS = 'api::setting.setting';

/**
 * The screens each identity walks: [name, path, what to do there before reading it].
 * @type {Record<string, import('../lib/screen-walk.mjs').Screen[]>}
 */
const SCREENS = {
  anonymous: [
    ['sign-in', '/admin/auth/login'],
    ['password-reset', '/admin/auth/forgot-password'],
  ],
  editor: [
    ['home', '/admin'],
    ['settings-page', `/admin/content-manager/single-types/${SETTINGS}?locale=he`],
    ['media-library', '/admin/plugins/upload'],
    ['profile', '/admin/me'],
  ],
  leadsManager: [
    ['home', '/admin'],
    ['leads-list', `/admin/content-manager/collection-types/${LEADS}`],
    ['leads-filters', `/admin/content-manager/collection-types/${LEADS}`, openFilters],
    ['lead', `/admin/content-manager/collection-types/${LEADS}`, openFirstLead],
    ['quarantine-list', '/admin/content-manager/collection-types/api::quarantined-lead.quarantined-lead'],
    ['profile', '/admin/me'],
  ],
  superAdmin: [
    ['home', '/admin'],
    ['users', '/admin/settings/users'],
    ['roles', '/admin/settings/roles'],
    ['api-tokens', '/admin/settings/api-tokens'],
    ['audit', '/admin/content-manager/collection-types/api::audit-entry.audit-entry'],
  ],
};

async function openFilters(page) {
  await page.getByRole('button', { name: 'מסננים' }).first().click();
  await page
    .getByRole('dialog')
    .or(page.locator('[role="menu"], [data-radix-popper-content-wrapper]'))
    .first()
    .waitFor();
}

const walk = async (page, stack, who, found) =>
  walkScreens(page, stack.cms.url, SCREENS[who], {
    shot: `hebrew-${who}`,
    read: async ([name], width) => {
      for (const entry of await latinWordsOnPage(page)) found.push({ screen: `${who}/${name}@${width}`, ...entry });
    },
  });

export default [
  {
    id: 'panel-hebrew',
    name: 'an Editor, a Leads manager and a super admin see no English word in the panel',
    viewport: { width: 1440, height: 900 },
    run: async ({ page, context, stack }) => {
      page.on('response', (response) => {
        if (response.status() >= 500) console.log(`      (server error ${response.status()} on ${response.url()})`);
      });
      await sendLead(stack.cms.url, { presenters: 'צוות הבדיקה בעברית' });
      await writeQuarantinedAttempt(stack.cms.url, stack.adminToken, {
        reference: 'VN-QQQQ-0003',
        presenters: 'הגשה בהסגר',
        contact: { email: 'quarantined.hebrew@example.org' },
      });
      const accounts = {
        editor: { roleCode: 'strapi-editor', email: 'hebrew.editor@example.org', firstname: 'עורכת' },
        leadsManager: { roleCode: 'leads-manager', email: 'hebrew.manager@example.org', firstname: 'מנהלת' },
        superAdmin: { roleCode: 'strapi-super-admin', email: 'hebrew.super@example.org', firstname: 'מנהל' },
      };
      const found = [];
      await walk(page, stack, 'anonymous', found);
      for (const [who, account] of Object.entries(accounts)) {
        await context.clearCookies();
        await page.evaluate(() => window.localStorage.removeItem('jwtToken'));
        await signIn(page, stack.cms.url, await createPanelUser(stack.cms.url, stack.adminToken, account));
        await walk(page, stack, who, found);
      }
      writeFileSync(path.join(ARTIFACTS, 'panel-latin-words.json'), JSON.stringify(found, null, 2));
      const listed = [
        ...new Set(found.map(({ screen, text, where }) => `${screen.replace(/@\d+$/, '')} ${where}: “${text}”`)),
      ];
      assert.equal(listed.length, 0, `English in the panel:\n${listed.slice(0, 60).join('\n')}`);
    },
  },
];
