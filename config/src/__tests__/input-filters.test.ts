import { filterDigits, filterEmail, filterHebrewText, passesInputFilter } from '../input-filters';

describe('typing filters', () => {
  it("keeps only Hebrew letters, spaces and , . ' - in names", () => {
    expect(filterHebrewText("שרה Cohen, בן-דוד 3'.!")).toBe("שרה , בן-דוד '.");
  });
  it('keeps only digits in the phone', () => {
    expect(filterDigits('050-123 4567a')).toBe('0501234567');
  });
  it('keeps letters, digits, @ . space and - _ + in the e-mail', () => {
    expect(filterEmail('שרה sara.k-l_m+1@mail.co.il<>')).toBe(' sara.k-l_m+1@mail.co.il');
  });
  it('tells whether a value passes its field filter', () => {
    expect(passesInputFilter('fullName', 'שרה כהן')).toBe(true);
    expect(passesInputFilter('fullName', 'Sara')).toBe(false);
  });
});
