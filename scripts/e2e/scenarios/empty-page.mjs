// The page as a visitor first sees it, on a phone and on a desktop.

import assert from 'node:assert/strict';
import path from 'node:path';
import { expectNoViolations } from '../lib/axe.mjs';
import { ARTIFACTS } from '../lib/harness.mjs';
import { formReady, openForm, openLanding, stubRecaptcha, TEXTS } from '../lib/landing-page.mjs';

const emptyPage = (width, height) => ({
  id: `empty-${width}`,
  name: `the page at ${width}px shows the banner, the intro and an empty form, with no accessibility violations`,
  viewport: { width, height },
  run: async ({ page, context, stack, consoleErrors }) => {
    await openForm({ page, context, stack });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), TEXTS.topSection.title);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'he');
    await page.waitForFunction((title) => document.title === title, TEXTS.seo.title);
    await page.getByRole('group', { name: TEXTS.general.shareLabel }).waitFor();
    // Nothing wider than the screen: no sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await expectNoViolations(page, 'empty');
    await page.screenshot({ path: path.join(ARTIFACTS, `empty-${width}.png`), fullPage: true });
    assert.deepEqual(consoleErrors, []);
  },
});

/** The build prerenders the page: its banner and intro are in the HTML, before any script runs. */
const withoutScript = {
  id: 'prerendered-375',
  name: 'the banner and the intro are in the HTML itself and show with JavaScript off',
  viewport: { width: 375, height: 812 },
  javaScriptEnabled: false,
  run: async ({ page, stack }) => {
    await page.goto(stack.siteUrl);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), TEXTS.topSection.title);
    await page.getByText(TEXTS.topSection.paragraph1).waitFor();
    assert.ok(await page.getByRole('img', { name: TEXTS.topSection.titleImageAlt }).isVisible());
    assert.equal(await page.getByRole('heading', { level: 2, name: TEXTS.form.title }).count(), 1);
  },
};

/**
 * On a slow phone the settings answer can arrive while React is still hydrating the prerendered
 * page. The page must take it in without discarding any of its HTML (React logs its error 421
 * when it has to): loaded again and again with the CPU slowed 4x, the console stays clean. Before the
 * form's Suspense boundary left the prerendered HTML, 8 of 30 such loads failed.
 */
const slowPhoneLoads = {
  id: 'hydrate-slow-375',
  name: 'on a 4x slower CPU the page hydrates cleanly, load after load, and the form appears',
  viewport: { width: 375, height: 812 },
  run: async ({ page, context, stack, consoleErrors }) => {
    await stubRecaptcha(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let load = 1; load <= 12; load += 1) {
      await openLanding(page, stack.siteUrl);
      await formReady(page);
      assert.deepEqual(consoleErrors, [], `load ${load}`);
    }
  },
};

export default [emptyPage(1440, 900), emptyPage(375, 812), withoutScript, slowPhoneLoads];
