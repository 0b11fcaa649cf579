// Workaround: the places where Strapi's design system does not follow <html dir="rtl">.
// Patches: one <style data-vision="rtl-layout">, keyed on Strapi's ARIA roles, data attributes and
// test ids (each one listed in __tests__/guards.test.ts).
// Checked against: Strapi 5.54.0.
// Delete when: the design system renders under a Radix DirectionProvider and uses logical CSS
// properties; a rule goes as soon as its guard fails because what it targets changed.
//
// The panel right to left, where Strapi's design system does not follow the document's
// direction by itself. Most of the panel is flex and grid and turns over with <html dir="rtl">
// alone (menus on the right, table columns from the right); what follows are the places that do
// not. Every rule is keyed on html[dir='rtl'] (direction.ts sets it from the interface
// language), so an account in English keeps Strapi's left-to-right panel.
//
// Strapi's styled-components class names are hashed per build, so the rules find elements by
// role, ARIA and data attributes, as the panel's e2e scenarios do (scripts/e2e/scenarios/panel-rtl.mjs).

import { DIRECTIONAL_ICONS_CSS } from './rtl-icons-style';
import { installStyle } from './install-style';

/** Strapi's WIDTH_SIDE_NAVIGATION (admin constants/theme) and its light theme's neutral150. */
const SIDE_NAVIGATION_WIDTH = '23.2rem';
const NAV_BORDER = '1px solid #eaeaef';

const LAYOUT_CSS = `
/* Radix primitives write dir="ltr" on their root unless a DirectionProvider says otherwise, and
   the design system has none (and four copies of @radix-ui/react-direction): the edit view's
   tabs (the whole form), selects and comboboxes, menus, radio groups and scroll areas would stay
   left to right inside the right-to-left page. */
html[dir='rtl'] [dir='ltr']:is([data-orientation], [role='combobox'], [role='listbox'], [role='menu'],
  [role='radiogroup'], [role='tablist'], [role='toolbar'], [style*='--radix-scroll-area']) {
  direction: rtl;
}

/* "Skip to content" waits at left: -100%, which in right to left widens the page to twice the
   window (a horizontal scroll, and a blank screenshot once a select opens). */
html[dir='rtl'] a[href='#main-content'] { left: auto; right: -100%; }
html[dir='rtl'] a[href='#main-content']:focus { right: 1.2rem; }

/* The main menu and the side menus draw their border on the right: it belongs on the side that
   faces the content. The main menu is a column from the large breakpoint, the side menu from
   the medium one (design system breakpoints). */
@media (min-width: 1080px) {
  html[dir='rtl'] #strapi nav:not([aria-label]) { border-right: 0; border-left: ${NAV_BORDER}; }
}
@media (min-width: 768px) {
  html[dir='rtl'] #strapi nav[aria-label]:has([style*='--radix-scroll-area']) {
    border-right: 0;
    border-left: ${NAV_BORDER};
  }
  /* The edit view's actions bar (Save, below the large breakpoint) is fixed beside the side menu. */
  html[dir='rtl']:has(#strapi nav[aria-label] [style*='--radix-scroll-area'])
    :is(div:has(> [data-testid='actions-drawer-overlay']), [data-testid='actions-drawer-overlay']) {
    left: 0;
    right: ${SIDE_NAVIGATION_WIDTH};
  }
}

/* The Media Library's cards put their selection box in the top left corner. */
html[dir='rtl'] [data-asset-item-control]:has(> [role='checkbox']) { left: auto; right: 1.2rem; }

/* Switches: the thumb slides by translateX, from the left. */
html[dir='rtl'] button[role='switch'] > span { transform: translateX(-4px); }
html[dir='rtl'] button[role='switch'][data-state='checked'] > span { transform: translateX(-20px); }

/* Number inputs keep room for their arrows on the right and none on the left. */
html[dir='rtl'] input[inputmode='decimal'], html[dir='rtl'] input[inputmode='numeric'] { padding-left: 1.6rem; }
`;

export const installRtlStyle = () => {
  installStyle('rtl-icons', DIRECTIONAL_ICONS_CSS);
  installStyle('rtl-layout', LAYOUT_CSS);
};
