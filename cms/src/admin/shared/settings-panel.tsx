// A side panel of the Settings page fed by one read of the server (the publication state, the
// translation state): nothing while it loads, nothing for a reader the route refuses (401, 403: the
// panel never appears and vanishes), the failure in words, else what the feature draws of the answer.

import type { ReactNode } from 'react';
import { Typography } from '@strapi/design-system';
import { failureMessage } from './downloads';
import type { ReadState } from './queries';

export const settingsPanelOf = <T,>(state: ReadState<T>, title: string, content: (data: T) => ReactNode) => {
  if (state.phase === 'loading') return null;
  if (state.phase === 'failed' && (state.status === 403 || state.status === 401)) return null;
  if (state.phase === 'failed')
    return {
      title,
      content: (
        <Typography role="alert" textColor="danger600">
          {failureMessage(state.status)}
        </Typography>
      ),
    };
  return { title, content: content(state.data) };
};
