// GET /api/evaluation/progress: how far the committee has come, per evaluator and per area. Two
// grouped queries, whatever the number of leads: the assignments by evaluator and state (read from
// the assignments' (evaluator_id, state) index), and the leads by area joined to their assignments
// grouped by lead (one pass over each table; never a query per lead or per area).

import type { Core } from '@strapi/strapi';
import { AREA_KEYS, type AreaKey, type EvaluationProgress, type EvaluatorProgress } from '@vision/config';
import { adminName } from '../../../lib/auth/admin-name';
import { tableOf } from '../../../lib/database/lead-tables';
import { ASSIGNMENT_UID, LEAD_UID } from '../../../lib/uids';
import { getService } from '../../../lib/strapi/services';

type Counts = EvaluationProgress['totals'];
type Count = number | string | null;
type AreaRow = { area: AreaKey } & Record<keyof Counts, Count>;

const COUNT_NAMES: (keyof Counts)[] = [
  'leads',
  'assignedLeads',
  'fullyScored',
  'assignments',
  'submitted',
  'drafts',
  'disagreements',
];

const none = (): Counts => Object.fromEntries(COUNT_NAMES.map((name) => [name, 0])) as Counts;

const evaluationProgress = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /** Each evaluator's assignments: all of them, submitted ones and drafts. */
  const evaluators = async (): Promise<EvaluatorProgress[]> => {
    const users = await getService(strapi, 'admin-access').evaluators();
    const t = tableOf(strapi, ASSIGNMENT_UID);
    const [evaluator, state] = [t.column('evaluatorId'), t.column('state')];
    const rows = users.length
      ? ((await knex()(t.table)
          .select(`${evaluator} as evaluatorId`, `${state} as state`)
          .count({ n: '*' })
          .whereIn(
            evaluator,
            users.map((user) => user.id),
          )
          .groupBy(evaluator, state)) as { evaluatorId: number; state: string; n: Count }[])
      : [];
    const progress = new Map(
      users.map((user) => [user.id, { id: user.id, name: adminName(user), assigned: 0, submitted: 0, drafts: 0 }]),
    );
    for (const row of rows) {
      const entry = progress.get(Number(row.evaluatorId))!;
      const n = Number(row.n);
      entry.assigned += n;
      if (row.state === 'submitted') entry.submitted += n;
      if (row.state === 'draft') entry.drafts += n;
    }
    return [...progress.values()].sort((x, y) => x.name.localeCompare(y.name, 'he') || x.id - y.id);
  };

  /**
   * Per area: its leads, those with evaluators, those whose every score is submitted, the
   * assignments by state and the disagreement marks. Every lead's row is read once, joined to its
   * assignments' counts (grouped by lead in one pass over the assignments).
   */
  const areaRows = async () => {
    const l = tableOf(strapi, LEAD_UID);
    const a = tableOf(strapi, ASSIGNMENT_UID);
    const k = knex();
    const state = a.column('state');
    const perLead = k(a.table)
      .select(`${a.column('leadId')} as lead_id`)
      .count({ n: '*' })
      .select(
        k.raw(`SUM(CASE WHEN ?? = 'submitted' THEN 1 ELSE 0 END) as submitted`, [state]),
        k.raw(`SUM(CASE WHEN ?? = 'draft' THEN 1 ELSE 0 END) as drafts`, [state]),
      )
      .groupBy(a.column('leadId'))
      .as('p');
    const area = `l.${l.column('visionSubmissionArea')}`;
    return (await k(`${l.table} as l`)
      .leftJoin(perLead, 'p.lead_id', 'l.id')
      .select(`${area} as area`)
      .count({ leads: '*', assignedLeads: 'p.lead_id' })
      .select(
        k.raw('SUM(CASE WHEN p.submitted = p.n THEN 1 ELSE 0 END) as ??', ['fullyScored']),
        k.raw('SUM(p.n) as ??', ['assignments']),
        k.raw('SUM(p.submitted) as ??', ['submitted']),
        k.raw('SUM(p.drafts) as ??', ['drafts']),
        k.raw('SUM(CASE WHEN ?? = ? THEN 1 ELSE 0 END) as ??', [
          `l.${l.column('scoreDisagreement')}`,
          true,
          'disagreements',
        ]),
      )
      .groupBy(area)) as AreaRow[];
  };

  return {
    async progress(): Promise<EvaluationProgress> {
      const [people, rows, settings] = await Promise.all([
        evaluators(),
        areaRows(),
        getService(strapi, 'settings-snapshot').get(),
      ]);
      const labels: Record<string, string> = settings.areaLabels;
      const byArea = new Map(rows.map((row) => [row.area, row]));
      const totals = none();
      const areas = AREA_KEYS.map((key) => {
        const row = byArea.get(key);
        const counts = none();
        for (const name of COUNT_NAMES) {
          counts[name] = Number(row?.[name] ?? 0);
          totals[name] += counts[name];
        }
        return { area: { key, label: labels[key] ?? key }, ...counts };
      });
      return { evaluators: people, areas, totals };
    },
  };
};

export default evaluationProgress;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'evaluation-progress': ReturnType<typeof evaluationProgress>;
  }
}
