import { initialLeadValues } from '@vision/config';

type LeadValidation = typeof import('../lib/lead-validation');

/** A fresh copy of the module, whose DOMPurify download fails while `offline()` says so. */
const withFlakyDownload = (offline: () => boolean): LeadValidation => {
  let validation: LeadValidation | undefined;
  jest.isolateModules(() => {
    jest.doMock('dompurify', () => {
      if (offline()) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('dompurify');
    });
    validation = jest.requireActual<LeadValidation>('../lib/lead-validation');
  });
  return validation!;
};

afterEach(() => jest.dontMock('dompurify'));

describe("the form's validation", () => {
  it("gives the schema's errors in formik's shape", async () => {
    const { validateLead } = await import('../lib/lead-validation');
    const errors = await validateLead(initialLeadValues());
    expect(errors).toMatchObject({
      visionPresenters: expect.any(String),
      contacts: [{ email: expect.any(String) }],
      visionSubmissionArea: expect.any(String),
      file: expect.any(String),
      confirmation: expect.any(String),
    });
  });

  it('marks nothing while the sanitiser cannot be downloaded, and tries again at the next change', async () => {
    let offline = true;
    const { validateLead } = withFlakyDownload(() => offline);
    expect(await validateLead(initialLeadValues())).toEqual({});

    offline = false;
    expect(await validateLead(initialLeadValues())).toHaveProperty('visionPresenters');
  });
});
