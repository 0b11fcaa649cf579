// Our models' and fields' names and help in the reader's language: the Content Manager's message ids for the
// names (messages.ts), and the edit-view layout hook for the help (english-hints.ts).

import type { Feature } from '../../shared/feature';
import { englishHints } from './english-hints';
import { FIELD_NAME_MESSAGES, MODEL_NAME_MESSAGES } from './messages';

export const fieldNames: Feature = {
  name: 'field-names',
  messages: {
    he: { ...FIELD_NAME_MESSAGES.he, ...MODEL_NAME_MESSAGES.he },
    en: { ...FIELD_NAME_MESSAGES.en, ...MODEL_NAME_MESSAGES.en },
  },
  bootstrap(app) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', englishHints);
  },
};
