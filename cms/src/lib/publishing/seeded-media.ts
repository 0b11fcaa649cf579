// The Media Library copies that seeding makes of the site's own /static/ files, named once: the
// seeder creates them under this name and the settings answer recognises them by it.

import { STATIC_MEDIA, type MediaField } from '@vision/config';

export const seededName = (field: MediaField) => `default-${STATIC_MEDIA[field].file}`;

/**
 * True for the Media Library copy that seeding made of the site's own /static/ file: the site
 * already ships (and preloads) those bytes, so the settings answer leaves such a file out.
 */
export const isSeededDefault = (field: MediaField, file: { name?: string | null }) => file.name === seededName(field);
