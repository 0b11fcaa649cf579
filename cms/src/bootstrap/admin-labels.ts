// Gives every field of our content types and components its Hebrew label and help text in the
// panel, so an editor knows what each box changes on the site. The names, in Hebrew and English,
// are @vision/config's (config/src/panel-fields.ts); the panel gives an account in English the
// English ones (src/admin/features/field-names). The layouts themselves (lists, edit views, the
// Settings page) are admin-layouts.ts.

import type { Core } from '@strapi/strapi';
import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES, type PanelFieldNames } from '@vision/config';
import { layOutContentType, type Configuration } from './admin-layouts';
import { titleSingleTypesOnHome } from './admin-home';

const relabel = (configuration: Configuration, names: PanelFieldNames) => {
  for (const [name, { he }] of Object.entries(names)) {
    const metadata = configuration.metadatas?.[name];
    if (!metadata) continue;
    const { label, description } = he;
    metadata.edit = { ...metadata.edit, label, ...(description !== undefined ? { description } : {}) };
    metadata.list = { ...metadata.list, label };
  }
};

export const applyAdminLabels = async (strapi: Core.Strapi) => {
  const contentManager = strapi.plugin('content-manager');
  const components = contentManager.service('components');
  const contentTypes = contentManager.service('content-types');

  for (const [uid, names] of Object.entries(COMPONENT_FIELD_NAMES)) {
    const component = components.findComponent(uid);
    if (!component) continue;
    const configuration = (await components.findConfiguration(component)) as Configuration;
    relabel(configuration, names);
    // Contacts exist only inside leads and quarantined attempts, which nobody edits.
    if (uid === 'lead.contact') {
      for (const metadata of Object.values(configuration.metadatas))
        metadata.edit = { ...metadata.edit, editable: false };
      configuration.settings = { ...configuration.settings, mainField: 'email' };
    }
    await components.updateConfiguration(component, configuration);
  }

  for (const [uid, names] of Object.entries(CONTENT_TYPE_FIELD_NAMES)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    relabel(configuration, names);
    layOutContentType(uid, configuration);
    await contentTypes.updateConfiguration(contentType, configuration);
  }
  titleSingleTypesOnHome(strapi);
};
