// Workaround: text in a text input or a textarea takes the direction of its own first letter, so
// Hebrew content reads right to left and an e-mail address left to right, in either interface.
// Patches: one <style data-vision="rtl-inputs"> on every plain text input and textarea, which the
// design system renders without `dir="auto"`.
// Checked against: Strapi 5.54.0, @strapi/design-system 2.x.
// Delete when: the design system gives its inputs `dir="auto"` or `unicode-bidi: plaintext`;
// __tests__/guards.test.ts fails when it does.

import { installStyle } from './install-style';

export const RTL_INPUTS_CSS = `
  input[type='text'], input[type='email'], input[type='search'], input:not([type]), textarea {
    unicode-bidi: plaintext;
    text-align: start;
  }
`;

export const installRtlInputsStyle = () => installStyle('rtl-inputs', RTL_INPUTS_CSS);
