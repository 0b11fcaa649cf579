// The mails' text as built from the editors' templates: safe HTML, a plain-text twin, Hebrew RTL
// (a visitor's confirmation in the lead's language and direction).
import { DEFAULT_TEXTS } from '@vision/config';
import {
  confirmationMail,
  digestMail,
  evaluatorDigestMail,
  fillHtml,
  fillPlain,
  israeliDate,
  noteMentionMail,
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

  it("writes a visitor's confirmation in the lead's language and direction: Arabic right to left, English left to right", () => {
    const lead = { reference: 'VN-AB12-CD34', area: 'Economy', fileName: 'vision.pdf' };
    const arabic = confirmationMail({ ...texts, confirmationSubject: 'تم استلام اقتراحكم – {reference}' }, lead, 'ar');
    expect(arabic.subject).toBe('تم استلام اقتراحكم – VN-AB12-CD34');
    expect(arabic.html).toMatch(/^<!DOCTYPE html>\n<html dir="rtl" lang="ar">/);
    expect(arabic.html).toContain('direction: rtl; text-align: right;');
    const english = confirmationMail({ ...texts, confirmationBody: 'Received: {reference}, {area}.' }, lead, 'en');
    expect(english.html).toMatch(/^<!DOCTYPE html>\n<html dir="ltr" lang="en">/);
    expect(english.html).toContain('<body dir="ltr" style="direction: ltr; text-align: left;');
    expect(english.text).toBe('Received: VN-AB12-CD34, Economy.\n');
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

  it("quotes a mentioning note as typed, escaped in the HTML part, and names its author's name as text", () => {
    const mail = noteMentionMail({
      author: 'נועה <b>כהן</b>',
      reference: 'VN-AB12-CD34',
      note: 'שורה <ראשונה>\nשורה & שנייה',
      link: 'https://vision.test/admin/x',
    });
    expect(mail.subject).toBe('נועה <b>כהן</b> הזכיר/ה אותך בהערה על ההצעה VN-AB12-CD34');
    expect(mail.text).toContain('> שורה <ראשונה>\n> שורה & שנייה\n');
    expect(mail.html).toContain('שורה &lt;ראשונה&gt;\nשורה &amp; שנייה');
    expect(mail.html).toContain('נועה &lt;b&gt;כהן&lt;/b&gt;');
    expect(mail.html).toContain('<a href="https://vision.test/admin/x" dir="ltr">');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html dir="rtl" lang="he">/);
  });

  it("counts an evaluator's new proposals in the subject, one of them in the singular", () => {
    const many = evaluatorDigestMail({
      date: '28.11.2026',
      references: ['VN-A', 'VN-B'],
      open: 5,
      link: 'https://x/q',
    });
    expect(many.subject).toBe('הוקצו לך 2 הצעות חדשות להערכה');
    expect(many.text).toBe(
      'ביום 28.11.2026 הוקצו לך 2 הצעות חדשות להערכה:\n\nהצעה VN-A\nהצעה VN-B\n\n' +
        'בתור שלך ממתינות עכשיו 5 הצעות להערכה. לתור ההערכה: https://x/q\n',
    );
    expect(many.html).toContain('<li><bdi>הצעה VN-A</bdi></li>');
    const one = evaluatorDigestMail({ date: '28.11.2026', references: ['VN-A'], open: 1, link: 'https://x/q' });
    expect(one.subject).toBe('הוקצתה לך הצעה חדשה להערכה');
    expect(one.text).toContain('בתור שלך ממתינה עכשיו הצעה אחת להערכה.');
  });
});
