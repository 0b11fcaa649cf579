import { readFileSync } from 'fs';
import path from 'path';
import { BACKUP_KEEP_DAILY_DEFAULT, BACKUP_KEEP_WEEKLY_DEFAULT, backupKeptDays } from '../backups';

describe('how long backup copies are kept', () => {
  it('is the longer of the daily copies and the weekly ones', () => {
    expect(backupKeptDays(7, 4)).toBe(28);
    expect(backupKeptDays(30, 1)).toBe(30);
    expect(backupKeptDays(3, 0)).toBe(3);
  });

  it('is what the privacy notice tells visitors, for the default keep settings', () => {
    const notice = readFileSync(path.resolve(__dirname, '../../../scripts/assets/privacy.html'), 'utf8');
    const days = backupKeptDays(BACKUP_KEEP_DAILY_DEFAULT, BACKUP_KEEP_WEEKLY_DEFAULT);
    expect(notice.replace(/\s+/g, ' ')).toContain(
      `עותקי גיבוי מוצפנים של המאגר ושל הקבצים המצורפים, לכל היותר ${days} ימים`,
    );
  });
});
