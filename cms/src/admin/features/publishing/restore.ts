// POST /api/settings/versions/:id/restore through the panel's one client (shared/transport.ts), with
// the draft's updatedAt the reader last saw (X-Document-Version): a draft saved or published since
// then is never overwritten (409), and the reader is told to reload instead.

import { VERSION_HEADER } from '../../shared/api-types';
import { failureMessage } from '../../shared/downloads';
import { textOf } from '../../shared/messages';
import { versionPath } from '../../shared/queries';
import { postJson, toApiError } from '../../shared/transport';
import { PUBLISHING_MESSAGES } from './messages';

export type Restored = { locale: string; restoredFrom: number; draftUpdatedAt: string };

export type RestoreOutcome = { ok: true; restored: Restored } | { ok: false; conflict: boolean; message: string };

/** What a refused restore says, from its status and the contract's code. */
export const restoreRefusal = (status: number, code?: string): { conflict: boolean; message: string } => {
  if (status === 409 || code === 'VERSION_CONFLICT')
    return { conflict: true, message: textOf(PUBLISHING_MESSAGES, 'vision.publishing.restore.conflict') };
  return { conflict: false, message: failureMessage(status) };
};

export const restoreVersion = async (id: number, draftUpdatedAt: string | null): Promise<RestoreOutcome> => {
  try {
    const answer = await postJson<{ data: Restored }>(
      `${versionPath(id)}/restore`,
      {},
      draftUpdatedAt ? { [VERSION_HEADER]: draftUpdatedAt } : undefined,
    );
    return { ok: true, restored: answer.data };
  } catch (caught) {
    const error = toApiError(caught);
    return { ok: false, ...restoreRefusal(error.status, error.code) };
  }
};
