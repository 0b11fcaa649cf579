// The lead list's one-click "משויכות אליי" (assigned to me): a pressed/unpressed button in the
// list's actions that adds or removes the reviewer filter for the signed-in admin. Its presence on
// the list also reads the reviewers early, so the reviewer filter's chip can name them.

import { useEffect } from 'react';
import { Button } from '@strapi/design-system';
import { User } from '@strapi/icons';
import { deepEncodeQueryValues, useAuth, useQueryParams, withEncodedUserParams } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LEAD_UID } from '../../shared/uids';
import { isAssignedToMe, toggleAssignedToMe } from './assigned-to-me';
import { currentReviewers, prefetchReviewers } from '../../shared/queries';
import { useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

type Query = { filters?: unknown; _q?: unknown } & Record<string, unknown>;

/**
 * The list filters are computed when the list renders, and a reviewer chip read before the names
 * arrived would show an id; once they arrive the list renders again (same address, no new request).
 */
const useReviewerNamesInChips = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (currentReviewers().length) return;
    let live = true;
    prefetchReviewers(client).then(
      () => live && location.search.includes('reviewer') && navigate(location, { replace: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per visit of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};

const AssignedToMe = () => {
  const [{ query }, setQuery] = useQueryParams<Query>();
  const adminId = useAuth('AssignedToMe', (auth) => auth.user?.id);
  useReviewerNamesInChips();
  const text = useText(REVIEW_MESSAGES);
  if (adminId === undefined) return null;
  const pressed = isAssignedToMe(query.filters, adminId);
  const toggle = () => {
    const filters = toggleAssignedToMe(query.filters, adminId);
    setQuery(withEncodedUserParams(query, { filters: filters ? deepEncodeQueryValues(filters) : undefined, page: 1 }));
  };
  return (
    <Button variant={pressed ? 'default' : 'tertiary'} startIcon={<User />} aria-pressed={pressed} onClick={toggle}>
      {text('vision.review.assigned-to-me')}
    </Button>
  );
};

/** Rendered in every list's actions zone; only the Lead list gets the button. */
export const AssignedToMeAction = () => {
  const { slug } = useParams<{ slug: string }>();
  return slug === LEAD_UID ? <AssignedToMe /> : null;
};
