// "ייתכן שכפול": the leads that share this one's file or a contact's e-mail address, found by the
// server at intake (a duplicate is never refused). Earlier and later ones are listed by their
// reference, each a link to its page. Shown only when there are any.

import { Badge, Flex, Link, Typography } from '@strapi/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { LEAD_UID } from '../../shared/uids';
import type { PanelProps } from '../../shared/downloads';
import { leadPagePath, type LeadReference } from '../../shared/api-types';
import { useLeadReview } from '../../shared/queries';
import { useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

const Links = ({ id, heading, leads }: { id: string; heading: string; leads: LeadReference[] }) =>
  leads.length === 0 ? null : (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Typography id={id} variant="sigma" textColor="neutral600">
        {heading}
      </Typography>
      <Flex
        tag="ul"
        aria-labelledby={id}
        direction="column"
        alignItems="stretch"
        gap={1}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {leads.map((lead) => (
          <li key={lead.id}>
            <Link tag={RouterLink} to={leadPagePath(lead.id)}>
              <bdi dir="ltr">{lead.reference}</bdi>
            </Link>
          </li>
        ))}
      </Flex>
    </Flex>
  );

export const DuplicatesPanel = ({ model, documentId }: PanelProps) => {
  const isLead = model === LEAD_UID && Boolean(documentId);
  // Called on every page (hooks run in the same order each time); it reads nothing elsewhere.
  const state = useLeadReview(isLead ? documentId : undefined);
  const text = useText(REVIEW_MESSAGES);
  if (!isLead || state.phase !== 'ready') return null;
  const { duplicateOf, duplicatedBy } = state.data;
  if (duplicateOf.length === 0 && duplicatedBy.length === 0) return null;
  return {
    title: text('vision.review.duplicates.title'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={3} width="100%">
        <Flex>
          <Badge variant="warning">{text('vision.review.duplicates.badge')}</Badge>
        </Flex>
        <Typography textColor="neutral700">{text('vision.review.duplicates.explanation')}</Typography>
        <Links id="lead-duplicate-of" heading={text('vision.review.duplicates.before')} leads={duplicateOf} />
        <Links id="lead-duplicated-by" heading={text('vision.review.duplicates.after')} leads={duplicatedBy} />
      </Flex>
    ),
  };
};
