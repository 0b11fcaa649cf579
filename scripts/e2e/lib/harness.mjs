// A small runner for browser scenarios: each gets a fresh browser context (its own cookies and
// storage), failures are reported with a screenshot, and the run ends with 'N passed, N failed'.

import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bold, green, red } from '../../lib/print.mjs';
import { dir } from '../../lib/workspace.mjs';

export const ARTIFACTS = dir('artifacts', 'e2e');

/** Runs the scenarios in order against `stack`; answers { passed, failed }. */
export const runScenarios = async (scenarios, { browser, stack }) => {
  // Screenshots of this run only: a failure shot of an earlier run would mislead.
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  let passed = 0;
  let failed = 0;
  for (const scenario of scenarios) {
    const started = Date.now();
    const context = await browser.newContext({
      viewport: scenario.viewport ?? { width: 1440, height: 900 },
      locale: 'he-IL',
      reducedMotion: 'no-preference',
      javaScriptEnabled: scenario.javaScriptEnabled ?? true,
    });
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    try {
      await scenario.run({ page, context, stack, consoleErrors });
      passed += 1;
      console.log(`  ${green('✓')} ${scenario.name} ${dim(Date.now() - started)}`);
    } catch (error) {
      failed += 1;
      const shot = path.join(ARTIFACTS, `failure-${scenario.id}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.log(`  ${red('✗')} ${bold(scenario.name)}`);
      console.log(indent(error?.stack ?? String(error)));
      if (consoleErrors.length) console.log(indent(`browser console:\n${consoleErrors.join('\n')}`));
      console.log(indent(`screenshot: ${path.relative(dir(), shot)}`));
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return { passed, failed };
};

const dim = (ms) => `(${(ms / 1000).toFixed(1)} s)`;
const indent = (text) =>
  String(text)
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
