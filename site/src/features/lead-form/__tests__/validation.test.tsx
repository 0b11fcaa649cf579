import { DEFAULT_TEXTS } from '@vision/config';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  consentCheckbox,
  contactInput,
  fileInput,
  pdfFile,
  presentersInput,
  renderLeadForm,
  submitButton,
} from '@/testing/lead-form';

const { form, errors } = DEFAULT_TEXTS;

describe("the form's validation messages", () => {
  it('shows no error before a field is touched, and the required text once it is left empty', async () => {
    const { user } = await renderLeadForm();
    await user.click(presentersInput());
    expect(screen.queryByText(errors.visionPresentersRequired!)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(errors.visionPresentersRequired!)).toBeInTheDocument();
    expect(presentersInput()).toHaveAttribute('aria-invalid', 'true');
    expect(presentersInput()).toHaveAccessibleDescription(errors.visionPresentersRequired!);
  });

  it('validates while typing once touched: the required and the invalid e-mail texts', async () => {
    const { user } = await renderLeadForm();
    const email = contactInput(0, form.emailLabel);
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(errors.emailRequired!)).toBeInTheDocument();
    await user.type(email, 'dana@');
    expect(await screen.findByText(errors.emailInvalidEmail!)).toBeInTheDocument();
    await user.type(email, 'example.org');
    await waitFor(() => expect(screen.queryByText(errors.emailInvalidEmail!)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('says when a phone number is too short or too long', async () => {
    const { user } = await renderLeadForm();
    const phone = contactInput(0, form.phoneNumberLabel);
    await user.type(phone, '05012');
    await user.tab();
    expect(await screen.findByText(errors.phoneNumberMinLengthPhone!)).toBeInTheDocument();
    // The field takes 10 digits from the keyboard; a longer number can still arrive (autofill).
    fireEvent.change(phone, { target: { value: '05012345678' } });
    expect(await screen.findByText(errors.phoneNumberMaxLengthPhone!)).toBeInTheDocument();
  });

  it('says when the presenters text is too long', async () => {
    await renderLeadForm();
    fireEvent.change(presentersInput(), { target: { value: 'א'.repeat(301) } });
    fireEvent.blur(presentersInput());
    expect(await screen.findByText(errors.visionPresentersMaxLength!)).toBeInTheDocument();
  });

  it('asks for an area, a file and the consent when the form is sent empty', async () => {
    const { user } = await renderLeadForm();
    await user.click(submitButton());
    expect(await screen.findByText(errors.visionSubmissionAreaRequired!)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: new RegExp(form.areaTitle) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText(errors.fileRequired!)).toBeInTheDocument();
    expect(screen.getByText(errors.confirmationRequired!)).toBeInTheDocument();
    expect(screen.getByText(errors.emailRequired!)).toBeInTheDocument();
    expect(consentCheckbox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(errors.formHasErrors!);
  });

  it('refuses a file of another type and a file over 5 MB', async () => {
    // applyAccept off: a visitor can pick "all files" in the system dialog.
    const { user } = await renderLeadForm(undefined, { applyAccept: false });
    await user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(errors.fileInvalidFormat!)).toBeInTheDocument();
    await user.upload(fileInput(), pdfFile('big.pdf', 5_242_881));
    expect(await screen.findByText(errors.fileInvalidSize!)).toBeInTheDocument();
    await user.upload(fileInput(), pdfFile('fine.pdf', 5_242_880));
    await waitFor(() => expect(screen.queryByText(errors.fileInvalidSize!)).not.toBeInTheDocument());
  });

  it("uses the editor's error texts from the CMS", async () => {
    const { settingsAnswer } = await import('@/testing/settings-answer');
    const { user } = await renderLeadForm(
      settingsAnswer({ texts: { errors: { emailInvalidEmail: 'המייל הזה לא נראה תקין' } } }),
    );
    await user.type(contactInput(0, form.emailLabel), 'no-at-sign');
    await user.tab();
    expect(await screen.findByText('המייל הזה לא נראה תקין')).toBeInTheDocument();
  });
});
