// The committee's routes of the /api contract (README.md, "The /api contract"). Evaluators reach
// only the leads assigned to them (`assigned-evaluator`, `lead-evaluation`: the admin-access policy
// looks the assignment up); Leads managers and super admins assign, reopen and rank; only super
// admins change the rubric.
import { adminAccess } from '../../../lib/auth/admin-routes';

export default {
  routes: [
    { method: 'GET', path: '/evaluation/rubric', handler: 'evaluation.rubric', config: adminAccess('evaluation') },
    {
      method: 'PUT',
      path: '/evaluation/rubric',
      handler: 'evaluation.replaceRubric',
      config: adminAccess('super-admin'),
    },
    { method: 'GET', path: '/evaluation/evaluators', handler: 'evaluation.evaluators', config: adminAccess('leads') },
    {
      method: 'PUT',
      path: '/evaluation/evaluators/:id/areas',
      handler: 'evaluation.setAreas',
      config: adminAccess('leads'),
    },
    { method: 'GET', path: '/evaluation/progress', handler: 'evaluation.progress', config: adminAccess('leads') },
    { method: 'POST', path: '/evaluation/assign', handler: 'evaluation.autoAssign', config: adminAccess('leads') },
    { method: 'GET', path: '/evaluation/queue', handler: 'evaluation.queue', config: adminAccess('evaluator') },
    { method: 'GET', path: '/evaluation/ranking', handler: 'evaluation.ranking', config: adminAccess('leads') },
    { method: 'POST', path: '/leads/:id/evaluators', handler: 'evaluation.assign', config: adminAccess('leads') },
    {
      method: 'GET',
      path: '/leads/:id/proposal',
      handler: 'evaluation.proposal',
      config: adminAccess('lead-evaluation'),
    },
    { method: 'PUT', path: '/leads/:id/score', handler: 'evaluation.score', config: adminAccess('assigned-evaluator') },
    { method: 'GET', path: '/leads/:id/scores', handler: 'evaluation.scores', config: adminAccess('lead-evaluation') },
    {
      method: 'POST',
      path: '/leads/:id/scores/:evaluatorId/reopen',
      handler: 'evaluation.reopen',
      config: adminAccess('leads'),
    },
    {
      method: 'POST',
      path: '/leads/:id/conflict',
      handler: 'evaluation.conflict',
      config: adminAccess('assigned-evaluator'),
    },
  ],
};
