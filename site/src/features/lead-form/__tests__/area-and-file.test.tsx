import { DEFAULT_AREAS, DEFAULT_TEXTS, fillText } from '@vision/config';
import { screen, within } from '@testing-library/react';
import { fileInput, pdfFile, renderLeadForm } from '@/testing/lead-form';
import { settingsAnswer } from '@/testing/settings-answer';

const { form, errors } = DEFAULT_TEXTS;
const economy = DEFAULT_AREAS.find((area) => area.key === 'economy')!;
const health = DEFAULT_AREAS.find((area) => area.key === 'health')!;

describe('the vision areas', () => {
  it('are ten radio buttons in one group, none chosen at first', async () => {
    await renderLeadForm();
    const group = screen.getByRole('radiogroup', { name: new RegExp(form.areaTitle) });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it("take one choice at a time and show the chosen area's info text", async () => {
    const { user } = await renderLeadForm();
    await user.click(screen.getByRole('radio', { name: economy.label }));
    expect(screen.getByRole('radio', { name: economy.label })).toBeChecked();
    expect(screen.getByText(economy.info)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: economy.label })).toHaveAccessibleDescription(
      `${economy.label} ${economy.info}`,
    );

    await user.click(screen.getByRole('radio', { name: health.label }));
    expect(screen.getByRole('radio', { name: economy.label })).not.toBeChecked();
    expect(screen.queryByText(economy.info)).not.toBeInTheDocument();
    expect(screen.getByText(health.info)).toBeInTheDocument();
  });

  it('can be chosen with the arrow keys', async () => {
    const { user } = await renderLeadForm();
    await user.click(screen.getByRole('radio', { name: economy.label }));
    await user.keyboard('{ArrowDown}');
    const next = DEFAULT_AREAS[DEFAULT_AREAS.indexOf(economy) + 1]!;
    expect(screen.getByRole('radio', { name: next.label })).toBeChecked();
    expect(screen.getByText(next.info)).toBeInTheDocument();
  });

  it('use the labels and info texts the CMS sends', async () => {
    const areas = DEFAULT_AREAS.map((area) =>
      area.key === 'economy' ? { ...area, label: 'כלכלה וחברה', info: 'תיאור חדש' } : area,
    );
    const answer = settingsAnswer();
    answer.data.texts.he!.areas = areas;
    const { user } = await renderLeadForm(answer);
    await user.click(screen.getByRole('radio', { name: 'כלכלה וחברה' }));
    expect(screen.getByText('תיאור חדש')).toBeInTheDocument();
  });
});

describe('the file field', () => {
  it("accepts the contract's types and is reachable by keyboard", async () => {
    await renderLeadForm();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.docx'));
    expect(fileInput()).not.toHaveAttribute('tabindex', '-1');
  });

  it('marks the field touched and keeps the chosen file', async () => {
    const { user } = await renderLeadForm();
    await user.upload(fileInput(), pdfFile('החזון שלי.pdf'));
    // The shown name carries a left-to-right mark before the extension, for the Hebrew reading order.
    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining(fillText(form.fileChosen, { name: 'החזון שלי\u200E.pdf' })),
    );
    expect(screen.queryByText(errors.fileRequired!)).not.toBeInTheDocument();
  });

  it('shows the required text once the picker was opened and left without a file', async () => {
    const { user } = await renderLeadForm();
    await user.upload(fileInput(), []);
    expect(await screen.findByText(errors.fileRequired!)).toBeInTheDocument();
  });
});
