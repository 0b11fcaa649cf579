// The staff guide's screenshots (docs/staff-guide/guide.md): an Editor, a Leads manager and a
// super admin sign in and open each screen the guide shows, and each is photographed at 1280 px:
// narrow enough to read in the guide's column, wide enough for the panel's desktop layout (below
// about 1080 px Strapi folds the menu into a top bar and a lead's side panels into a drawer). `npm run guide:screenshots` writes them into
// docs/staff-guide/images/ (they are committed, so the guide shows the panel as it is); any other
// run writes them under artifacts/e2e/staff-guide/ and leaves the repository clean. Every screen
// is tried even when one fails, and the scenario then names all that failed.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EICAR, pdfCarrying } from '../../lib/clamd.cjs';
import { fetchJson } from '../../lib/json-fetch.mjs';
import { validContact } from '../../lib/valid-lead.cjs';
import { dir } from '../../lib/workspace.mjs';
import { createPanelUser, signIn } from '../lib/admin-panel.mjs';
import { sendLead, writeQuarantinedAttempt } from '../lib/cms-admin.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { LOADING_BAR, openLeadByReference } from '../lib/screen-walk.mjs';

/** Set by run.mjs for `--write-guide-images` (npm run guide:screenshots). */
export const WRITE_GUIDE_IMAGES = 'E2E_WRITE_GUIDE_IMAGES';

const LEADS = '/admin/content-manager/collection-types/api::lead.lead';
const SETTINGS = '/admin/content-manager/single-types/api::setting.setting?locale=he';
const QUARANTINE = '/admin/content-manager/collection-types/api::quarantined-lead.quarantined-lead';
const AUDIT = '/admin/content-manager/collection-types/api::audit-entry.audit-entry';
const VIEWPORT = { width: 1280, height: 800 };
const DUPLICATE_ADDRESS = 'michal.cohen@example.org';
// How long a screen may take to show what it is photographed for. The run's other scenarios use the
// harness's 60 s; with both CMS passes beside it, the Settings page took over 30 s to draw its
// fields in a full run here.
const SCREEN_TIMEOUT = 60_000;

const imagesFolder = () =>
  process.env[WRITE_GUIDE_IMAGES] === '1' ? dir('docs', 'staff-guide', 'images') : path.join(ARTIFACTS, 'staff-guide');

/** Waits until the screen has its data: no request in flight, no loading indicator. */
const settled = async (page) => {
  await page.waitForLoadState('networkidle', { timeout: SCREEN_TIMEOUT }).catch(() => undefined);
  await page
    .locator(LOADING_BAR)
    .or(page.getByText(/^טוען/))
    .first()
    .waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT })
    .catch(() => undefined);
  await page.waitForTimeout(300);
};

/**
 * Shows `route`. When the window shows it already, with no dialog open, only scrolls its areas back
 * to the top, as a person would, instead of loading the panel again: the Settings page is five
 * screens in a row, and each load of it took CI several seconds.
 */
/** The window shows `route` already: the same page and query, whatever the panel added to it. */
const showing = (page, target) => {
  const [now, wanted] = [new URL(page.url()), new URL(target)];
  return (
    now.pathname === wanted.pathname &&
    [...wanted.searchParams].every(([name, value]) => now.searchParams.get(name) === value)
  );
};

const open = async (page, stack, route) => {
  const target = `${stack.cms.url}${route}`;
  const dialogs = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  if (showing(page, target) && !(await dialogs.count())) {
    await page.evaluate(() => {
      for (const element of [document.scrollingElement, ...document.querySelectorAll('*')])
        if (element?.scrollTop) element.scrollTop = 0;
    });
    await page.waitForTimeout(300);
    return;
  }
  await page.goto(target);
  await settled(page);
};

/** Brings a text into view, in whichever of the page's areas scrolls, near the top. */
const bringIntoView = async (locator) => {
  await locator.first().waitFor({ timeout: SCREEN_TIMEOUT });
  await locator.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await locator.first().page().waitForTimeout(300);
};

/** A publish with a changed hero title, so that the history has a version to compare. */
const publishAChange = async (stack) => {
  const api = `${stack.cms.url}/content-manager/single-types/api::setting.setting`;
  const current = (await fetchJson(`${api}?locale=he`, { token: stack.adminToken })).data;
  const topSection = { ...current.topSection, title: 'ישראל של מחר מתחילה בחזון שלכם – היום' };
  delete topSection.id;
  await fetchJson(`${api}/actions/publish?locale=he`, {
    method: 'POST',
    token: stack.adminToken,
    body: { topSection },
    headers: { 'X-Document-Version': current.updatedAt },
  });
};

/** The Settings page's preview pane, with the site loaded in it. */
const openPreview = async (page, stack) => {
  await open(page, stack, SETTINGS);
  await page
    .getByRole('button', { name: 'פתיחת התצוגה המקדימה' })
    .or(page.getByRole('link', { name: 'פתיחת התצוגה המקדימה' }))
    .first()
    .click();
  await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  await settled(page);
};

const scanOf = async (stack, reference) => {
  const route = `/api/leads/paginate?page=1&pageSize=1&search=${encodeURIComponent(reference)}`;
  const body = await fetchJson(`${stack.cms.url}${route}`, { token: stack.adminToken });
  return body.data?.[0]?.fileScan;
};

const scanDone = async (stack, reference) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && ['pending', undefined].includes(await scanOf(stack, reference)))
    await new Promise((resolve) => setTimeout(resolve, 500));
};

/** Leads to show: a few areas, two sharing an address (a possible duplicate), an infected file, a quarantined attempt. */
const seedLeads = async (stack) => {
  const contact = (email) => ({ ...validContact(), email });
  // A file and an address of its own for each lead but one: the same file or address twice marks
  // a lead a possible duplicate, which only the `duplicate` one should be.
  const pdf = (name) => Buffer.from(pdfCarrying(`staff guide ${name}`));
  const references = {
    first: await sendLead(stack.cms.url, {
      pdf: pdf('first'),
      presenters: 'מיכל כהן ויואב לוי',
      area: 'educationAndEnlightenment',
      contacts: [contact(DUPLICATE_ADDRESS)],
    }),
    health: await sendLead(stack.cms.url, {
      pdf: pdf('health'),
      presenters: 'צוות הבריאות בגליל',
      area: 'health',
      contacts: [contact('galil.health@example.org')],
    }),
    economy: await sendLead(stack.cms.url, {
      pdf: pdf('economy'),
      presenters: 'עמותת צמיחה',
      area: 'economy',
      contacts: [contact('tsmicha@example.org')],
    }),
    infected: await sendLead(stack.cms.url, {
      presenters: 'צוות הקובץ הנגוע',
      pdf: Buffer.from(pdfCarrying(EICAR)),
      contacts: [contact('infected.file@example.org')],
    }),
    duplicate: await sendLead(stack.cms.url, {
      pdf: pdf('duplicate'),
      presenters: 'מיכל כהן',
      area: 'educationAndEnlightenment',
      contacts: [contact(DUPLICATE_ADDRESS.toUpperCase())],
    }),
  };
  await writeQuarantinedAttempt(stack.cms.url, stack.adminToken, {
    reference: 'VN-QQQQ-0002',
    presenters: 'הגשה בבדיקה',
    contact: { email: 'quarantined.guide@example.org' },
  });
  for (const reference of Object.values(references)) await scanDone(stack, reference);
  return references;
};

/**
 * The screens, per identity: [image name, what to do to show it]. Each ends on the screen as the
 * guide describes it; the image is the window as it is then (1280 × 800).
 * @type {Record<string, [string, (page: import('playwright-core').Page, stack: any, refs: Record<string, string>) => Promise<void>][]>}
 */
const SCREENS = {
  anonymous: [['sign-in', (page, stack) => open(page, stack, '/admin/auth/login')]],
  editor: [
    ['editor-home', (page, stack) => open(page, stack, '/admin')],
    ['settings-top', (page, stack) => open(page, stack, SETTINGS)],
    [
      'settings-texts',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.getByText(/^פתיח העמוד\*?$/));
      },
    ],
    [
      'settings-images',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.getByText(/^תמונת הכותרת\*?$/));
      },
    ],
    [
      'settings-documents',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.getByText(/^מסמך תנאי ההשתתפות\*?$/));
      },
    ],
    [
      'settings-emails',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.getByText(/^הודעות דואר אלקטרוני\*?$/));
      },
    ],
    [
      'close-confirm',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await page
          .getByRole('switch', { name: 'סגירת ההגשה' })
          .or(page.getByRole('checkbox', { name: 'סגירת ההגשה' }))
          .first()
          .click();
        await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
        await page.waitForTimeout(300);
      },
    ],
    ['media-library', (page, stack) => open(page, stack, '/admin/plugins/upload')],
    ['preview', (page, stack) => openPreview(page, stack)],
    [
      'preview-phone',
      async (page, stack) => {
        await openPreview(page, stack);
        await page.getByRole('combobox', { name: 'בחירת סוג מכשיר' }).click();
        await page.getByRole('option', { name: 'נייד' }).click();
        await settled(page);
      },
    ],
    [
      'publication',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.locator('[data-publication]'));
      },
    ],
    [
      'history',
      async (page, stack) => {
        await publishAChange(stack);
        await open(page, stack, '/admin/settings-history');
        await page.locator('tbody tr').first().waitFor({ timeout: SCREEN_TIMEOUT });
      },
    ],
    [
      'history-compare',
      async (page, stack) => {
        await open(page, stack, '/admin/settings-history');
        await page.locator('tbody tr').first().getByRole('button', { name: 'השוואה' }).click();
        const comparison = page.locator('section[aria-labelledby="version-comparison-title"]');
        await comparison.locator('[data-change]').first().waitFor({ timeout: SCREEN_TIMEOUT });
        await bringIntoView(comparison);
      },
    ],
    [
      'mail-preview',
      async (page, stack) => {
        await open(page, stack, SETTINGS);
        await bringIntoView(page.getByText('תצוגת הדוא״ל', { exact: true }));
        // The frame and its subject are the preview drawn; the page's own settling waited out its
        // whole minute here, with nothing loading (the frame's document is not the page's).
        await page.locator('iframe[title]').first().waitFor({ timeout: SCREEN_TIMEOUT });
        await page.locator('[data-mail-subject]').waitFor({ timeout: SCREEN_TIMEOUT });
        await page.waitForTimeout(300);
      },
    ],
  ],
  leadsManager: [
    ['dashboard', (page, stack) => open(page, stack, '/admin')],
    ['leads-list', (page, stack) => open(page, stack, `${LEADS}?page=1&pageSize=10&sort=createdAt:DESC`)],
    [
      'leads-filters',
      async (page, stack) => {
        await open(page, stack, `${LEADS}?page=1&pageSize=10&sort=createdAt:DESC`);
        await page.getByRole('button', { name: 'מסננים' }).first().click();
        await page.getByRole('dialog').or(page.locator('[data-radix-popper-content-wrapper]')).first().waitFor();
      },
    ],
    [
      'lead-review',
      async (page, stack, refs) => {
        await openLeadByReference(page, stack.cms.url, refs.duplicate);
        await page.getByRole('combobox', { name: 'סטטוס' }).waitFor({ timeout: SCREEN_TIMEOUT });
        await settled(page);
      },
    ],
    [
      'lead-duplicates',
      async (page, stack, refs) => {
        await openLeadByReference(page, stack.cms.url, refs.duplicate);
        await bringIntoView(page.getByText('ייתכן שכפול', { exact: true }));
      },
    ],
    [
      'lead-notes',
      async (page, stack, refs) => {
        await openLeadByReference(page, stack.cms.url, refs.first);
        const note = page.getByRole('combobox', { name: 'הערה חדשה' });
        await note.waitFor({ timeout: SCREEN_TIMEOUT });
        await note.fill('שוחחתי עם המגישים, הם ישלחו תקציר מעודכן עד סוף השבוע.');
        await page.getByRole('button', { name: 'הוספת הערה' }).click();
        await page
          .getByRole('list', { name: 'הערות' })
          .getByText(/שוחחתי עם המגישים/)
          .waitFor({ timeout: SCREEN_TIMEOUT });
        await bringIntoView(page.getByRole('list', { name: 'הערות' }));
      },
    ],
    [
      'lead-file',
      async (page, stack, refs) => {
        await openLeadByReference(page, stack.cms.url, refs.health);
        await bringIntoView(page.getByText('הקובץ המצורף'));
      },
    ],
    [
      'lead-file-infected',
      async (page, stack, refs) => {
        await openLeadByReference(page, stack.cms.url, refs.infected);
        await page.getByText('קובץ נגוע', { exact: true }).waitFor({ timeout: SCREEN_TIMEOUT });
        await bringIntoView(page.getByText('הקובץ המצורף'));
      },
    ],
    [
      'bulk-review',
      async (page, stack, refs) => {
        await open(page, stack, `${LEADS}?page=1&pageSize=10&sort=createdAt:DESC`);
        for (const reference of [refs.health, refs.economy])
          await page.getByRole('row').filter({ hasText: reference }).getByRole('checkbox').check();
        await page.getByRole('button', { name: 'עדכון סטטוס ובודק/ת' }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
      },
    ],
    [
      'export',
      async (page, stack) => {
        await open(page, stack, `${LEADS}?page=1&pageSize=10&sort=createdAt:DESC`);
        await page.getByRole('button', { name: 'ייצוא' }).first().click();
        await page.getByRole('dialog').getByText('ייצוא הצעות').waitFor();
      },
    ],
    [
      'erase',
      async (page, stack) => {
        await open(page, stack, LEADS);
        await page.getByRole('button', { name: 'מחיקת מידע אישי' }).click();
        const dialog = page.getByRole('dialog', { name: 'מחיקת מידע אישי וייצוא מידע לבקשת פונה' });
        await dialog.getByRole('textbox').first().fill(DUPLICATE_ADDRESS);
        await dialog.getByRole('button', { name: 'בדיקה' }).click();
        await dialog.getByText('זה מה שיימחק לצמיתות:').waitFor({ timeout: 20_000 });
      },
    ],
    ['quarantine-list', (page, stack) => open(page, stack, QUARANTINE)],
    [
      'quarantine-attempt',
      async (page, stack) => {
        await open(page, stack, QUARANTINE);
        await page.getByRole('row').filter({ hasText: 'VN-QQQQ-0002' }).getByText('VN-QQQQ-0002').click();
        await page.getByRole('button', { name: 'קבלה להצעות' }).waitFor({ timeout: SCREEN_TIMEOUT });
        await settled(page);
      },
    ],
  ],
  superAdmin: [
    ['audit-list', (page, stack) => open(page, stack, `${AUDIT}?page=1&pageSize=10&sort=createdAt:DESC`)],
    [
      'audit-entry',
      async (page, stack) => {
        await open(page, stack, `${AUDIT}?page=1&pageSize=10&sort=createdAt:DESC`);
        await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
        await page.waitForURL(/api::audit-entry\.audit-entry\/[a-z0-9]+/, { timeout: SCREEN_TIMEOUT });
        await settled(page);
      },
    ],
    ['users', (page, stack) => open(page, stack, '/admin/settings/users')],
    ['roles', (page, stack) => open(page, stack, '/admin/settings/roles')],
  ],
};

/** Sections of the guide photographed on its page: a table, steps with a screenshot, a long table. */
const GUIDE_SECTIONS = ['התפקידים ומה כל אחד רשאי לעשות', 'טקסטים', 'סקירה של הצעה', 'הקובץ המצורף וסריקת הנוזקות'];

/** The guide's own page, at both widths it promises (for reading it, never written into docs/). */
const photographGuidePage = async (page, stack) => {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, stack, '/admin/staff-guide');
    await page.getByRole('heading', { level: 1, name: 'מדריך לצוות' }).waitFor({ timeout: SCREEN_TIMEOUT });
    await page.screenshot({ path: path.join(ARTIFACTS, `staff-guide-page-${width}.png`) });
    // The panel scrolls inside its main area, so a full-page shot would show only the top: each
    // section is reached through the table of contents, as a reader does.
    for (const [index, section] of GUIDE_SECTIONS.entries()) {
      await page
        .getByRole('navigation', { name: 'תוכן העניינים' })
        .getByRole('link', { name: section, exact: true })
        .click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(ARTIFACTS, `staff-guide-page-${width}-${index + 1}.png`) });
    }
  }
  await page.setViewportSize(VIEWPORT);
};

export default [
  {
    id: 'staff-guide',
    name: "the staff guide's screenshots: each screen it shows, for each role",
    viewport: VIEWPORT,
    run: async ({ page, context, stack }) => {
      const folder = imagesFolder();
      mkdirSync(folder, { recursive: true });
      const refs = await seedLeads(stack);
      const accounts = {
        editor: { roleCode: 'strapi-editor', email: 'guide.editor@example.org', firstname: 'נועה' },
        leadsManager: { roleCode: 'leads-manager', email: 'guide.manager@example.org', firstname: 'אורי' },
        superAdmin: { roleCode: 'strapi-super-admin', email: 'guide.super@example.org', firstname: 'דנה' },
      };
      const failed = [];
      for (const [who, screens] of Object.entries(SCREENS)) {
        await context.clearCookies();
        await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
        if (accounts[who])
          await signIn(page, stack.cms.url, await createPanelUser(stack.cms.url, stack.adminToken, accounts[who]));
        if (who === 'editor') await photographGuidePage(page, stack);
        for (const [name, show] of screens) {
          try {
            await page.setViewportSize(VIEWPORT);
            await show(page, stack, refs);
            await page.screenshot({ path: path.join(folder, `${name}.png`) });
          } catch (error) {
            failed.push(`${who}/${name}: ${String(error?.message ?? error).split('\n')[0]}`);
            await page.keyboard.press('Escape').catch(() => undefined);
          }
        }
      }
      assert.deepEqual(failed, [], `screens not photographed:\n${failed.join('\n')}`);
    },
  },
];
