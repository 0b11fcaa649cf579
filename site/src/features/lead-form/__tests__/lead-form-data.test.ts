import { initialLeadValues } from '@vision/config';
import { toLeadFormData, uploadName } from '../api/lead-form-data';

describe('the multipart body of a lead', () => {
  it('leaves out the presenters when they are empty and the file when it is not a real file', () => {
    const values = { ...initialLeadValues(), visionPresenters: '  ', file: 'existing-attachment' };
    const body = toLeadFormData(values, 'token-1');
    expect(body.has('visionPresenters')).toBe(false);
    expect(body.has('file')).toBe(false);
    expect(body.get('confirmation')).toBe('false');
    expect(body.get('recaptchaToken')).toBe('token-1');
    expect(JSON.parse(body.get('contacts') as string)).toEqual([
      { fullName: '', role: '', phoneNumber: '', email: '' },
    ]);
  });

  it("carries the page's language, Hebrew unless told", () => {
    expect(toLeadFormData(initialLeadValues(), 'token-1').get('locale')).toBe('he');
    expect(toLeadFormData(initialLeadValues(), 'token-1', 'ar').get('locale')).toBe('ar');
  });

  it("renames the file to 'file' plus its extension, in lower case", () => {
    expect(uploadName(new File(['x'], 'החזון שלי.DOCX'))).toBe('file.docx');
    expect(uploadName(new File(['x'], 'no-extension'))).toBe('file');
  });
});
