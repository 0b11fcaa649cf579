// axe-core (the site's pinned dev dependency) in the page: WCAG 2.0/2.1 A and AA rules plus
// axe's best practices. Israeli standard 5568 is WCAG 2.0 AA.

import { createRequire } from 'node:module';
import { dir } from '../../lib/workspace.mjs';

const AXE_SCRIPT = createRequire(dir('site', 'package.json')).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The violations on the page as it is now, in a readable form. */
export const axeViolations = async (page) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    TAGS,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
};

export const expectNoViolations = async (page, state) => {
  const violations = await axeViolations(page);
  if (violations.length) {
    throw new Error(`axe found ${violations.length} violation(s) in the ${state} state:\n${violations.join('\n')}`);
  }
};
