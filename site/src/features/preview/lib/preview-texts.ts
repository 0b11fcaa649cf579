// The preview's own texts. They are for the staff who open a preview from the panel, not for
// visitors, so they are fixed here rather than edited in the CMS (whose draft is what is shown).

export { PREVIEW_BANNER_TEXT } from '@vision/config';

export const PREVIEW_TEXTS = {
  /** The banner's landmark name. */
  region: 'תצוגה מקדימה',
  loading: 'טוען את הטיוטה…',
  refused: 'קישור התצוגה המקדימה פג תוקף או שגוי: פתחו את התצוגה המקדימה מהפאנל שוב',
  unreachable: 'לא הצלחנו להגיע לשרת כדי לטעון את הטיוטה. בדקו את החיבור לרשת ונסו שוב.',
  failed: 'לא ניתן לטעון את הטיוטה כרגע. נסו שוב בעוד רגע.',
  retry: 'ניסיון חוזר',
} as const;
