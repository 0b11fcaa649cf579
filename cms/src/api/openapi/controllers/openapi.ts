// GET /api/openapi.json: the OpenAPI 3.1 description of the /api contract (lib/openapi/generator.ts).
import type { Context } from 'koa';
import { openApiDocument } from '../../../lib/openapi/generator';

export default () => {
  const body = JSON.stringify(openApiDocument());
  return {
    document(ctx: Context) {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.type = 'application/json';
      ctx.body = body;
    },
  };
};
