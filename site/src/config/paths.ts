// The site's client routes: one route; the protected path exists but no route uses it.
export const paths = {
  root: '/',
  protected: '/protected',
} as const;
