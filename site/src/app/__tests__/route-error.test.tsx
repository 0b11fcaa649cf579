import { DEFAULT_TEXTS } from '@vision/config';
import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

describe('the error page', () => {
  it('shows Unexpected Application Error! and the status for an unknown address', async () => {
    stubFetch(settingsAnswer());
    // React Router reports the unmatched address on the console; that is this test's premise.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/404/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_TEXTS.general.homeLink })).toHaveAttribute('href', '/');
  });
});
