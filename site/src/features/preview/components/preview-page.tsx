// The preview: the banner, then the real landing page (given as children) rendered from the
// draft, or a Hebrew message while it loads or when it cannot be had. In the panel's preview pane,
// Strapi posts { type: 'strapiUpdate' } to this frame after every save (a public event of Strapi's
// preview): the draft is fetched again with the same token, so the pane follows the editor.

import { useEffect, type ReactNode } from 'react';
import { DraftSettingsContext } from '@/lib/settings/draft-settings';
import { useDraftSettings } from '../api/get-draft-settings';
import { PREVIEW_TEXTS } from '../lib/preview-texts';
import { PreviewBanner } from './preview-banner';
import { PreviewMessage } from './preview-message';

type PreviewPageProps = { token: string | null; locale: string | null; children: ReactNode };

/** Strapi's message to the preview frame after a save (PUBLIC_EVENTS.STRAPI_UPDATE). */
const STRAPI_UPDATE = 'strapiUpdate';

export function PreviewPage({ token, locale, children }: PreviewPageProps) {
  const { data, error, mutate } = useDraftSettings(token, locale);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the panel that frames this page may ask; a refetch is all it can cause.
      if (window.parent === window || event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type === STRAPI_UPDATE) void mutate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mutate]);

  const retry = () => void mutate();
  let content: ReactNode;
  if (!token || error?.failure === 'refused') {
    content = <PreviewMessage kind="error" text={PREVIEW_TEXTS.refused} />;
  } else if (error) {
    const text = error.failure === 'unreachable' ? PREVIEW_TEXTS.unreachable : PREVIEW_TEXTS.failed;
    content = <PreviewMessage kind="error" text={text} onRetry={retry} />;
  } else if (!data) {
    content = <PreviewMessage kind="loading" text={PREVIEW_TEXTS.loading} />;
  } else {
    content = <DraftSettingsContext.Provider value={data}>{children}</DraftSettingsContext.Provider>;
  }

  return (
    <>
      <PreviewBanner />
      {content}
    </>
  );
}
