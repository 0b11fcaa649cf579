// What a refused committee call says. The server explains its own refusals of the rubric, a score and
// an assignment (RUBRIC_LOCKED names the criterion) in Hebrew, the panel's language; an account in
// English reads the panel's sentence for the same code. Anything else: the shared sentence by status.

import { toApiError } from '../../shared/transport';
import { failureMessage } from '../../shared/downloads';
import { panelLocale, textOf } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';

const EXPLAINED = ['RUBRIC_LOCKED', 'SCORE_SUBMITTED', 'CONFLICT_OF_INTEREST'];

export const refusalText = (caught: unknown): string => {
  const error = toApiError(caught);
  const code = error.code;
  if (code && EXPLAINED.includes(code)) {
    if (panelLocale() === 'he' && error.failure?.message) return error.failure.message;
    return textOf(EVALUATION_MESSAGES, `vision.evaluation.refused.${code.toLowerCase().replace(/_/g, '-')}`);
  }
  if (error.status === 400) return textOf(EVALUATION_MESSAGES, 'vision.evaluation.refused.invalid');
  return failureMessage(error.status);
};
