// A walk through the panel's screens at each width, for the scenarios that read every screen
// (panel-hebrew, panel-english): open the screen, wait for its data, do what it needs first (open
// the filters, a lead), then at each width let the scenario read it and keep a screenshot of it.

import path from 'node:path';
import { ARTIFACTS } from './harness.mjs';

/** @typedef {import('playwright-core').Page} Page */
/**
 * A screen: its name, its path in the CMS, what to do there before reading it; a scenario may add
 * its own entries after these.
 * @typedef {[name: string, route: string, action?: ((page: Page) => Promise<void>) | null, ...rest: unknown[]]} Screen
 */

/** The widths every screen is read and photographed at. */
export const SCREEN_WIDTHS = [1440, 1024];

/**
 * A loading indicator: a progress bar that says no value. A bar with a value is a figure the
 * screen shows (the committee's progress on the dashboard); waiting for it to go waited out the
 * whole minute on every such screen.
 */
export const LOADING_BAR = '[role="progressbar"]:not([aria-valuenow])';

/**
 * Waits until the screen has loaded its data (no request in flight, no loading indicator), then
 * `pause` milliseconds more.
 * @param {Page} page
 */
const settled = async (page, pause = 0) => {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page
    .locator(LOADING_BAR)
    .or(page.getByText(/^Loading content\.?$|^טוען/))
    .first()
    .waitFor({ state: 'detached', timeout: 60_000 })
    .catch(() => undefined);
  if (pause) await page.waitForTimeout(pause);
};

/**
 * The leads list's first lead, opened as a person clicks its row.
 * @param {Page} page
 */
export const openFirstLead = async (page) => {
  await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
  await page.waitForURL(/api::lead\.lead\/[a-z0-9]+/, { timeout: 60_000 });
};

/**
 * A lead's page, opened as a person does: its row in the leads list, newest first, clicked by its
 * reference. Answers the lead's documentId.
 * @param {Page} page
 * @param {string} cmsUrl
 * @param {string} reference
 */
export const openLeadByReference = async (page, cmsUrl, reference) => {
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::lead.lead?page=1&pageSize=50&sort=createdAt:DESC`,
  );
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.waitFor({ timeout: 60_000 });
  await row.getByText(reference).click();
  await page.waitForURL(/api::lead\.lead\/[a-z0-9]+/, { timeout: 60_000 });
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
};

/** How long a resized screen is given to lay itself out again (Strapi's layout listens for the width). */
const RELAYOUT_MS = 300;

/**
 * Opens each screen once, settled, at the first width, and at each width calls `read` there; then
 * a full-page screenshot, `<shot>-<name>-<width>.png` in the artifacts. The screen is resized, not
 * loaded again, for the next width, as a person narrows the window: loading the panel is most of a
 * screen's time in a run. `pause`: milliseconds to wait after settling.
 * @template {Screen} S
 * @param {Page} page
 * @param {string} cmsUrl
 * @param {readonly S[]} screens
 * @param {{ shot: string, pause?: number, read: (screen: S, width: number) => Promise<void> }} options
 */
export const walkScreens = async (page, cmsUrl, screens, { shot, pause = 0, read }) => {
  for (const screen of screens) {
    const [name, route, action] = screen;
    await page.setViewportSize({ width: SCREEN_WIDTHS[0], height: 900 });
    await page.goto(`${cmsUrl}${route}`);
    await settled(page, pause);
    if (action) {
      await action(page);
      await settled(page, pause);
    }
    for (const [index, width] of SCREEN_WIDTHS.entries()) {
      if (index > 0) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page, Math.max(pause, RELAYOUT_MS));
      }
      await read(screen, width);
      await page.screenshot({ path: path.join(ARTIFACTS, `${shot}-${name}-${width}.png`), fullPage: true });
    }
  }
};
