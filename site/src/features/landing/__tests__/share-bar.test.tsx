import { DEFAULT_TEXTS } from '@vision/config';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

const { general } = DEFAULT_TEXTS;
const seo = { title: 'כותרת לשיתוף', description: 'תיאור לשיתוף', canonicalUrl: 'https://vision.example.org/' };

const setTouchScreen = (width: number, touchPoints: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touchPoints });
};

const renderPage = async () => {
  stubFetch(settingsAnswer({ texts: { seo } }));
  const user = userEvent.setup();
  renderApp();
  const share = await screen.findByRole('group', { name: general.shareLabel });
  return { user, share };
};

describe('the share icons', () => {
  it('share on WhatsApp with the title, description and address, in a new tab', async () => {
    const { share } = await renderPage();
    const whatsapp = within(share).getByRole('link', { name: `${general.shareWhatsapp} ${general.newWindow}` });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(`${seo.title}\n${seo.description}\n${seo.canonicalUrl}`);
  });

  describe('on WhatsApp', () => {
    const { innerWidth } = window;
    const { maxTouchPoints } = navigator;
    const whatsappLink = (share: HTMLElement) =>
      within(share).getByRole('link', { name: `${general.shareWhatsapp} ${general.newWindow}` });

    beforeEach(() => {
      // jsdom cannot navigate; whether the link's own new tab goes ahead is what counts.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => setTouchScreen(innerWidth, maxTouchPoints));

    it('open a new tab on a desktop', async () => {
      setTouchScreen(1440, 0);
      const { share } = await renderPage();
      expect(fireEvent.click(whatsappLink(share))).toBe(true);
    });

    it('stay in the same tab on a touch device up to 1024px wide', async () => {
      setTouchScreen(1024, 5);
      const { share } = await renderPage();
      expect(fireEvent.click(whatsappLink(share))).toBe(false);
    });
  });

  it('copy the address and say so', async () => {
    const { user, share } = await renderPage();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(within(share).getByRole('button', { name: general.copyLink }));
    expect(writeText).toHaveBeenCalledWith(seo.canonicalUrl);
    expect(await within(share).findByText(general.linkCopied)).toBeInTheDocument();
  });

  it('keep the address in a hidden field that is selected when clicked', async () => {
    const { share } = await renderPage();
    const field = within(share).getByRole('textbox', { name: general.copyLink }) as HTMLInputElement;
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('tabindex', '-1');
    expect(field.value).toBe(seo.canonicalUrl);
  });
});

describe('the accessibility statement', () => {
  it("is linked from the footer, in the editor's words", async () => {
    const texts = { accessibilityTitle: 'נגישות האתר', accessibilityStatement: 'האתר נבדק עם קוראי מסך.' };
    stubFetch(settingsAnswer({ texts: { general: texts } }));
    renderApp();
    const statement = await screen.findByRole('region', { name: texts.accessibilityTitle });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: texts.accessibilityTitle });
    expect(link).toHaveAttribute('href', `#${statement.id}`);
    expect(statement).toHaveTextContent(texts.accessibilityStatement);
  });
});
