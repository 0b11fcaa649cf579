import { DEFAULT_TEXTS } from '@vision/config';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch, stubFetchFailure } from '@/testing/settings-answer';

const cmsTopSection = {
  title: 'כותרת מהמערכת',
  paragraph1: 'פסקה ראשונה שהעורכת כתבה',
  paragraph2: 'פסקה שנייה שהעורכת כתבה',
  subtitle1: 'כותרת משנה מהמערכת',
  paragraph3: 'פסקה שלישית מהמערכת',
  subtitle2: 'מה צריך לצרף',
  listItem1: 'פריט ראשון מהמערכת',
  listItem2: 'פריט שני מהמערכת',
  listLinkText: 'להנחיות המלאות',
  note: 'הערה חשובה מהמערכת',
};

describe('the landing page', () => {
  it('shows the title and the intro texts the CMS sends', async () => {
    const fetchMock = stubFetch(settingsAnswer({ texts: { topSection: cmsTopSection } }));
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: cmsTopSection.title })).toBeInTheDocument();
    for (const text of ['paragraph1', 'paragraph2', 'paragraph3', 'note'] as const) {
      expect(screen.getByText(cmsTopSection[text])).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: cmsTopSection.subtitle1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: cmsTopSection.subtitle2 })).toBeInTheDocument();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([cmsTopSection.listItem1, cmsTopSection.listItem2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/get', { cache: 'no-cache', credentials: 'include' });
  });

  it('opens the guidelines document in a new tab and says so to screen readers', async () => {
    stubFetch(settingsAnswer({ texts: { topSection: cmsTopSection } }));
    renderApp();

    const link = await screen.findByRole('link', {
      name: `${cmsTopSection.listLinkText} ${DEFAULT_TEXTS.general.newWindow}`,
    });
    expect(link).toHaveAttribute('href', '/static/information.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the default text where the CMS left one out', async () => {
    stubFetch(settingsAnswer({ texts: { topSection: { ...cmsTopSection, subtitle1: undefined, note: '  ' } } }));
    renderApp();

    await screen.findByRole('heading', { level: 1, name: cmsTopSection.title });
    expect(screen.getByRole('heading', { level: 2, name: DEFAULT_TEXTS.topSection.subtitle1 })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_TEXTS.topSection.note)).toBeInTheDocument();
  });

  it('shows the default texts at once, before the settings arrive', () => {
    // A request that never answers: the page must not wait for it.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderApp();

    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_TEXTS.topSection.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: DEFAULT_TEXTS.form.title })).toBeInTheDocument();
  });

  it('keeps the default texts and says so quietly when the settings cannot be loaded', async () => {
    stubFetchFailure();
    renderApp();

    expect(await screen.findByText(DEFAULT_TEXTS.errors.loadFailed!)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_TEXTS.topSection.title })).toBeInTheDocument();
  });

  it('sets the page title and sharing metadata from the seo texts', async () => {
    stubFetch(settingsAnswer({ texts: { seo: { title: 'כותרת לשונית מהמערכת', description: 'תיאור מהמערכת' } } }));
    renderApp();

    await waitFor(() => expect(document.title).toBe('כותרת לשונית מהמערכת'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[property="og:locale"]')).toBe('he_IL');
    expect(meta('meta[name="description"]')).toBe('תיאור מהמערכת');
    expect(meta('meta[property="og:site_name"]')).toBe(DEFAULT_TEXTS.seo.siteName);
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/static/social-image.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/`);
  });

  it('shows the closed text instead of the form when submissions are closed', async () => {
    stubFetch(settingsAnswer({ general: { isClosed: true, closedText: 'ההגשה נסגרה, תודה' } }));
    renderApp();

    const formSection = screen.getByRole('region', { name: DEFAULT_TEXTS.form.title });
    expect(await within(formSection).findByText('ההגשה נסגרה, תודה')).toBeInTheDocument();
  });

  it('lets keyboard users skip straight to the form', async () => {
    stubFetch(settingsAnswer({ texts: { general: { skipToContent: 'דילוג ישר לטופס' } } }));
    renderApp();

    const skipLink = await screen.findByRole('link', { name: 'דילוג ישר לטופס' });
    const formSection = screen.getByRole('region', { name: DEFAULT_TEXTS.form.title });
    expect(skipLink).toHaveAttribute('href', `#${formSection.id}`);
  });
});
