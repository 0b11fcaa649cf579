// The mails' text as built from the editors' templates: safe HTML, a plain-text twin, Hebrew RTL.
import { DEFAULT_TEXTS } from '@vision/config';
import {
  confirmationMail,
  digestMail,
  fillHtml,
  fillPlain,
  israeliDate,
  panelLink,
  staffNotificationMail,
} from '../templates';

const texts = DEFAULT_TEXTS.emails;

describe('the e-mail templates', () => {
  it('fills a confirmation with the reference, area and file name, in an RTL Hebrew page with a text part', () => {
    const mail = confirmationMail(texts, { reference: 'VN-AB12-CD34', area: 'כלכלה', fileName: 'חזון.pdf' });
    expect(mail.subject).toBe('הצעת החזון שלכם התקבלה – אסמכתה VN-AB12-CD34');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html dir="rtl" lang="he">/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('VN-AB12-CD34');
      expect(part).toContain('כלכלה');
      expect(part).toContain('חזון.pdf');
    }
    expect(mail.text).not.toMatch(/[<>]/);
    // The editor's quotes around the area, escaped in the HTML part only.
    expect(mail.text).toContain('"כלכלה"');
    expect(mail.html).toContain('&quot;כלכלה&quot;');
  });

  it('escapes every value in the HTML part, and the template itself', () => {
    const html = fillHtml('<b>{name}</b> & {other}', { name: '<script>alert(1)</script>', other: '"x"' });
    expect(html).toBe('<p>&lt;b&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/b&gt; &amp; &quot;x&quot;</p>');
  });

  it('turns a web address into a link, blank lines into paragraphs and keeps unknown placeholders', () => {
    expect(fillHtml('א\n\nב {link}\nג {unknown}', { link: 'https://vision.test/a?b=1&c=2' })).toBe(
      '<p>א</p>\n<p>ב <a href="https://vision.test/a?b=1&amp;c=2" dir="ltr">https://vision.test/a?b=1&amp;c=2</a><br>ג {unknown}</p>',
    );
    expect(fillPlain('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('keeps a subject on one line whatever a value holds', () => {
    const mail = staffNotificationMail(
      { ...texts, staffSubject: 'חדש: {reference}\n{area}' },
      { reference: 'VN-1', area: 'א\r\nב', link: 'https://x.test' },
    );
    expect(mail.subject).toBe('חדש: VN-1 א ב');
  });

  it('lists a digest line per lead with its link, and dates as written in Israel', () => {
    const link = panelLink('https://vision.test/', 'abc');
    expect(link).toBe('https://vision.test/admin/content-manager/collection-types/api::lead.lead/abc');
    const mail = digestMail(texts, israeliDate('2026-03-26'), [
      { reference: 'VN-1', area: 'בריאות', link },
      { reference: 'VN-2', area: 'מגדר', link },
    ]);
    expect(mail.subject).toBe('סיכום יומי: 2 הצעות חזון מ־26.3.2026');
    expect(mail.text.split('\n').filter((line) => line.includes(link))).toHaveLength(2);
    expect(mail.html.match(/<li>/g)).toHaveLength(2);
    expect(mail.html).toContain(`href="${link}"`);
  });
});
