import { MODEL_NAMES, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@vision/config';

// A contact person of a lead (config/src/lead-schema.ts holds its rules). Only the e-mail is required.
export default {
  collectionName: 'components_lead_contacts',
  info: { displayName: MODEL_NAMES['lead.contact'].he, icon: 'user', description: '' },
  options: {},
  attributes: {
    fullName: { type: 'string', maxLength: TEXT_MAX_LENGTH.fullName },
    role: { type: 'string', maxLength: TEXT_MAX_LENGTH.role },
    phoneNumber: { type: 'string', maxLength: PHONE_MAX_LENGTH },
    email: { type: 'email', required: true, maxLength: TEXT_MAX_LENGTH.email },
  },
};
