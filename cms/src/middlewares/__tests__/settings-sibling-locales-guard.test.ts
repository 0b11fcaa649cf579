// The guard of settings-sibling-locales.ts, a workaround of Strapi's Content Manager: it reads
// Strapi's installed code and fails when what the middleware makes up for has changed. A failure
// is not a bug to silence: look at the middleware, then delete it (Strapi now sanitizes the other
// locales' fields) or adapt it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CONTENT_MANAGER = path.dirname(require.resolve('@strapi/content-manager/package.json'));
const code = (file: string) => readFileSync(path.join(CONTENT_MANAGER, file), 'utf8');

describe("the workaround for the Content Manager's other-locale answers", () => {
  it('is checked against the Strapi it was written for', () => {
    expect(JSON.parse(code('package.json')).version).toBe('5.54.0');
  });

  it("still answers each other locale's draft whole in meta.availableLocales, unsanitized", () => {
    const metadata = code('dist/server/services/document-metadata.js');
    expect(metadata).toMatch(/async getAvailableLocales\s*\(uid, version, allVersions\)/);
    // The draft of each other locale is spread as it is, every field, with its status.
    expect(metadata).toMatch(
      /return \{\s*\.\.\.draftVersion,\s*status: this\.getStatus\(draftVersion, otherVersions\)/,
    );
    expect(metadata).toMatch(/availableLocales: availableLocalesResult/);
  });
});
