// The review of leads: status and reviewer, notes, possible duplicates, "assigned to me", and a
// bulk change of status and reviewer.

import { contentManagerOf, type Feature } from '../../shared/feature';
import { AssignedToMeAction } from './assigned-to-me-button';
import { BulkReviewAction } from './bulk-review-action';
import { DuplicatesPanel } from './duplicates-panel';
import { NotesPanel } from './notes-panel';
import { ReviewPanel } from './review-panel';
import { REVIEW_MESSAGES } from './messages';

export const review: Feature = {
  name: 'review',
  messages: REVIEW_MESSAGES,
  sidePanels: { duplicates: DuplicatesPanel, review: ReviewPanel, notes: NotesPanel },
  bootstrap(app) {
    const { plugin, apis } = contentManagerOf(app);
    plugin.injectComponent('listView', 'actions', { name: 'vision-assigned-to-me', Component: AssignedToMeAction });
    apis.addBulkAction([BulkReviewAction]);
  },
};
