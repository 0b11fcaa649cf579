// The product contract shared by the CMS and the site. Each rule lives in one module here.

export * from './areas';
export * from './attachment';
export * from './error-keys';
export * from './input-filters';
export * from './lead-schema';
export * from './limits';
export * from './mail';
export * from './review';
export * from './texts';
export * from './settings-payload';
export * from './complete-texts';
export * from './submission-window';
