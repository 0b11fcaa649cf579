import { DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS, fillText } from '@vision/config';
import { screen, waitFor } from '@testing-library/react';
import {
  contactInput,
  fileInput,
  fillValidLead,
  pdfFile,
  presentersInput,
  renderLeadForm,
  submitButton,
} from '@/testing/lead-form';
import { created, installFakeXhr, refused, restoreXhr } from '@/testing/fake-xhr';
import { settingsAnswer } from '@/testing/settings-answer';

const { form, general, errors } = DEFAULT_TEXTS;

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(restoreXhr);

describe('sending the form', () => {
  it('sends the lead as multipart, thanks with the reference and resets the form', async () => {
    const xhr = installFakeXhr(created('VSN-2026-ABC123'));
    const { user } = await renderLeadForm();
    await fillValidLead(user, pdfFile('ההצעה שלנו.PDF'));
    await user.click(submitButton());

    const title = await screen.findByRole('heading', { name: general.thanksTitle });
    expect(title).toHaveFocus();
    expect(screen.getByText('VSN-2026-ABC123')).toBeInTheDocument();
    expect(window.dataLayer).toEqual([{ event: 'form_sent' }]);

    const [request] = xhr.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/leads/create', withCredentials: true });
    expect(request!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{8,}$/);
    const body = request!.body!;
    expect(body.get('visionPresenters')).toBe('ישראל ישראלי, שרה כהן');
    expect(JSON.parse(body.get('contacts') as string)).toEqual([
      { fullName: 'דנה לוי', role: 'מנהלת', phoneNumber: '0501234567', email: 'dana@example.org' },
    ]);
    expect(body.get('visionSubmissionArea')).toBe('economy');
    expect(body.get('confirmation')).toBe('true');
    expect(body.get('recaptchaToken')).toBe('development');
    expect((body.get('file') as File).name).toBe('file.pdf');
    expect(body.get('locale')).toBe('he');
    expect([...body.keys()].sort()).toEqual(
      [
        'confirmation',
        'contacts',
        'file',
        'locale',
        'recaptchaToken',
        'visionPresenters',
        'visionSubmissionArea',
      ].sort(),
    );

    await user.click(screen.getByRole('button', { name: general.sendAnother }));
    expect(presentersInput()).toHaveValue('');
    expect(contactInput(0, form.emailLabel)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'כלכלה' })).not.toBeChecked();
  });

  it('shows the progress of the upload while it runs', async () => {
    // The answer comes a second after the progress, so a busy machine cannot draw both in one go.
    installFakeXhr(created('VSN-1')).answerAfterMs = 1000;
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await user.click(submitButton());
    expect(await screen.findByText(fillText(form.uploadProgress, { percent: 40 }))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    await screen.findByRole('heading', { name: general.thanksTitle }, { timeout: 5000 });
  });

  it('shows the fields the CMS refused, keeps the data and the file, and does not retry', async () => {
    const xhr = installFakeXhr(refused(400, 'VALIDATION_FAILED', { 'contacts[0].email': 'INVALID_EMAIL' }));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await user.click(submitButton());

    expect(await screen.findByText(errors.emailInvalidEmail!)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(errors.formHasErrors!);
    await waitFor(() => expect(contactInput(0, form.emailLabel)).toHaveFocus());
    expect(xhr.requests).toHaveLength(1);
    expect(presentersInput()).toHaveValue('ישראל ישראלי, שרה כהן');
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('הקובץ שנבחר: הצעת חזון\u200E.pdf'));
    expect(fileInput().files?.[0]?.name).toBe('הצעת חזון.pdf');
  });

  it('switches to the closed text when the CMS says submissions are closed', async () => {
    const xhr = installFakeXhr(refused(403, 'SUBMISSIONS_CLOSED'));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await user.click(submitButton());
    expect(await screen.findByText(DEFAULT_CLOSED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
  });

  it('shows the closed text instead of the form when the settings say so', async () => {
    const { stubFetch } = await import('@/testing/settings-answer');
    stubFetch(settingsAnswer({ general: { isClosed: true } }));
    const { renderApp } = await import('@/testing/render-app');
    renderApp();
    expect(await screen.findByText(DEFAULT_CLOSED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
  });

  it('says when too many proposals came from here, after one attempt', async () => {
    const xhr = installFakeXhr(refused(429, 'RATE_LIMITED'));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await user.click(submitButton());
    expect(await screen.findByText(errors.rateLimited!)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('a submit with invalid fields', () => {
  it('scrolls smoothly to the first invalid field and focuses it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const xhr = installFakeXhr();
    const { user } = await renderLeadForm();
    await user.click(submitButton());
    await waitFor(() => expect(presentersInput()).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(xhr.requests).toHaveLength(0);
  });

  it('goes to the e-mail of the first invalid contact', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    installFakeXhr();
    const { user } = await renderLeadForm();
    await user.type(presentersInput(), 'ישראל');
    await user.type(contactInput(0, form.emailLabel), 'ok@example.org');
    await user.click(screen.getByRole('button', { name: form.addContact }));
    await user.type(contactInput(1, form.fullNameLabel), 'רון');
    await user.click(submitButton());
    await waitFor(() => expect(contactInput(1, form.emailLabel)).toHaveFocus());
  });
});
