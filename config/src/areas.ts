// The ten vision submission areas. Their Hebrew labels and info texts are content (texts.ts).

export const AREA_KEYS = [
  'governmentAndAdministration',
  'regionalSecurityPolicy',
  'securityIDF',
  'internalSecurityPolice',
  'equalityAndWelfare',
  'educationAndEnlightenment',
  'economy',
  'lawAndJustice',
  'gender',
  'health',
] as const;

export type AreaKey = (typeof AREA_KEYS)[number];

export const isAreaKey = (value: unknown): value is AreaKey =>
  typeof value === 'string' && (AREA_KEYS as readonly string[]).includes(value);
