// The error page of the routes: an unknown address, or a crash while rendering the page.

import { ErrorScreen } from '@/components/errors/error-screen';
import { useLocale } from '@/lib/locale/use-locale';
import { useTexts } from '@/lib/settings/use-site-content';

/** What the error page says for an address the site does not have. */
export const NOT_FOUND = '404 Not Found';

export function RouteError({ detail }: { detail: string }) {
  const texts = useTexts();
  return <ErrorScreen detail={detail} homeLabel={texts.general.homeLink} homeHref={useLocale().path} />;
}
