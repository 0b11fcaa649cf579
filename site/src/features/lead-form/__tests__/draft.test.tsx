import { DEFAULT_TEXTS, initialLeadValues } from '@vision/config';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  consentCheckbox,
  contactInput,
  fileInput,
  fillValidLead,
  pdfFile,
  presentersInput,
  renderLeadForm,
  submitButton,
} from '@/testing/lead-form';
import { created, installFakeXhr, refused, restoreXhr } from '@/testing/fake-xhr';
import { DRAFT_KEY, DRAFT_MAX_AGE_MS, writeDraft } from '../lib/lead-draft';

const { form, general } = DEFAULT_TEXTS;

const storedDraft = () => {
  const text = window.localStorage.getItem(DRAFT_KEY);
  return text === null ? null : (JSON.parse(text) as { savedAt: number; values: Record<string, unknown> });
};

/** A draft as a visitor left it: names, one contact, an area and the consent. */
const leaveDraft = (savedAt = Date.now()) =>
  writeDraft(
    {
      ...initialLeadValues(),
      visionPresenters: 'רות אלון',
      contacts: [{ fullName: 'רות אלון', role: 'חוקרת', phoneNumber: '0521112233', email: 'ruth@example.org' }],
      visionSubmissionArea: 'health',
      confirmation: true,
    },
    savedAt,
  );

/** Long enough for a loaded machine: the draft is written 400 ms after the last change. */
const SAVED = { timeout: 5000 };

const restoredNotice = () => screen.findByText(form.draftRestored);
const clearButton = () => screen.getByRole('button', { name: form.clearForm });
const economy = () => screen.getByRole('radio', { name: 'כלכלה' });

afterEach(restoreXhr);

describe("the form's draft in the visitor's browser", () => {
  it('keeps the typed fields, not the file, across a reload and says so politely', async () => {
    const first = await renderLeadForm();
    await fillValidLead(first.user);
    await waitFor(() => expect(storedDraft()?.values).toMatchObject({ confirmation: true }), SAVED);
    first.unmount();

    await renderLeadForm();
    expect(presentersInput()).toHaveValue('ישראל ישראלי, שרה כהן');
    expect(contactInput(0, form.fullNameLabel)).toHaveValue('דנה לוי');
    expect(contactInput(0, form.emailLabel)).toHaveValue('dana@example.org');
    expect(economy()).toBeChecked();
    expect(consentCheckbox()).toBeChecked();
    expect(fileInput().files).toHaveLength(0);
    const notice = await restoredNotice();
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(JSON.stringify(storedDraft())).not.toContain('.pdf');
    // Two renders and a whole lead typed key by key: the slowest test here on a loaded machine.
  }, 60_000);

  it('writes once after a burst of typing, not at every key', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await renderLeadForm();
    // Eleven changes 50 ms apart, as a quick typist's keys (user.type on a loaded machine can
    // pause longer than the debounce between keys).
    const text = 'אברהם אבינו';
    for (let length = 1; length <= text.length; length += 1) {
      await act(async () => {
        fireEvent.change(presentersInput(), { target: { value: text.slice(0, length) } });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    }
    await waitFor(() => expect(storedDraft()?.values.visionPresenters).toBe(text), SAVED);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(setItem.mock.calls.filter(([key]) => key === DRAFT_KEY)).toHaveLength(1);
  });

  it('saves what was just typed at once when the tab is closed', async () => {
    const { user } = await renderLeadForm();
    await user.type(presentersInput(), 'משה');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(storedDraft()?.values.visionPresenters).toBe('משה');
  });

  it('forgets a draft older than 7 days', async () => {
    leaveDraft(Date.now() - DRAFT_MAX_AGE_MS - 60_000);
    await renderLeadForm();
    expect(presentersInput()).toHaveValue('');
    expect(screen.queryByText(form.draftRestored)).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('restores a draft of six days ago', async () => {
    leaveDraft(Date.now() - 6 * 24 * 3_600_000);
    await renderLeadForm();
    expect(presentersInput()).toHaveValue('רות אלון');
    expect(screen.getByRole('radio', { name: 'בריאות' })).toBeChecked();
    await restoredNotice();
  });

  it('is cleared once the lead is stored, and "send another" starts empty', async () => {
    installFakeXhr(created('VSN-2026-DRAFT1'));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await waitFor(() => expect(storedDraft()).not.toBeNull(), SAVED);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: general.thanksTitle });
    expect(storedDraft()).toBeNull();

    await user.click(screen.getByRole('button', { name: general.sendAnother }));
    expect(presentersInput()).toHaveValue('');
    expect(economy()).not.toBeChecked();
    expect(screen.queryByText(form.draftRestored)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(storedDraft()).toBeNull();
  });

  it('is kept when the CMS refuses the lead', async () => {
    installFakeXhr(refused(400, 'VALIDATION_FAILED', { 'contacts[0].email': 'INVALID_EMAIL' }));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await user.click(submitButton());
    await screen.findByText(DEFAULT_TEXTS.errors.emailInvalidEmail!);
    // Saved once the typing pause has passed (the refusal may come back sooner), and not cleared.
    await waitFor(() => expect(storedDraft()?.values.visionPresenters).toBe('ישראל ישראלי, שרה כהן'));
  });
});

describe('"ניקוי הטופס"', () => {
  it('is a button beside the send button, reached with Tab', async () => {
    const { user } = await renderLeadForm();
    submitButton().focus();
    await user.tab();
    expect(clearButton()).toHaveFocus();
  });

  it('asks first; cancel (or Escape) keeps everything and returns the focus', async () => {
    leaveDraft();
    const { user } = await renderLeadForm();
    await user.click(clearButton());
    const question = screen.getByRole('group', { name: form.clearFormQuestion });
    expect(question).toBeInTheDocument();
    expect(screen.getByRole('button', { name: form.clearFormCancel })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: form.clearFormQuestion })).not.toBeInTheDocument();
    await waitFor(() => expect(clearButton()).toHaveFocus());

    await user.click(clearButton());
    await user.click(screen.getByRole('button', { name: form.clearFormCancel }));
    expect(presentersInput()).toHaveValue('רות אלון');
    expect(storedDraft()).not.toBeNull();
  });

  it('empties every field, the chosen file and the draft, and puts the focus on the first field', async () => {
    leaveDraft();
    const { user } = await renderLeadForm();
    await restoredNotice();
    await user.upload(fileInput(), pdfFile());
    await user.click(clearButton());
    await user.click(screen.getByRole('button', { name: form.clearFormConfirm }));

    expect(presentersInput()).toHaveValue('');
    expect(contactInput(0, form.emailLabel)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'בריאות' })).not.toBeChecked();
    expect(consentCheckbox()).not.toBeChecked();
    expect(fileInput().files).toHaveLength(0);
    expect(screen.queryByText(/הקובץ שנבחר/)).not.toBeInTheDocument();
    expect(screen.queryByText(form.draftRestored)).not.toBeInTheDocument();
    expect(storedDraft()).toBeNull();
    await waitFor(() => expect(presentersInput()).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(storedDraft()).toBeNull();
  });

  it('clears an empty form without asking', async () => {
    const { user } = await renderLeadForm();
    await user.click(clearButton());
    expect(screen.queryByRole('group', { name: form.clearFormQuestion })).not.toBeInTheDocument();
    await waitFor(() => expect(presentersInput()).toHaveFocus());
  });
});

describe('a browser that refuses storage', () => {
  it('still fills and sends the form when localStorage cannot even be reached (private mode)', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    installFakeXhr(created('VSN-2026-PRIV01'));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await user.click(clearButton());
    await user.click(screen.getByRole('button', { name: form.clearFormCancel }));
    await user.click(submitButton());
    expect(await screen.findByText('VSN-2026-PRIV01')).toBeInTheDocument();
  });

  it('keeps working when the storage is full', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    installFakeXhr(created('VSN-2026-FULL01'));
    const { user } = await renderLeadForm();
    await fillValidLead(user);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(presentersInput()).toHaveValue('ישראל ישראלי, שרה כהן');
    await user.click(submitButton());
    expect(await screen.findByText('VSN-2026-FULL01')).toBeInTheDocument();
  });

  it('ignores a draft it cannot read', async () => {
    window.localStorage.setItem(DRAFT_KEY, '{"version":1,"savedAt":');
    await renderLeadForm();
    expect(presentersInput()).toHaveValue('');
    expect(storedDraft()).toBeNull();
  });
});
