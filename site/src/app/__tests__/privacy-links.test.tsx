// The privacy notice (README.md, "Privacy"): linked beside the consent checkbox and from the
// footer, in the editor's words, to the document the editor chose (or the shipped one).
import { DEFAULT_TEXTS, type SettingsResponse } from '@vision/config';
import { screen, within } from '@testing-library/react';
import { consentCheckbox, renderLeadForm } from '@/testing/lead-form';
import { settingsAnswer } from '@/testing/settings-answer';

const { form, general } = DEFAULT_TEXTS;

const withPrivacyDocument = (answer: SettingsResponse, url: string): SettingsResponse => ({
  ...answer,
  data: {
    ...answer.data,
    media: { privacyDocument: { url, alternativeText: null, width: null, height: null, mime: 'application/pdf' } },
  },
});

describe('the privacy notice', () => {
  it('is linked under the consent checkbox and describes it, in a new tab', async () => {
    await renderLeadForm();
    // The footer links to the same document with the same default words.
    const footer = screen.getByRole('contentinfo');
    const links = screen.getAllByRole('link', { name: `${form.privacyLink} ${general.newWindow}` });
    const link = links.find((candidate) => !footer.contains(candidate))!;
    expect(links).toHaveLength(2);
    expect(link).toHaveAttribute('href', '/static/privacy.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    const notice = link.closest('p')!;
    expect(notice).toHaveTextContent(
      form.privacyNotice.replace('{privacy}', `${form.privacyLink} ${general.newWindow}`),
    );
    // (the description's computation puts spaces around the link; the words are the notice's)
    expect(consentCheckbox()).toHaveAccessibleDescription(
      expect.stringContaining(form.privacyNotice.slice(0, form.privacyNotice.indexOf('{privacy}'))),
    );
  });

  it("is linked from the footer, in the editor's words, to the editor's document", async () => {
    const answer = settingsAnswer({
      texts: {
        general: { privacyLink: 'הפרטיות שלכם' },
        form: { privacyNotice: 'על השימוש במידע: {privacy}', privacyLink: 'המדיניות המלאה' },
      },
    });
    await renderLeadForm(withPrivacyDocument(answer, '/uploads/privacy_2027.pdf'));
    const footer = screen.getByRole('contentinfo');
    const footerLink = within(footer).getByRole('link', { name: `הפרטיות שלכם ${general.newWindow}` });
    expect(footerLink).toHaveAttribute('href', '/uploads/privacy_2027.pdf');
    const formLink = screen.getByRole('link', { name: `המדיניות המלאה ${general.newWindow}` });
    expect(formLink).toHaveAttribute('href', '/uploads/privacy_2027.pdf');
    expect(formLink.closest('p')).toHaveTextContent('על השימוש במידע: המדיניות המלאה');
  });
});
