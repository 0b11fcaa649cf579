// Prints scripts/assets/information.html, terms.html and privacy.html to A4 PDFs in site/public/static/
// with headless Chromium through playwright-core.
// Usage: node scripts/assets/make-documents.mjs
// Needs Chromium (default /usr/bin/chromium, or set CHROME_PATH) and a Hebrew font;
// the documents ask for "Noto Sans Hebrew" (Debian: apt-get install fonts-noto-core).
import { stat } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

const documents = [
  { source: 'information.html', target: 'information.pdf', title: 'מסמך ההנחיות להגשת הצעת חזון' },
  { source: 'terms.html', target: 'terms.pdf', title: 'תנאי ההשתתפות' },
  { source: 'privacy.html', target: 'privacy.pdf', title: 'מדיניות הפרטיות' },
];

// Chromium fills .pageNumber / .totalPages; the template has no access to the page styles.
const footerTemplate = (title) => `
  <div dir="rtl" lang="he" style="width:100%;margin:0 18mm;display:flex;justify-content:space-between;
    font-family:'Noto Sans Hebrew','Noto Sans','Segoe UI',Arial,sans-serif;font-size:8px;color:#56607a;">
    <span>מיזם החזון הלאומי · ${title}</span>
    <span>עמוד <span class="pageNumber"></span> מתוך <span class="totalPages"></span></span>
  </div>`;

const browser = await launchChromium();

try {
  const page = await browser.newPage();
  for (const { source, target, title } of documents) {
    const output = path.join(root, 'site', 'public', 'static', target);
    await page.goto(pathToFileURL(path.join(here, source)).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.pdf({
      path: output,
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(title),
      tagged: true,
    });
    const { size } = await stat(output);
    console.log(`${path.relative(root, output)}: ${(size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
