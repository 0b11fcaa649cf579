import { DEFAULT_CLOSED_TEXT, DEFAULT_TEXTS } from '@vision/config';
import { screen } from '@testing-library/react';
import { fillValidLead, renderLeadForm, submitButton } from '@/testing/lead-form';
import { created, installFakeXhr, restoreXhr } from '@/testing/fake-xhr';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

const { form } = DEFAULT_TEXTS;
const CLOSES_AT = '2026-12-31T23:59:00+02:00';
const OPENS_AT = '2026-11-01T09:00:00+02:00';
const HOUR = 3_600_000;

/** Only the clock is fixed: timers, promises and the form's own waits run as usual. */
const freezeClockAt = (instant: number) =>
  jest.useFakeTimers({
    now: instant,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });

const windowAnswer = (opensAt: string | null, closesAt: string | null) =>
  settingsAnswer({ general: { opensAt, closesAt } });

afterEach(() => {
  jest.useRealTimers();
  restoreXhr();
});

describe('the submission window on the page', () => {
  it('states the deadline in Hebrew and Israel time beside the form, without a countdown weeks ahead', async () => {
    freezeClockAt(Date.parse('2026-12-01T12:00:00+02:00'));
    await renderLeadForm(windowAnswer(OPENS_AT, CLOSES_AT));

    expect(screen.getByText('אפשר להגיש עד יום חמישי, 31 בדצמבר 2026, בשעה 23:59')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts down in the last 48 hours as a timer that screen readers do not announce', async () => {
    freezeClockAt(Date.parse(CLOSES_AT) - 5 * HOUR - 12 * 60_000 + 30_000);
    await renderLeadForm(windowAnswer(null, CLOSES_AT));

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('נותרו 5 שעות ו-12 דקות עד סוף ההגשה');
    expect(timer).toHaveAttribute('aria-live', 'off');
  });

  it('says when the window opens, in place of the form, before it opens', async () => {
    freezeClockAt(Date.parse(OPENS_AT) - 1);
    stubFetch(windowAnswer(OPENS_AT, CLOSES_AT));
    renderApp();

    expect(
      await screen.findByText('ההגשה תיפתח ביום ראשון, 1 בנובמבר 2026, בשעה 09:00. נשמח לקבל את הצעתכם אז.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
  });

  it('shows the closed text instead of the form from the second the window ends', async () => {
    freezeClockAt(Date.parse(CLOSES_AT));
    stubFetch(windowAnswer(OPENS_AT, CLOSES_AT));
    renderApp();

    expect(await screen.findByText(DEFAULT_CLOSED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
  });

  it('gives way to the closed text by itself when the deadline passes while the page is open', async () => {
    const closesAt = new Date(Math.ceil((Date.now() + 1_500) / 1000) * 1000).toISOString();
    await renderLeadForm(windowAnswer(null, closesAt));

    expect(await screen.findByText(DEFAULT_CLOSED_TEXT, {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
  });

  it('shows the closed text, and sends nothing, when the visitor presses send after the deadline', async () => {
    const xhr = installFakeXhr(created('VSN-1'));
    freezeClockAt(Date.parse(CLOSES_AT) - HOUR);
    const { user } = await renderLeadForm(windowAnswer(null, CLOSES_AT));
    await fillValidLead(user);

    // The laptop slept through the deadline: no timer fired, the form is still there.
    jest.setSystemTime(Date.parse(CLOSES_AT) + 1_000);
    await user.click(submitButton());

    expect(await screen.findByText(DEFAULT_CLOSED_TEXT)).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });
});
