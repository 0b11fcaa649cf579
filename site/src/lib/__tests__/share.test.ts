import { shareUrl } from '../share';

const page = { title: 'החזון הלאומי', description: 'הגישו הצעה', url: 'https://vision.example.org/' };

describe('the share helper', () => {
  it('shares on WhatsApp with the title, the description and the address', () => {
    const url = new URL(shareUrl('whatsapp', page));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe('החזון הלאומי\nהגישו הצעה\nhttps://vision.example.org/');
  });

  it('also shares on Facebook, X and by e-mail', () => {
    expect(new URL(shareUrl('facebook', page)).searchParams.get('u')).toBe(page.url);
    const x = new URL(shareUrl('x', page));
    expect(x.searchParams.get('text')).toBe(page.title);
    expect(x.searchParams.get('url')).toBe(page.url);
    const mail = shareUrl('email', page);
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('הגישו הצעה\n\nhttps://vision.example.org/');
    expect(mail).not.toContain('+');
  });
});
