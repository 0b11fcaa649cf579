// Which methods the routes of a path take, from the router's own layers: decides between 404 (no
// such path) and 405 (known path, other method) for the /api contract's error answers.

/** What the middleware needs of a koa-router layer. */
export type RouteLayer = { path: string; methods: string[]; match(path: string): boolean };

/** A lookup of the methods every layer matching a path takes (none: the path is unknown). */
export const routeMethodsOf = (layers: RouteLayer[]) => {
  // Layers without methods are prefixes of routers, not routes.
  const routes = layers.filter((layer) => layer.methods.length > 0);
  return (path: string): Set<string> => {
    const methods = new Set<string>();
    for (const layer of routes) {
      if (layer.match(path)) for (const method of layer.methods) methods.add(method);
    }
    return methods;
  };
};
