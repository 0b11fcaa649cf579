import { DEFAULT_TEXTS } from '@vision/config';
import { contactInput, presentersInput, renderLeadForm } from '@/testing/lead-form';

const { form } = DEFAULT_TEXTS;

describe('typing into the form', () => {
  it("keeps only letters, spaces and , . ' - in the presenters field", async () => {
    const { user } = await renderLeadForm();
    await user.type(presentersInput(), '123ישראל ישראלי, ש.כהן-לוי<b>!');
    expect(presentersInput()).toHaveValue('ישראל ישראלי, ש.כהן-לויb');
  });

  it('takes names in Hebrew, Arabic and Latin letters, and ignores digits and signs', async () => {
    const { user } = await renderLeadForm();
    await user.type(contactInput(0, form.fullNameLabel), 'Dana דנה 7لوي');
    await user.type(contactInput(0, form.roleLabel), 'CEO מנכ"לית');
    expect(contactInput(0, form.fullNameLabel)).toHaveValue('Dana דנה لوي');
    expect(contactInput(0, form.roleLabel)).toHaveValue('CEO מנכלית');
  });

  it('takes only digits in the phone number', async () => {
    const { user } = await renderLeadForm();
    await user.type(contactInput(0, form.phoneNumberLabel), '050-123 abc4567');
    expect(contactInput(0, form.phoneNumberLabel)).toHaveValue('0501234567');
  });

  it('takes only the characters of an e-mail address in the e-mail field', async () => {
    const { user } = await renderLeadForm();
    await user.type(contactInput(0, form.emailLabel), 'דנה dana.levi@exa!mple.org');
    expect(contactInput(0, form.emailLabel)).toHaveValue(' dana.levi@example.org');
  });

  it('keeps the caret where the visitor typed when a character is refused', async () => {
    const { user } = await renderLeadForm();
    const input = presentersInput() as HTMLInputElement;
    await user.type(input, 'אבג');
    input.setSelectionRange(1, 1);
    await user.type(input, '7', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('אבג');
    expect(input.selectionStart).toBe(1);
  });
});
