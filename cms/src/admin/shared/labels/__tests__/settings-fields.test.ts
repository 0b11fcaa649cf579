import { TEXT_GROUP_LABELS } from '@vision/config';
import { settingsFieldLabel, settingsGroupLabel } from '../settings-fields';

const HEBREW = /[\u0590-\u05FF]/;

describe('the names of the site content fields', () => {
  it("names every text group in Hebrew by the Settings page's own name", () => {
    for (const [group, label] of Object.entries(TEXT_GROUP_LABELS)) expect(settingsGroupLabel(group, 'he')).toBe(label);
    expect(settingsGroupLabel('areas', 'he')).toBe('תחומי החזון');
    expect(settingsGroupLabel('media', 'he')).toBe('תמונות ומסמכים');
  });

  it('names a field by its group and its own label, an area by its name, an image by its own', () => {
    expect(settingsFieldLabel('general.privacyLink', 'he')).toBe(
      'טקסטים כלליים – טקסט הקישור למדיניות הפרטיות בתחתית העמוד',
    );
    expect(settingsFieldLabel('areas.health.label', 'he')).toMatch(/^תחומי החזון – .+: שם התחום$/);
    expect(settingsFieldLabel('media.titleImage', 'he')).toBe('תמונת הכותרת');
    expect(settingsFieldLabel('isClosed', 'he')).toBe('מצב ההגשה');
  });

  it('names the same fields in English for an English account', () => {
    expect(settingsGroupLabel('topSection', 'en')).toBe('Page intro');
    expect(settingsFieldLabel('general.privacyLink', 'en')).toMatch(/^General texts – /);
    expect(settingsFieldLabel('areas.health.label', 'en')).toBe('Vision areas – Health: Area name');
    expect(settingsFieldLabel('media.titleImage', 'en')).toBe('Title image');
    expect(settingsFieldLabel('general.privacyLink', 'en')).not.toMatch(HEBREW);
  });

  it('falls back to the group name for a field it does not know, never a raw key', () => {
    expect(settingsFieldLabel('emails.noSuchText', 'he')).toBe('הודעות דואר אלקטרוני');
  });
});
