// An account that chose English reads the labels computed outside React in English: the panel
// reads the language from <html lang> (shared/messages.ts), which the test sets as Strapi does.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { auditActionLabel, auditActorLabel, auditDetailLines, reviewChangeLines } from '../shared/labels/audit';
import { statusLabel } from '../shared/labels/review-status';
import { countLines, subjectOf } from '../features/privacy/erasure-request';
import { bulkOutcome } from '../features/review/bulk-outcome';
import { planExport } from '../features/leads/export-filters';
import { statusSeries } from '../features/dashboard/stats-data';
import { fixedAreaLabel } from '../shared/area-labels';

const withLang = (lang: string) => {
  Object.assign(globalThis, { document: { documentElement: { lang } } });
};

/**
 * What the server stores as the actor of its scheduled work
 * (cms/src/api/audit-entry/services/audit-trail.ts: server code, which the panel does not import).
 */
const SYSTEM_ACTOR = /SYSTEM_ACTOR = '([^']+)'/.exec(
  readFileSync(path.resolve(__dirname, '../../api/audit-entry/services/audit-trail.ts'), 'utf8'),
)?.[1];

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('the panel for an English account', () => {
  beforeEach(() => withLang('en'));

  it('names audit actions and details in English', () => {
    expect(auditActionLabel('leads-export')).toBe('Proposals export');
    expect(auditDetailLines({ format: 'xlsx', rows: 1200, complete: true })).toEqual([
      { label: 'Format', value: 'Excel' },
      { label: 'Number of proposals', value: '1,200' },
      { label: 'Completed', value: 'Yes' },
    ]);
    expect(reviewChangeLines({ status: 'new' }, { status: 'inReview' }, statusLabel)).toEqual([
      { label: 'Status', value: 'Status changed from “New” to “In review”' },
    ]);
  });

  it("names the CMS's scheduled work as the actor in English, and a person as stored", () => {
    expect(auditActorLabel(SYSTEM_ACTOR)).toBe('The system (scheduled job)');
    expect(auditActorLabel('Dana Levi (dana@example.org)')).toBe('Dana Levi (dana@example.org)');
  });

  it('says the privacy, bulk review and export messages in English', () => {
    expect(subjectOf('')).toEqual({ problem: 'Type an e-mail address or a reference number.' });
    expect(countLines({ leads: 2 })).toEqual([{ label: 'Proposals', count: '2' }]);
    expect(bulkOutcome(3, []).summary).toBe('Updated 3 proposals.');
    const plan = planExport({ filters: { $and: [{ reference: { $eq: 'VN-1' } }] } });
    expect(plan.unsupported).toEqual(['Reference equals VN-1']);
  });

  it("names config's statuses and areas in English", () => {
    expect(statusSeries({ new: 1 }).map((bar) => bar.label)).toEqual([
      'New',
      'In review',
      'Shortlisted',
      'Not selected',
    ]);
    expect(fixedAreaLabel('health')).toBe('Health');
  });
});

describe('the panel for a Hebrew account', () => {
  beforeEach(() => withLang('he'));

  it("names the CMS's scheduled work as the server stores it", () => {
    expect(SYSTEM_ACTOR).toBeDefined();
    expect(auditActorLabel(SYSTEM_ACTOR)).toBe(SYSTEM_ACTOR);
  });

  it("keeps config's Hebrew names", () => {
    expect(statusSeries({}).map((bar) => bar.label)).toEqual(['חדשה', 'בבדיקה', 'ברשימה הקצרה', 'לא נבחרה']);
    expect(fixedAreaLabel('health')).toBe('בריאות');
  });
});
