// When leads have been kept long enough (README.md, "Privacy"). Settings' `retentionDays` counts
// days of 24 hours after `closesAt`, the end of the submission window: from closesAt + N × 24 h on,
// every lead and quarantined attempt received before closesAt is deleted. Nothing else is:
//   - without closesAt there is no end to count from, and nothing is deleted;
//   - without retentionDays (empty) leads are kept;
//   - a lead received after closesAt (the window was moved later, or a quarantined attempt kept
//     its own time) belongs to the next window and waits for its closesAt.
// Moving closesAt later postpones the deletion of everything received before it; this is the rule
// the editors read beside the field (bootstrap/admin-labels.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionSettings = {
  closesAt: Date | string | null | undefined;
  retentionDays: number | null | undefined;
};

/**
 * The instant before which what was received is deleted now, or null when nothing is due: no
 * closesAt, no retentionDays, or not yet closesAt + retentionDays days.
 */
export const retentionCutoff = (now: number, { closesAt, retentionDays }: RetentionSettings): Date | null => {
  if (closesAt === null || closesAt === undefined || closesAt === '') return null;
  if (typeof retentionDays !== 'number' || !Number.isInteger(retentionDays) || retentionDays < 1) return null;
  const closes = new Date(closesAt).getTime();
  if (Number.isNaN(closes)) return null;
  return now >= closes + retentionDays * DAY_MS ? new Date(closes) : null;
};
