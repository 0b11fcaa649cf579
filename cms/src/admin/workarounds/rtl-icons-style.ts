// Workaround: the icons that point along the line of text are mirrored in right to left.
// Patches: one <style data-vision="rtl-icons"> that finds @strapi/icons' <svg> paths by their start.
// Checked against: Strapi 5.54.0, @strapi/icons 2.2.4.
// Delete when: @strapi/icons mirrors directional icons itself; __tests__/guards.test.ts fails when a
// path start is no longer in @strapi/icons' code.
//
// The icons that point along the line of text, mirrored in right-to-left: back arrows, chevrons
// of pagination, breadcrumbs and "next/previous", the menu's collapse arrows.
//
// @strapi/icons draws each icon as an inline <svg> with no class or name, so an icon is known by
// the start of its path (from cms/node_modules/@strapi/icons/dist/index.mjs, version 2.2.4).
// The path, not the <svg>, is mirrored: Strapi rotates some <svg>s (an open accordion's chevron)
// and a transform on the same element would replace that rotation.

export const DIRECTIONAL_ICON_PATHS: Record<string, string> = {
  ArrowLeft: 'M28.5 16a1.5 1.5 0 0 1-1.5 1.5H8.625',
  ArrowRight: 'm28.061 17.061-9 9a1.503 1.503 0 1 1',
  ArrowLineLeft: 'M14.75 8a.75.75 0 0 1-.75.75H6.813',
  ArrowLineRight: 'M11.53 7.47a.75.75 0 0 1 0 1.062l-4.5',
  ChevronLeft: 'M21.061 24.939a1.503 1.503 0 0 1-2.125',
  ChevronRight: 'm23.061 17.061-10 10a1.503 1.503 0 0 1',
  SignOut: 'M14.5 27a1.5 1.5 0 0 1-1.5 1.5H6A2.5',
};

export const DIRECTIONAL_ICONS_CSS = `
html[dir='rtl'] :is(${Object.values(DIRECTIONAL_ICON_PATHS)
  .map((start) => `svg > path[d^='${start}']`)
  .join(', ')}) {
  transform-box: fill-box;
  transform-origin: center;
  transform: scaleX(-1);
}
`;
