// What a visitor sees when the page itself cannot render: a fixed title, what went wrong,
// and a way back to the landing page.

import styles from './error-screen.module.css';

export const ERROR_TITLE = 'Unexpected Application Error!';

/** `homeHref`: the landing page in the visitor's language (/, /ar/, /en/). */
type ErrorScreenProps = { detail: string; homeLabel: string; homeHref?: string };

export function ErrorScreen({ detail, homeLabel, homeHref = '/' }: ErrorScreenProps) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title} dir="ltr" lang="en">
        {ERROR_TITLE}
      </h1>
      {detail !== '' && (
        <p className={styles.detail} dir="auto">
          {detail}
        </p>
      )}
      {/* A full reload, not a client navigation: the app's state may be what broke. */}
      <a className={styles.home} href={homeHref}>
        {homeLabel}
      </a>
    </main>
  );
}
