// Strapi's document ids as route parameters: 24 lowercase letters and digits (up to 64 accepted, as
// older rows may differ). Anything else is answered 404 before it reaches a query, where a NUL
// byte or a megabyte of text would be the database's problem.

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && DOCUMENT_ID.test(value);
