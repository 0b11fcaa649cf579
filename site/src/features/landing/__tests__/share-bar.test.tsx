import { DEFAULT_TEXTS } from '@vision/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

const { general } = DEFAULT_TEXTS;
const seo = { title: 'כותרת לשיתוף', description: 'תיאור לשיתוף', canonicalUrl: 'https://vision.example.org/' };

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
