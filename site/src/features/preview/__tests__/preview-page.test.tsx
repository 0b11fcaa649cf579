import { DEFAULT_TEXTS, PREVIEW_BANNER_TEXT } from '@vision/config';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIEW_SUBMIT_TEXT } from '@/features/lead-form/hooks/use-lead-submit';
import { DRAFT_KEY } from '@/features/lead-form/lib/lead-draft';
import { installFakeXhr, restoreXhr } from '@/testing/fake-xhr';
import { fillValidLead, submitButton } from '@/testing/lead-form';
import { PREVIEW_TOKEN, previewLink, renderPreview } from '@/testing/preview';
import { settingsAnswer, stubFetch, stubFetchFailure } from '@/testing/settings-answer';
import { PREVIEW_TEXTS } from '../lib/preview-texts';

const draftTitle = 'כותרת מהטיוטה שעוד לא פורסמה';
const draftAnswer = () => settingsAnswer({ texts: { topSection: { title: draftTitle } } });
const banner = () => screen.getByRole('complementary', { name: PREVIEW_TEXTS.region });

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  restoreXhr();
  window.history.replaceState(null, '', '/');
});

describe('the preview page', () => {
  it('shows the landing page from the draft under the draft banner', async () => {
    stubFetch(draftAnswer());
    renderPreview();

    expect(await screen.findByRole('heading', { level: 1, name: draftTitle })).toBeInTheDocument();
    expect(within(banner()).getByText(PREVIEW_BANNER_TEXT)).toBeInTheDocument();
    // The real page around it: the form's section and the footer are there too.
    expect(screen.getByRole('heading', { level: 2, name: DEFAULT_TEXTS.form.title })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('asks for the draft with the token from the fragment, never for the published texts, and clears the fragment', async () => {
    const fetchMock = stubFetch(draftAnswer());
    renderPreview();
    await screen.findByRole('heading', { level: 1, name: draftTitle });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/draft?locale=he', {
      headers: { 'x-preview-secret': PREVIEW_TOKEN },
      cache: 'no-store',
      credentials: 'omit',
    });
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(PREVIEW_TOKEN);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/preview/?locale=he');
  });

  it('says in Hebrew that the link is wrong or expired when the CMS refuses the token', async () => {
    stubFetch({ success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }, 401);
    renderPreview();

    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_TEXTS.refused);
    expect(within(banner()).getByText(PREVIEW_BANNER_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says the same, without asking the CMS, when the link carries no token', () => {
    const fetchMock = stubFetch(draftAnswer());
    renderPreview(previewLink(null));

    expect(screen.getByRole('alert')).toHaveTextContent(PREVIEW_TEXTS.refused);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Hebrew that the server is out of reach, and shows the draft once a retry gets through', async () => {
    stubFetchFailure();
    renderPreview();

    expect(await screen.findByRole('alert')).toHaveTextContent(PREVIEW_TEXTS.unreachable);
    stubFetch(draftAnswer());
    await userEvent.setup().click(screen.getByRole('button', { name: PREVIEW_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: draftTitle })).toBeInTheDocument();
  });

  it('fetches the draft again when the panel that frames it says it saved', async () => {
    const fetchMock = stubFetch(draftAnswer());
    // Another window plays the panel's: the page thinks it is framed by it.
    const frame = document.body.appendChild(document.createElement('iframe'));
    const panel = frame.contentWindow!;
    const parent = jest.spyOn(window, 'parent', 'get').mockReturnValue(panel);
    renderPreview();
    await screen.findByRole('heading', { level: 1, name: draftTitle });

    stubFetch(settingsAnswer({ texts: { topSection: { title: 'כותרת שנשמרה עכשיו' } } }));
    // From anyone but the panel, the message is ignored.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'strapiUpdate' } })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'strapiUpdate' }, source: panel })));

    expect(await screen.findByRole('heading', { level: 1, name: 'כותרת שנשמרה עכשיו' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    parent.mockRestore();
    frame.remove();
  });

  it('sends no lead: the send only says, in Hebrew, that a preview sends nothing', async () => {
    const xhr = installFakeXhr();
    const fetchMock = stubFetch(draftAnswer());
    const user = userEvent.setup();
    renderPreview();
    await screen.findByRole('button', { name: DEFAULT_TEXTS.form.submit }, { timeout: 3000 });

    await fillValidLead(user);
    await user.click(submitButton());

    expect(await screen.findByText(PREVIEW_SUBMIT_TEXT)).toHaveAttribute('role', 'alert');
    expect(xhr.requests).toHaveLength(0);
    // fetch was asked for the draft and for nothing else.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/settings/draft?locale=he', expect.anything());
    expect(window.dataLayer).toEqual([]);
    // What the editor typed is not kept as a visitor's draft on the public page.
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
