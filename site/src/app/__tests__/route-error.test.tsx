import { DEFAULT_TEXTS } from '@vision/config';
import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

// The intro crashes when asked to: a part of the page that fails while rendering.
let introFails = false;
jest.mock('@/features/landing/components/intro-section', () => ({
  IntroSection: () => {
    if (introFails) throw new Error('The intro could not be drawn');
    return null;
  },
}));

afterEach(() => {
  introFails = false;
});

describe('the error page', () => {
  it('shows Unexpected Application Error! and the status for an unknown address', async () => {
    stubFetch(settingsAnswer());
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/404/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_TEXTS.general.homeLink })).toHaveAttribute('href', '/');
  });

  it('replaces a page that fails to render, with what went wrong and the way home in the editor’s words', async () => {
    stubFetch(settingsAnswer({ texts: { general: { homeLink: 'חזרה לדף הבית מהמערכת' } } }));
    // React reports the crash on the console; that is this test's premise.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    introFails = true;
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The intro could not be drawn')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'חזרה לדף הבית מהמערכת' })).toHaveAttribute('href', '/');
  });
});
