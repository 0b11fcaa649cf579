// The English names of the site's texts in the CMS's admin panel, for an account that chose English:
// the Hebrew names and hints are the text definitions' own (texts.ts). The table's type follows the
// definitions, so a new text without an English name, or a hint without an English one, fails the
// type check.

import type { ValidationKey } from './error-keys';
import {
  FIELD_ERROR_RULES,
  errorTextKey,
  type ErrorField,
  type TextGroupName,
  type WrittenTextDefinitions,
} from './texts';

/** A text's English name, with a hint exactly where the Hebrew has one. */
type EnglishName<Definition> = Definition extends { hint: string }
  ? { label: string; hint: string }
  : { label: string };

export type EnglishTextNames = {
  [Group in TextGroupName]: {
    [Key in keyof WrittenTextDefinitions[Group]]: EnglishName<WrittenTextDefinitions[Group][Key]>;
  };
};

export const TEXT_GROUP_LABELS_EN: Record<TextGroupName, string> = {
  general: 'General texts',
  seo: 'Sharing and search engines',
  topSection: 'Page intro',
  form: 'Submission form',
  errors: 'Error messages',
  emails: 'E-mail messages',
};

const PLACEHOLDERS =
  '{reference}, {area} and {fileName} are replaced with the reference, the area name and the file name';
const CONTACT_NUMBER = "{number} is replaced with the contact's number";

const WRITTEN: EnglishTextNames = {
  general: {
    skipToContent: { label: '"Skip to content" link (keyboard users)' },
    homeLink: { label: "Description of the logo's link to the home page" },
    partnerLogoAlt: { label: 'Initiative logo description (screen readers)' },
    mediaLogoAlt: { label: 'Media partner logo description (screen readers)' },
    shareLabel: { label: 'Sharing section heading (screen readers)' },
    copyLink: { label: 'Copy link button' },
    linkCopied: { label: 'Message after the link is copied' },
    shareWhatsapp: { label: 'Share on WhatsApp button' },
    shareFacebook: { label: 'Share on Facebook button' },
    shareX: { label: 'Share on X button' },
    shareEmail: { label: 'Share by e-mail button' },
    newWindow: { label: 'Screen reader note on a link that opens in a new window' },
    thanksTitle: { label: 'Thank-you message title' },
    thanks: {
      label: 'Thank-you message after submitting',
      hint: "{reference} is replaced with the submission's reference number",
    },
    sendAnother: { label: 'Submit another proposal button' },
    loading: { label: 'Loading message' },
    accessibilityTitle: { label: 'Accessibility statement title' },
    accessibilityStatement: { label: 'Accessibility statement' },
    footer: { label: 'Footer line' },
    privacyLink: { label: 'Privacy policy link text (page footer)' },
    footerLinksLabel: { label: 'Footer links heading (screen readers)' },
    languageSwitcher: { label: 'Language menu name, top of the page (screen readers)' },
  },
  seo: {
    title: { label: 'Page title (browser tab and sharing)' },
    description: { label: 'Page description (search engines and sharing)' },
    siteName: { label: 'Site name' },
    canonicalUrl: {
      label: 'Canonical URL',
      hint: 'The site\'s public address, e.g. https://vision.org.il/ ; "/" means the address the site is opened at',
    },
    socialImageAlt: { label: 'Sharing image description' },
  },
  topSection: {
    title: { label: 'Main heading' },
    titleImageAlt: { label: 'Title image description (screen readers)' },
    paragraph1: { label: 'Opening paragraph 1' },
    paragraph2: { label: 'Opening paragraph 2' },
    subtitle1: { label: 'Subheading 1' },
    paragraph3: { label: 'Paragraph after subheading 1' },
    subtitle2: { label: 'Subheading 2' },
    listItem1: { label: 'List – item 1' },
    listItem2: { label: 'List – item 2' },
    listLinkText: {
      label: 'Guidelines link (below the list)',
      hint: 'Links to the "Guidelines document" among the media fields',
    },
    note: { label: 'Highlighted note' },
    imageAlt: { label: 'Intro image description (screen readers)' },
  },
  form: {
    title: { label: 'Form title' },
    deadline: {
      label: 'Submission deadline (shown by the form once a "Closing date" is set)',
      hint: '{date} and {time} are replaced with the date and time in Israel time, e.g. "Thursday, 31 December 2026" (in Hebrew) and "23:59"',
    },
    countdown: {
      label: 'Time left (in the last 48 hours)',
      hint: '{time} is replaced with the time left, e.g. "5 hours and 12 minutes" (in Hebrew)',
    },
    opensOn: {
      label: 'Message before opening (shown instead of the form)',
      hint: '{date} and {time} are replaced with the opening date and time, in Israel time',
    },
    intro: { label: 'Explanation at the top of the form' },
    draftRestored: {
      label: 'Draft restored message (when a visitor returns to a form they filled in)',
      hint: 'What the visitor typed is kept in their browser for up to 7 days; the file is not kept',
    },
    clearForm: { label: 'Clear form button' },
    clearFormQuestion: { label: 'Confirmation question before clearing the form' },
    clearFormConfirm: { label: 'Confirm clearing button' },
    clearFormCancel: { label: 'Cancel clearing button' },
    requiredMark: { label: 'What the required-field asterisk means (screen readers)' },
    visionPresentersLabel: { label: "Label: presenters' names" },
    visionPresentersPlaceholder: { label: "Placeholder: presenters' names" },
    contactsTitle: { label: 'Contacts section heading' },
    contactsHint: { label: 'Contacts section explanation' },
    contactLegend: { label: 'Contact heading', hint: CONTACT_NUMBER },
    fullNameLabel: { label: 'Label: full name' },
    fullNamePlaceholder: { label: 'Placeholder: full name' },
    roleLabel: { label: 'Label: role' },
    rolePlaceholder: { label: 'Placeholder: role' },
    phoneNumberLabel: { label: 'Label: phone' },
    phoneNumberPlaceholder: { label: 'Placeholder: phone' },
    emailLabel: { label: 'Label: e-mail' },
    emailPlaceholder: { label: 'Placeholder: e-mail' },
    addContact: { label: 'Add contact button' },
    removeContact: { label: 'Remove contact button', hint: CONTACT_NUMBER },
    areaTitle: { label: 'Area choice heading' },
    areaHint: { label: 'Area choice explanation' },
    fileLabel: { label: 'Label: vision file' },
    fileHint: { label: 'File upload explanation' },
    fileButton: { label: 'Choose file button' },
    fileChosen: { label: 'Chosen file message', hint: '{name} is replaced with the file name' },
    confirmationLabel: { label: 'Consent checkbox label', hint: '{terms} is replaced with the link to the terms' },
    confirmationTermsLink: { label: 'Terms link text' },
    privacyNotice: {
      label: 'Privacy notice below the consent checkbox',
      hint: '{privacy} is replaced with the link to the privacy policy',
    },
    privacyLink: { label: 'Privacy policy link text (next to the consent checkbox)' },
    submit: { label: 'Submit button' },
    submitting: { label: 'Submit button while sending' },
    uploadProgress: { label: 'File upload progress', hint: '{percent} is replaced with the percentage uploaded' },
  },
  errors: {
    submitFailed: { label: 'General submission error' },
    botCheckFailed: { label: 'Error: security check failed' },
    rateLimited: { label: 'Error: too many submissions' },
    loadFailed: { label: 'Error: page failed to load' },
    formHasErrors: { label: 'Message when the form has errors (screen readers)' },
  },
  emails: {
    confirmationSubject: {
      label: 'Confirmation to senders – subject',
      hint: '{reference} is replaced with the reference number',
    },
    confirmationBody: { label: 'Confirmation to senders – body', hint: PLACEHOLDERS },
    staffSubject: {
      label: 'Staff notification of a new proposal – subject',
      hint: '{reference} and {area} are replaced with the reference and the area name',
    },
    staffBody: {
      label: 'Staff notification of a new proposal – body',
      hint: "{reference} and {area} are replaced with the reference and the area name, and {link} with a link to the proposal in the admin panel. The senders' details are never sent by e-mail",
    },
    digestSubject: {
      label: 'Daily staff digest – subject',
      hint: '{count} and {date} are replaced with the number of proposals and the date',
    },
    digestIntro: {
      label: 'Daily staff digest – opening',
      hint: '{count} and {date} are replaced with the number of proposals and the date (Israel time). The list of proposals follows',
    },
    digestLine: {
      label: 'Daily staff digest – line per proposal',
      hint: '{reference}, {area} and {link} are replaced with the reference, the area name and a link to the proposal in the admin panel',
    },
  },
};

/** The names in the errors group's "Error – <field>: <rule>" labels (texts.ts names them in Hebrew). */
const ERROR_FIELDS_EN: Record<ErrorField, string> = {
  visionPresenters: "Presenters' names",
  contacts: 'Contacts',
  fullName: 'Full name',
  role: 'Role',
  phoneNumber: 'Phone',
  email: 'E-mail',
  visionSubmissionArea: 'Vision area',
  file: 'Vision file',
  confirmation: 'Terms consent',
};

const RULES_EN: Record<ValidationKey, string> = {
  REQUIRED: 'required field left empty',
  MIN_LENGTH_ARRAY: 'too few',
  MAX_LENGTH_ARRAY: 'too many',
  INVALID_EMAIL: 'invalid address',
  MIN_LENGTH_PHONE: 'too short',
  MAX_LENGTH_PHONE: 'too long',
  INVALID_FORMAT: 'unsupported file type',
  INVALID_SIZE: 'file too large',
  XSS: 'code or forbidden characters',
  INVALID_CHARACTERS: 'characters not allowed',
  MAX_LENGTH: 'too long',
};

const FIELD_ERRORS_EN = Object.fromEntries(
  FIELD_ERROR_RULES.map(({ field, validationKey }) => [
    errorTextKey(field, validationKey),
    { label: `Error – ${ERROR_FIELDS_EN[field]}: ${RULES_EN[validationKey]}` },
  ]),
);

/** Every text of a group by its key, in English: `{ label, hint? }`. */
export const englishTextNames = (group: TextGroupName): Record<string, { label: string; hint?: string }> =>
  group === 'errors' ? { ...WRITTEN.errors, ...FIELD_ERRORS_EN } : WRITTEN[group];
