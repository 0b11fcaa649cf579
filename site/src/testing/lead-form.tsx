// Renders the landing page with its lazily loaded form, and fills the form as a visitor would.

import { DEFAULT_TEXTS } from '@vision/config';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from './render-app';
import { settingsAnswer, stubFetch } from './settings-answer';

const { form } = DEFAULT_TEXTS;

export const submitButton = () => screen.getByRole('button', { name: form.submit });

/** The page (at `path`: /ar/ is Arabic) with the CMS's default settings (or the given answer), once the form is there. */
export const renderLeadForm = async (answer = settingsAnswer(), userOptions = {}, path = '/') => {
  stubFetch(answer);
  const user = userEvent.setup(userOptions);
  const view = renderApp(path);
  // The form is a lazily loaded chunk; the first test of a file compiles it, which on a busy
  // machine (full runs beside other work) took over 3 s.
  await screen.findByRole('button', { name: form.submit }, { timeout: 10_000 });
  return { user, ...view };
};

export const presentersInput = () => screen.getByRole('textbox', { name: form.visionPresentersLabel });
export const contactInput = (index: number, label: string) =>
  screen.getAllByRole('textbox', { name: label })[index] as HTMLInputElement;
export const fileInput = () => screen.getByLabelText(new RegExp(form.fileLabel)) as HTMLInputElement;
export const consentCheckbox = () => screen.getByRole('checkbox', { name: /קראתי ואני מסכים/ });

export const pdfFile = (name = 'הצעת חזון.pdf', size = 2048) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

/** A complete, valid lead, typed in as a person would. */
export const fillValidLead = async (user: UserEvent, file = pdfFile()) => {
  await user.type(presentersInput(), 'ישראל ישראלי, שרה כהן');
  await user.type(contactInput(0, form.fullNameLabel), 'דנה לוי');
  await user.type(contactInput(0, form.roleLabel), 'מנהלת');
  await user.type(contactInput(0, form.phoneNumberLabel), '0501234567');
  await user.type(contactInput(0, form.emailLabel), 'dana@example.org');
  await user.click(screen.getByRole('radio', { name: 'כלכלה' }));
  await user.upload(fileInput(), file);
  await user.click(consentCheckbox());
};
