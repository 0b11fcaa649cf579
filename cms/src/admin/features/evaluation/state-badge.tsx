// An assignment's state by its Hebrew name (config's ASSIGNMENT_STATE_LABELS; English in messages.ts),
// and the disagreement mark, as badges.

import { Badge } from '@strapi/design-system';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';

const VARIANT = { assigned: 'secondary', draft: 'warning', submitted: 'success' } as const;

export const StateBadge = ({ state }: { state: 'assigned' | 'draft' | 'submitted' }) => {
  const text = useText(EVALUATION_MESSAGES);
  return <Badge variant={VARIANT[state]}>{text(`vision.evaluation.state.${state}`)}</Badge>;
};

export const DisagreementBadge = () => {
  const text = useText(EVALUATION_MESSAGES);
  return <Badge variant="danger">{text('vision.evaluation.disagreement')}</Badge>;
};
