// One guard per workaround (README.md): each reads Strapi's installed code and fails when what the
// workaround patches has changed or gone. A failure here is not a bug to silence: it says a Strapi
// upgrade moved something the panel leans on; look at the workaround, then delete or adapt it.

import { BANNER_KEY, GUIDED_TOUR_KEY } from '../quiet-panel';
import { LANGUAGE_STORAGE_KEY } from '../default-language';
import { CONTENT_MANAGER_ACTIONS } from '../content-manager-link';
import { FIXED_ENGLISH } from '../fixed-english';
import { DIRECTIONAL_ICON_PATHS } from '../rtl-icons-style';
import { codeOf, installedVersion } from './strapi-code';

const ADMIN = '@strapi/admin/dist/admin';
const CONTENT_MANAGER = '@strapi/content-manager/dist/admin';
const UPLOAD = '@strapi/upload/dist/admin';
const DESIGN_SYSTEM = '@strapi/design-system/dist';

/** Where Strapi 5.54 writes each of its hard-coded English words (fixed-english.ts). */
const FIXED_ENGLISH_HOMES: Record<string, string[]> = {
  Active: [ADMIN],
  Inactive: [ADMIN],
  'Active user': [ADMIN],
  Firstname: [ADMIN],
  Lastname: [ADMIN],
  Email: [ADMIN],
  Username: [ADMIN],
  'Loading content.': [ADMIN],
  'Plain text': [CONTENT_MANAGER],
  'Publication status': [CONTENT_MANAGER],
  Clear: [DESIGN_SYSTEM],
  'Choose date': [DESIGN_SYSTEM],
  'Choose time': [DESIGN_SYSTEM],
  Month: [DESIGN_SYSTEM],
  Year: [DESIGN_SYSTEM],
  On: [UPLOAD, DESIGN_SYSTEM],
  Off: [UPLOAD, DESIGN_SYSTEM],
  'Close modal': [DESIGN_SYSTEM],
  Pagination: [ADMIN],
  'Select or enter a value': [DESIGN_SYSTEM],
  'Notifications alt+T': ['sonner/dist'],
  'DD.MM.YYYY': [DESIGN_SYSTEM],
};

/** Words Strapi builds from parts: the parts it builds them from. */
const BUILT_FROM: Record<string, string[]> = {
  // sonner's region label, to which it adds its keyboard shortcut.
  'Notifications alt+T': ["containerAriaLabel = 'Notifications'"],
  // The date field's placeholder, from the parts of the locale's date.
  'DD.MM.YYYY': ['return "DD"', 'return "MM"', 'return "YYYY"'],
};

const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}`];
const inCode = (folder: string, text: string) => quoted(text).some((form) => codeOf(folder).includes(form));

describe('the workarounds still match the Strapi they were written for', () => {
  it('was checked against Strapi 5.54.0', () => {
    // A new version: run the guards below, look at each workaround, then update this line and the
    // headers of ../*.ts.
    expect(installedVersion('@strapi/admin')).toBe('5.54.0');
  });

  it('default-language: Strapi keeps the interface language under its private storage key', () => {
    expect(codeOf(`${ADMIN}/admin/src`)).toContain(`LANGUAGE_LOCAL_STORAGE_KEY = '${LANGUAGE_STORAGE_KEY}'`);
  });

  it('direction: Strapi sets <html lang> and still no direction', () => {
    expect(codeOf(ADMIN)).toContain('document.documentElement.lang');
    expect(codeOf(ADMIN)).not.toMatch(/documentElement\.dir\b|documentElement\.setAttribute\(['"]dir/);
  });

  it('fixed-english: every word it replaces is still hard-coded in Strapi', () => {
    expect(Object.keys(FIXED_ENGLISH).sort()).toEqual(Object.keys(FIXED_ENGLISH_HOMES).sort());
    const found = (english: string, home: string) =>
      BUILT_FROM[english] ? BUILT_FROM[english].every((part) => codeOf(home).includes(part)) : inCode(home, english);
    const gone = Object.entries(FIXED_ENGLISH_HOMES).filter(
      ([english, homes]) => !homes.some((home) => found(english, home)),
    );
    expect(gone).toEqual([]);
  });

  it("fixed-english: a document's status badge still names itself by the stored status", () => {
    expect(codeOf(CONTENT_MANAGER)).toMatch(/role: "status",\s*"aria-label": status/);
  });

  it("calendar-weekdays: the design system's calendar still clips day names to two letters", () => {
    expect(codeOf(DESIGN_SYSTEM)).toMatch(/role: "gridcell"[^\n]*children: e\.slice\(0, 2\)/);
  });

  it('rtl-icons-style: every mirrored icon is still drawn with the path it is found by', () => {
    const icons = codeOf('@strapi/icons/dist');
    const gone = Object.entries(DIRECTIONAL_ICON_PATHS).filter(([, start]) => !icons.includes(start));
    expect(gone).toEqual([]);
  });

  it('rtl-layout-style: the attributes and test ids its rules find elements by are still rendered', () => {
    expect(codeOf(`${CONTENT_MANAGER}/components`)).toContain('actions-drawer-overlay');
    expect(codeOf(DESIGN_SYSTEM)).toContain('"#main-content"');
    expect(codeOf(`${ADMIN}/admin/src/constants`)).toContain("'23.2rem'");
    expect(codeOf(UPLOAD)).toContain('data-asset-item-control');
    expect(codeOf('@radix-ui/react-scroll-area/dist')).toContain('--radix-scroll-area');
    // The design system still renders its Radix primitives without a DirectionProvider.
    expect(codeOf(DESIGN_SYSTEM)).not.toContain('DirectionProvider');
  });

  it('rtl-inputs-style: the design system still leaves a text field without a direction of its own', () => {
    expect(codeOf(DESIGN_SYSTEM)).not.toMatch(/unicode-bidi:\s*plaintext|dir:\s*"auto"/);
  });

  it('quiet-panel: the tour and the banner keep their private storage keys, the menu its marketplace link', () => {
    expect(codeOf(`${ADMIN}/admin/src/components/GuidedTour`)).toContain(GUIDED_TOUR_KEY);
    expect(codeOf(`${ADMIN}/admin/src/components`)).toContain(BANNER_KEY);
    expect(codeOf(`${ADMIN}/admin/src/hooks`)).toContain('https://market.strapi.io');
  });

  it("content-manager-link: the Content Manager still adds its menu link with no permissions, into the router's menu", () => {
    const register = codeOf(CONTENT_MANAGER);
    expect(register).toMatch(/addMenuLink\(\{\s*to: PLUGIN_ID,[\s\S]{0,200}?permissions: \[\]/);
    for (const action of CONTENT_MANAGER_ACTIONS) expect(codeOf(`${CONTENT_MANAGER}/constants`)).toContain(action);
    const router = codeOf(`${ADMIN}/admin/src/core/apis`);
    expect(router).toContain('this.menu.push(restLink)');
    expect(codeOf(`${ADMIN}/admin/src/components`)).toContain('menu: strapi.router.menu');
  });

  it("no-create-on-evidence-style: the list's create button is still a link to its `create` page", () => {
    expect(codeOf(`${CONTENT_MANAGER}/pages/ListView`)).toContain("pathname: 'create'");
  });

  it("version-header: Strapi's fetch client calls the global fetch, with the Content Manager's document URLs", () => {
    const client = codeOf(`${ADMIN}/admin/src/utils`);
    expect(client).toMatch(/await fetch\(createRequestUrl\(url\)/);
    // GET and PUT of one document: /content-manager/{collection,single}-types/:model[/:documentId]
    expect(codeOf(`${CONTENT_MANAGER}/services`)).toContain(
      "url: `/content-manager/${collectionType}/${model}${collectionType !== SINGLE_TYPES && documentId ? `/${documentId}` : ''}`",
    );
  });
});
