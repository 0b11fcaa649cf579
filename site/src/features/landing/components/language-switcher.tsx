// The header's language menu: each language by its own name, the page's marked as current. A link
// to the other page without JavaScript; with it, the router switches the address and the page
// renders in the other language in place (same elements: src/app/router.tsx), so what the visitor
// typed in the form, the chosen file included, stays. Each name is in its own language, for
// screen readers to pronounce it right.

import { LOCALE_CODES, LOCALES } from '@vision/config';
import { Link } from 'react-router-dom';
import { useLocale } from '@/lib/locale/use-locale';
import { loadSeededTexts } from '@/lib/settings/seeded-texts';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './language-switcher.module.css';

export function LanguageSwitcher() {
  const { general } = useTexts();
  const current = useLocale().code;

  return (
    <nav className={styles.switcher} aria-label={general.languageSwitcher}>
      <ul className={styles.list}>
        {LOCALE_CODES.map((code) => {
          const { path, name, dir } = LOCALES[code];
          // The language's texts are fetched as the visitor reaches for it, to be there on the switch.
          const prefetch = () => void loadSeededTexts(code).catch(() => undefined);
          return (
            <li key={code}>
              <Link
                className={styles.link}
                to={path}
                hrefLang={code}
                lang={code}
                dir={dir}
                aria-current={code === current ? 'page' : undefined}
                onMouseEnter={prefetch}
                onFocus={prefetch}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
