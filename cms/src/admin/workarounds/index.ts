// Every place where the panel reaches into Strapi's internals, installed once before the first
// render. Each file says why, the Strapi version it was checked against and when to delete it;
// README.md lists them with their guard tests (__tests__/guards.test.ts).

import { defaultToHebrew } from './default-language';
import { followLanguageDirection } from './direction';
import { translateFixedEnglish } from './fixed-english';
import { installNoCreateOnEvidenceStyle } from './no-create-on-evidence-style';
import { quietPanel } from './quiet-panel';
import { installRtlInputsStyle } from './rtl-inputs-style';
import { installRtlStyle } from './rtl-layout-style';

export const installWorkarounds = () => {
  defaultToHebrew();
  followLanguageDirection();
  translateFixedEnglish();
  quietPanel();
  installRtlStyle();
  installRtlInputsStyle();
  installNoCreateOnEvidenceStyle();
};
