// The product contract shared by the CMS and the site. Each rule lives in one module here.

export * from './areas';
export * from './audit';
export * from './attachment';
export * from './backups';
export * from './error-keys';
export * from './evaluation';
export * from './file-scan';
export * from './input-filters';
export * from './lead-schema';
export * from './limits';
export * from './locales';
export * from './mail';
export * from './mail-preview';
export * from './publishing';
export * from './review';
export * from './texts';
export * from './translations';
export * from './translation-status';
export * from './panel-fields';
export { TEXT_GROUP_LABELS_EN } from './panel-fields-texts';
export * from './settings-payload';
export * from './complete-texts';
export * from './submission-window';
export * from './contract';
