// Every /api route there is, in the order the OpenAPI document lists them
// (cms/src/lib/openapi/generator.ts). A route the CMS registers that is not here fails
// cms/src/api/openapi/__tests__/openapi-contract.test.ts.

import type { RouteDeclaration } from './core';
import { adminsCreateRoute, adminsDeleteRoute, adminsPaginateRoute, adminsUpdateRoute } from './admin-accounts';
import { sessionInRoute, sessionOutRoute, signedInAdminRoute } from './auth';
import {
  leadCreateRoute,
  leadFileRoute,
  leadsExportRoute,
  leadsPaginateRoute,
  leadsReviewersRoute,
  leadsStatsRoute,
} from './leads';
import {
  autoAssignRoute,
  conflictRoute,
  evaluatorAreasRoute,
  evaluatorsRoute,
  leadEvaluatorsRoute,
  leadScoresRoute,
  progressRoute,
  proposalRoute,
  queueRoute,
  rankingRoute,
  rubricGetRoute,
  rubricPutRoute,
  scorePutRoute,
  scoreReopenRoute,
} from './evaluation';
import {
  leadMentionableRoute,
  leadNotesGetRoute,
  leadNotesPostRoute,
  leadReviewGetRoute,
  leadReviewPatchRoute,
} from './leads-review';
import { mailJobRetryRoute } from './mail-jobs';
import { healthRoute, metricsRoute, openApiRoute, readyRoute } from './operations';
import { leadEraseRoute, subjectExportRoute } from './privacy';
import { quarantineAcceptRoute, quarantineFileRoute } from './quarantine';
import { settingsRoute } from './settings';
import {
  settingsDraftRoute,
  settingsEmailPreviewRoute,
  settingsEmailTestRoute,
  settingsPublicationRoute,
  settingsVersionRestoreRoute,
  settingsVersionRoute,
  settingsVersionsRoute,
} from './settings-publishing';
import { settingsTranslationsRoute } from './settings-translations';

export const API_ROUTES: readonly RouteDeclaration[] = [
  settingsRoute,
  settingsDraftRoute,
  settingsPublicationRoute,
  settingsTranslationsRoute,
  settingsVersionsRoute,
  settingsVersionRoute,
  settingsVersionRestoreRoute,
  settingsEmailPreviewRoute,
  settingsEmailTestRoute,
  healthRoute,
  readyRoute,
  metricsRoute,
  openApiRoute,
  leadCreateRoute,
  sessionInRoute,
  sessionOutRoute,
  signedInAdminRoute,
  adminsPaginateRoute,
  adminsCreateRoute,
  adminsUpdateRoute,
  adminsDeleteRoute,
  leadsPaginateRoute,
  leadsExportRoute,
  leadsStatsRoute,
  leadsReviewersRoute,
  leadEraseRoute,
  subjectExportRoute,
  mailJobRetryRoute,
  leadFileRoute,
  leadReviewGetRoute,
  leadReviewPatchRoute,
  leadNotesGetRoute,
  leadNotesPostRoute,
  leadMentionableRoute,
  rubricGetRoute,
  rubricPutRoute,
  evaluatorsRoute,
  evaluatorAreasRoute,
  progressRoute,
  leadEvaluatorsRoute,
  autoAssignRoute,
  queueRoute,
  proposalRoute,
  scorePutRoute,
  scoreReopenRoute,
  leadScoresRoute,
  conflictRoute,
  rankingRoute,
  quarantineFileRoute,
  quarantineAcceptRoute,
];
