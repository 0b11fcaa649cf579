// Element ids of the form's fields, from their formik paths, so labels, error texts and the
// "focus the first invalid field" step all find the same element.

import { AREA_KEYS, type AreaKey } from '@vision/config';

/** 'contacts[0].email' → 'lead-contacts-0-email'. */
export const fieldId = (path: string): string => `lead-${path.replace(/[[\].]+/g, '-').replace(/-+$/, '')}`;

export const errorId = (path: string): string => `${fieldId(path)}-error`;

export const areaOptionId = (key: AreaKey): string => `${fieldId('visionSubmissionArea')}-${key}`;

/** The radio that takes focus for the area group: the first one (none is chosen when it errs). */
export const AREA_FOCUS_ID = areaOptionId(AREA_KEYS[0]);
