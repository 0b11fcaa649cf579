import { addressListProblem, parseAddressList, STAFF_ADDRESSES_MAX } from '../mail';

describe('the staff address list', () => {
  it('reads addresses separated by commas, semicolons, spaces or lines, each once, in lower case', () => {
    expect(parseAddressList(' A@Vision.test,\nb@vision.test; a@vision.test  c@vision.test ')).toEqual({
      addresses: ['a@vision.test', 'b@vision.test', 'c@vision.test'],
      invalid: [],
      tooMany: false,
    });
    expect(parseAddressList(null).addresses).toEqual([]);
    expect(addressListProblem('')).toBeNull();
  });

  it('names what is not an address, in Hebrew', () => {
    expect(addressListProblem('a@vision.test, office')).toBe(
      'כתובות הצוות: "office" אינה כתובת דואר אלקטרוני תקינה. הפרידו כתובות בפסיק או בשורה חדשה.',
    );
  });

  it('refuses more addresses than a notification list should hold', () => {
    const many = Array.from({ length: STAFF_ADDRESSES_MAX + 1 }, (_, i) => `s${i}@vision.test`).join(',');
    expect(addressListProblem(many)).toBe(`כתובות הצוות: אפשר לרשום עד ${STAFF_ADDRESSES_MAX} כתובות.`);
  });
});
