export * from './locale';
export * from './sessions';
export * from './businessTypes';
export * from './dates';
export * from './errors';
export * from './registrationSchema';
export * from './registrant';
export * from './siteSettings';
