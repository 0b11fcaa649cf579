import { DEFAULT_TEXTS } from '@vision/config';
import { act, renderHook, screen } from '@testing-library/react';
import { renderLeadForm } from '@/testing/lead-form';
import { useStagedMount } from '../hooks/use-staged-mount';
import { IDLE_FALLBACK_DELAY_MS } from '../lib/when-idle';

const { form } = DEFAULT_TEXTS;

afterEach(() => jest.useRealTimers());

describe("the form's parts", () => {
  it('mounts one more part in each idle moment, until all are there', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useStagedMount(3));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(10 * IDLE_FALLBACK_DELAY_MS));
    expect(result.current).toBe(3);
  });

  it('comes back whole at once after the form is cleared', async () => {
    const { user } = await renderLeadForm();
    await user.type(screen.getByRole('textbox', { name: form.visionPresentersLabel }), 'נעמה');
    await user.click(screen.getByRole('button', { name: form.clearForm }));
    await user.click(screen.getByRole('button', { name: form.clearFormConfirm }));

    expect(screen.getByRole('textbox', { name: form.visionPresentersLabel })).toHaveValue('');
    expect(screen.getByRole('radiogroup', { name: new RegExp(form.areaTitle) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: form.submit })).toBeInTheDocument();
  });
});
