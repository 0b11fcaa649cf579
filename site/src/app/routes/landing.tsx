// The landing page: the banner, then one content column with the logo bar, the introduction and
// the submission form.

import { SkipLink } from '@/components/ui/skip-link';
import { StatusNotice } from '@/components/ui/status-notice';
import { Hero } from '@/features/landing/components/hero';
import { IntroSection } from '@/features/landing/components/intro-section';
import { LogoBar } from '@/features/landing/components/logo-bar';
import { LEAD_FORM_ID, LeadFormSlot } from '@/features/lead-form/components/lead-form-slot';
import { errorText } from '@/lib/settings/error-text';
import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './landing.module.css';

export function LandingRoute() {
  const { content, loadFailed } = useSiteContent();
  const { texts } = content;

  return (
    <>
      <SkipLink targetId={LEAD_FORM_ID} label={texts.general.skipToContent} />
      <Hero />
      <main className={styles.column}>
        <LogoBar />
        <StatusNotice message={loadFailed ? errorText(texts, 'loadFailed') : null} />
        <IntroSection />
        <LeadFormSlot />
      </main>
    </>
  );
}
