import { DEFAULT_TEXTS, SEEDED_TEXTS } from '@vision/config';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { created, installFakeXhr, restoreXhr } from '@/testing/fake-xhr';
import { fillValidLead, pdfFile, renderLeadForm } from '@/testing/lead-form';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

const arabic = SEEDED_TEXTS.ar.texts;
const english = SEEDED_TEXTS.en.texts;

afterEach(restoreXhr);

describe('switching the language', () => {
  it('is reachable by keyboard right after the skip link, and switches with Enter', async () => {
    const fetchMock = stubFetch(settingsAnswer());
    const user = userEvent.setup();
    renderApp('/');

    await user.tab();
    expect(screen.getByRole('link', { name: DEFAULT_TEXTS.general.skipToContent })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'עברית' })).toHaveFocus();
    await user.tab();
    await user.tab();
    const englishLink = screen.getByRole('link', { name: 'English' });
    expect(englishLink).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('navigation', { name: english.general.languageSwitcher })).toBeInTheDocument();
    // The link the visitor chose keeps the focus, now as the current page.
    expect(englishLink).toHaveFocus();
    expect(englishLink).toHaveAttribute('aria-current', 'page');
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/get?locale=en', expect.anything());
  });

  it('keeps what the visitor typed and the chosen file, and sends the lead in the new language', async () => {
    const xhr = installFakeXhr(created('VSN-2026-AR0001'));
    const { user } = await renderLeadForm();
    await fillValidLead(user, pdfFile('رؤية 2050.pdf'));

    await user.click(screen.getByRole('link', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(screen.getByRole('navigation', { name: arabic.general.languageSwitcher })).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: arabic.form.visionPresentersLabel })).toHaveValue(
      'ישראל ישראלי, שרה כהן',
    );
    expect(screen.getAllByRole('textbox', { name: arabic.form.emailLabel })[0]).toHaveValue('dana@example.org');
    expect(
      screen.getByRole('radio', { name: SEEDED_TEXTS.ar.areas.find((area) => area.key === 'economy')!.label }),
    ).toBeChecked();
    expect((screen.getByLabelText(new RegExp(arabic.form.fileLabel)) as HTMLInputElement).files?.[0]?.name).toBe(
      'رؤية 2050.pdf',
    );

    await user.click(screen.getByRole('button', { name: arabic.form.submit }));
    await screen.findByRole('heading', { name: arabic.general.thanksTitle });
    const body = xhr.requests[0]!.body!;
    expect(body.get('locale')).toBe('ar');
    expect(body.get('visionPresenters')).toBe('ישראל ישראלי, שרה כהן');
    expect((body.get('file') as File).size).toBe(2048);
  });
});
