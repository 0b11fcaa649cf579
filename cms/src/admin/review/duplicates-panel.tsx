// "ייתכן שכפול": the leads that share this one's file or a contact's e-mail address, found by the
// server at intake (a duplicate is never refused). Earlier and later ones are listed by their
// reference, each a link to its page. Shown only when there are any.

import { Badge, Flex, Link, Typography } from '@strapi/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { LEAD_UID } from '../leads/uids';
import type { PanelProps } from '../leads/downloads';
import { leadPagePath, type LeadLink } from './api';
import { useLeadReview } from './lead-review-store';

export const DUPLICATE_BADGE = 'ייתכן שכפול';

const Links = ({ id, heading, leads }: { id: string; heading: string; leads: LeadLink[] }) =>
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
  if (!isLead || state.phase !== 'ready') return null;
  const { duplicateOf, duplicatedBy } = state.review;
  if (duplicateOf.length === 0 && duplicatedBy.length === 0) return null;
  return {
    title: 'הצעות דומות',
    content: (
      <Flex direction="column" alignItems="stretch" gap={3} width="100%">
        <Flex>
          <Badge variant="warning">{DUPLICATE_BADGE}</Badge>
        </Flex>
        <Typography textColor="neutral700">
          להצעה הזאת קובץ זהה או כתובת דוא&quot;ל משותפת עם הצעות אחרות. כדאי לעבור עליהן לפני שמחליטים.
        </Typography>
        <Links id="lead-duplicate-of" heading="הוגשו לפניה" leads={duplicateOf} />
        <Links id="lead-duplicated-by" heading="הוגשו אחריה" leads={duplicatedBy} />
      </Flex>
    ),
  };
};
