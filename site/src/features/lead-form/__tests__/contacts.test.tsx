import { DEFAULT_TEXTS, fillText } from '@vision/config';
import { screen, waitFor } from '@testing-library/react';
import { contactInput, renderLeadForm } from '@/testing/lead-form';

const { form } = DEFAULT_TEXTS;
const addButton = () => screen.queryByRole('button', { name: form.addContact });
const contactGroups = () => screen.getAllByRole('group', { name: /^איש קשר \d$/ });

describe('the contacts', () => {
  it('start with one contact that cannot be removed', async () => {
    await renderLeadForm();
    expect(contactGroups()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: fillText(form.removeContact, { number: 1 }) })).not.toBeInTheDocument();
  });

  it('can grow to five, after which the add button is gone', async () => {
    const { user } = await renderLeadForm();
    for (let count = 2; count <= 5; count += 1) {
      await user.click(addButton()!);
      expect(contactGroups()).toHaveLength(count);
    }
    expect(addButton()).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'איש קשר 5' })).toBeInTheDocument();
  });

  it("moves the focus to the new contact's first field", async () => {
    const { user } = await renderLeadForm();
    await user.click(addButton()!);
    await waitFor(() => expect(contactInput(1, form.fullNameLabel)).toHaveFocus());
  });

  it('removes the chosen contact and keeps the others, never going below one', async () => {
    const { user } = await renderLeadForm();
    await user.click(addButton()!);
    await user.click(addButton()!);
    await user.type(contactInput(0, form.emailLabel), 'first@example.org');
    await user.type(contactInput(1, form.emailLabel), 'second@example.org');
    await user.type(contactInput(2, form.emailLabel), 'third@example.org');

    await user.click(screen.getByRole('button', { name: fillText(form.removeContact, { number: 2 }) }));
    expect(contactGroups()).toHaveLength(2);
    expect(contactInput(0, form.emailLabel)).toHaveValue('first@example.org');
    expect(contactInput(1, form.emailLabel)).toHaveValue('third@example.org');

    await user.click(screen.getByRole('button', { name: fillText(form.removeContact, { number: 2 }) }));
    expect(contactGroups()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /הסרת איש קשר/ })).not.toBeInTheDocument();
  });

  it('brings the add button back below five', async () => {
    const { user } = await renderLeadForm();
    for (let count = 2; count <= 5; count += 1) await user.click(addButton()!);
    await user.click(screen.getByRole('button', { name: fillText(form.removeContact, { number: 5 }) }));
    expect(addButton()).toBeInTheDocument();
  });
});
