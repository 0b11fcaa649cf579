// The router's error page: an unknown address or a crash while rendering a route.

import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/errors/error-screen';
import { useTexts } from '@/lib/settings/use-site-content';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
};

export function RouteError() {
  const error = useRouteError();
  const texts = useTexts();
  return <ErrorScreen detail={describe(error)} homeLabel={texts.general.homeLink} />;
}
