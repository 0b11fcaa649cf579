// How long backup copies are kept (docs/deployment.md, "Backups and restore"): the newest backup of
// each of the last BACKUP_KEEP_DAILY days, and the newest of each of the last BACKUP_KEEP_WEEKLY
// weeks. The privacy notice (scripts/assets/privacy.html) says how many days that is with the
// defaults; a test holds the two together.

export const BACKUP_KEEP_DAILY_DEFAULT = 7;
export const BACKUP_KEEP_WEEKLY_DEFAULT = 4;

/** The most days a backup copy can be kept: its week's copy outlives the daily ones. */
export const backupKeptDays = (keepDaily: number, keepWeekly: number) => Math.max(keepDaily, keepWeekly * 7);
