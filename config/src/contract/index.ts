// The /api contract (README.md, "The /api contract"): every route's input and answer, declared
// once. The CMS validates requests with these schemas (cms/src/api/*/validation/), the panel types
// its calls with the inferred types (`import type` from @vision/config), and GET /api/openapi.json
// is generated from the route declarations (cms/src/lib/openapi/generator.ts).
//
// Why zod (4) and not the yup that the lead form uses:
// - OpenAPI: `z.toJSONSchema` emits JSON Schema draft 2020-12, which is OpenAPI 3.1's own dialect,
//   with `$ref`s to named components; yup has no JSON Schema output (its `describe()` is its own
//   format), so the document would have to be written again by hand, which is what this replaces.
// - Types: `z.input` (what a caller sends) and `z.infer` (what the CMS answers, or what a parse
//   returns) are exact, with literals, enums, nullables and defaults; yup's `InferType` blurs
//   optional and nullable, and has no input/output split.
// - Server validation: strict objects report an unknown key (UNKNOWN_FIELD), every message is a
//   validation key of ../error-keys.ts, and one parse collects each field's first broken rule, so
//   the answers stay the ones the CMS has always given (./core.ts, `inputProblem`).
// - It is already installed: Strapi 5 depends on zod 4, and it has no Node imports, so the panel's
//   browser code may import these types.
// The lead form keeps its yup schema (../lead-schema.ts): the site's formik form runs it in the
// browser, and the site does not bundle zod. The create route's declaration (./leads.ts) says only
// how each of those fields travels, held to the form's field list by the compiler.

export * from './core';
export * from './inputs';
export * from './people';
export * from './operations';
export * from './settings';
export * from './settings-publishing';
export * from './settings-translations';
export * from './auth';
export * from './admin-accounts';
export * from './leads';
export * from './leads-review';
export * from './evaluation';
export * from './privacy';
export * from './quarantine';
export * from './mail-jobs';
export * from './routes';
export * from './json-schema';
