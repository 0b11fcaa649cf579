// The committee's evaluation (issue 24) in the panel: the evaluator's queue and scoring view, the
// rubric editor (super admins), the ranking with its shortlisting, and for Leads managers the
// evaluators' registered areas, the lead's evaluation panel, a bulk assignment of the selected leads and the automatic assignment.
// Each menu link is shown by a permission only its readers hold, so an evaluator's menu holds only
// their queue (and the staff guide), and the others never see the queue.

import { BulletList, ChartBubble, NumberList, Pencil, User } from '@strapi/icons';
import { EVALUATE_ACTION } from '@vision/config';
import { contentManagerOf, type Feature } from '../../shared/feature';
import { describe } from '../../shared/messages';
import { LEAD_UID } from '../../shared/uids';
import { contentManagerLinkByPermission } from '../../workarounds/content-manager-link';
import { AutoAssignAction } from './auto-assign-action';
import { BulkAssignAction } from './bulk-assign-action';
import { EvaluationPanel } from './lead-panel';
import { EVALUATION_MESSAGES } from './messages';
import { EVALUATORS_ROUTE, QUEUE_ROUTE, RANKING_ROUTE, RUBRIC_ROUTE } from './paths';

const READ_LEADS = { action: 'plugin::content-manager.explorer.read', subject: LEAD_UID };
/** Held by super admins only (Strapi's role management); the server checks the role itself. */
const MANAGE_ROLES = { action: 'admin::roles.update' };

export const evaluation: Feature = {
  name: 'evaluation',
  messages: EVALUATION_MESSAGES,
  sidePanels: { evaluation: EvaluationPanel },
  register(app) {
    // An evaluator's menu: without it, the Content Manager's link would be there for them too
    // (the plugins have registered their links by now; bootstrap is not handed the router).
    contentManagerLinkByPermission(app);
    app.addMenuLink({
      to: QUEUE_ROUTE,
      icon: Pencil,
      intlLabel: describe(EVALUATION_MESSAGES, 'vision.evaluation.queue.title'),
      permissions: [{ action: EVALUATE_ACTION }],
      Component: () => import('./evaluation-routes'),
    });
    app.addMenuLink({
      to: RANKING_ROUTE,
      icon: NumberList,
      intlLabel: describe(EVALUATION_MESSAGES, 'vision.evaluation.ranking.title'),
      permissions: [READ_LEADS],
      Component: () => import('./ranking-page'),
    });
    app.addMenuLink({
      to: EVALUATORS_ROUTE,
      icon: User,
      intlLabel: describe(EVALUATION_MESSAGES, 'vision.evaluation.evaluators.title'),
      permissions: [READ_LEADS],
      Component: () => import('./evaluators-page'),
    });
    app.addMenuLink({
      to: RUBRIC_ROUTE,
      icon: BulletList,
      intlLabel: describe(EVALUATION_MESSAGES, 'vision.evaluation.rubric.title'),
      permissions: [MANAGE_ROLES],
      Component: () => import('./rubric-page'),
    });
    app.widgets.register({
      id: 'vision-evaluation-progress',
      icon: ChartBubble,
      title: describe(EVALUATION_MESSAGES, 'vision.evaluation.progress.title'),
      link: { label: describe(EVALUATION_MESSAGES, 'vision.evaluation.ranking.title'), href: `/${RANKING_ROUTE}` },
      component: async () => (await import('./progress-widget')).EvaluationProgressWidget,
      permissions: [READ_LEADS],
    });
  },
  bootstrap(app) {
    const { plugin, apis } = contentManagerOf(app);
    plugin.injectComponent('listView', 'actions', { name: 'vision-auto-assign', Component: AutoAssignAction });
    apis.addBulkAction([BulkAssignAction]);
  },
};
