// Two people on one document: a save based on an older version is refused, and the dialog says so.

import type { Feature } from '../../shared/feature';
import { installVersionHeader } from '../../workarounds/version-header';
import { ConflictDialog } from './conflict-dialog';
import { conflict } from './conflict-state';
import { CONCURRENCY_MESSAGES } from './messages';

export const concurrency: Feature = {
  name: 'concurrency',
  messages: CONCURRENCY_MESSAGES,
  bootstrap(app) {
    installVersionHeader(() => conflict.set(true));
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', {
      name: 'vision-conflict',
      Component: ConflictDialog,
    });
  },
};
