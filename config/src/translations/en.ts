// The English texts a new install seeds (translations/index.ts): written for English readers, with
// the Hebrew's meaning and every {placeholder} of it (texts.ts); a text missing later in the CMS
// still falls back to the Hebrew.

import type { PageTexts } from '../texts';

export const ENGLISH_PAGE: PageTexts = {
  texts: {
    general: {
      skipToContent: 'Skip to the submission form',
      homeLink: 'National Vision – home page',
      partnerLogoAlt: 'National Vision Initiative logo',
      mediaLogoAlt: 'Media partner logo',
      shareLabel: 'Share this page',
      copyLink: 'Copy the link to this page',
      linkCopied: 'Link copied',
      shareWhatsapp: 'Share on WhatsApp',
      shareFacebook: 'Share on Facebook',
      shareX: 'Share on X',
      shareEmail: 'Share by email',
      newWindow: '(opens in a new window)',
      thanksTitle: 'Thank you!',
      thanks:
        'Your vision proposal has been received and will be read carefully. Your reference number is {reference}. Please keep it for any future correspondence about your proposal.',
      sendAnother: 'Submit another proposal',
      loading: 'Loading…',
      accessibilityTitle: 'Accessibility statement',
      accessibilityStatement:
        'This site has been made accessible in line with Israeli Standard 5568 and the WCAG 2.0 guidelines at level AA: every part of the page can be reached with the keyboard, every field has a label, error messages are announced by screen readers, and the text can be enlarged. Have you come across an accessibility problem? Write to us at access@vision.org.il and we will fix it as soon as we can.',
      footer: '© National Vision Initiative. All rights reserved.',
      privacyLink: 'Privacy policy',
      footerLinksLabel: 'About this site',
      languageSwitcher: 'Choose a language',
    },
    seo: {
      title: 'National Vision | Submit your vision for Israel',
      description:
        'The National Vision Initiative invites the public to submit proposals for a vision for Israel in ten areas, including government, security, education, the economy and health. Every proposal is read.',
      siteName: 'National Vision',
      canonicalUrl: '/',
      socialImageAlt: 'National Vision – tomorrow’s Israel begins with your vision',
    },
    topSection: {
      title: 'Tomorrow’s Israel begins with your vision',
      titleImageAlt: 'National Vision – tomorrow’s Israel',
      paragraph1:
        'The National Vision Initiative, together with a leading media outlet, invites everyone who cares about Israel’s future to propose a vision: what the country should look like twenty-five years from now, and what we need to start doing today to get there.',
      paragraph2:
        'We are looking for bold, practical ideas from every part of society: professionals, organizations, communities, students and young people. Every proposal will be read by the initiative’s team, and the most outstanding ones will be presented to the public and to decision-makers.',
      subtitle1: 'Who can submit?',
      paragraph3:
        'Anyone – individuals, groups and organizations. You may submit more than one proposal, in any of the ten vision areas.',
      subtitle2: 'What should you include?',
      listItem1:
        'A vision document of up to five pages (PDF, Word or an image) describing the future you want to see and how to get there.',
      listItem2:
        'The names of the people submitting the vision, and contact details for at least one and up to five contact people.',
      listLinkText: 'Read the full guidelines',
      note: 'Please note: proposals are stored securely and used only by the initiative’s team. Your contact details will not be published without your consent.',
      imageAlt: 'People talking about the country’s future around a round table',
    },
    form: {
      title: 'Submit a vision proposal',
      deadline: 'Submissions are open until {date} at {time}',
      countdown: '{time} left to submit',
      opensOn: 'Submissions open on {date} at {time}. We look forward to receiving your proposal then.',
      intro: 'Fields marked with an asterisk (*) are required.',
      draftRestored:
        'We have restored what you entered on your last visit in this browser. Please attach your vision document again.',
      clearForm: 'Clear the form',
      clearFormQuestion: 'Clear all the fields? What you entered will also be deleted from this browser.',
      clearFormConfirm: 'Yes, clear',
      clearFormCancel: 'Cancel',
      requiredMark: 'Required',
      visionPresentersLabel: 'Names of the people submitting the vision',
      visionPresentersPlaceholder: 'e.g. Sarah Cohen, David Levi',
      contactsTitle: 'Contact people',
      contactsHint: 'You can add up to five contact people. An email address is required.',
      contactLegend: 'Contact person {number}',
      fullNameLabel: 'Full name',
      fullNamePlaceholder: 'First and last name',
      roleLabel: 'Role',
      rolePlaceholder: 'e.g. Head of department',
      phoneNumberLabel: 'Phone',
      phoneNumberPlaceholder: '0501234567',
      emailLabel: 'Email',
      emailPlaceholder: 'name@example.com',
      addContact: 'Add a contact person',
      removeContact: 'Remove contact person {number}',
      areaTitle: 'Vision area',
      areaHint: 'Choose the area your proposal addresses.',
      fileLabel: 'Vision document',
      fileHint: 'PDF, Word (doc or docx), PNG or JPG, up to 5 MB.',
      fileButton: 'Choose a file',
      fileChosen: 'Selected file: {name}',
      confirmationLabel: 'I have read and agree to the {terms}',
      confirmationTermsLink: 'terms of participation',
      privacyNotice:
        'The details you provide will be used only to review your proposal and to contact you about it, as set out in our {privacy}.',
      privacyLink: 'privacy policy',
      submit: 'Submit proposal',
      submitting: 'Submitting…',
      uploadProgress: 'Uploading file: {percent}%',
    },
    errors: {
      submitFailed:
        'Your proposal was not sent. Your details and file are still in the form – please try again in a moment.',
      botCheckFailed:
        'We could not confirm that this submission was made by a person. Please refresh the page and try again.',
      rateLimited: 'Many proposals have been sent from here in a short time. Please try again in a few minutes.',
      loadFailed: 'Part of the page did not load. Please check your internet connection and refresh the page.',
      formHasErrors: 'Some fields in the form need to be corrected.',
      visionPresentersRequired: 'Please enter the names of the people submitting the vision',
      visionPresentersXss: 'Invalid value: the text contains code or characters that are not allowed',
      visionPresentersInvalidCharacters: "Only letters, spaces and the characters , . ' - are allowed",
      visionPresentersMaxLength: 'The text is too long (up to 300 characters)',
      contactsRequired: 'Please add a contact person',
      contactsMinLengthArray: 'Please add at least one contact person',
      contactsMaxLengthArray: 'You can add up to five contact people',
      fullNameInvalidCharacters: "Only letters, spaces and the characters , . ' - are allowed",
      fullNameMaxLength: 'The name is too long (up to 100 characters)',
      roleInvalidCharacters: "Only letters, spaces and the characters , . ' - are allowed",
      roleMaxLength: 'The role is too long (up to 100 characters)',
      phoneNumberInvalidCharacters: 'A phone number can contain digits only',
      phoneNumberMinLengthPhone: 'The phone number is too short (at least 9 digits)',
      phoneNumberMaxLengthPhone: 'The phone number is too long (up to 10 digits)',
      emailRequired: 'Please enter an email address',
      emailInvalidEmail: 'The email address is not valid',
      emailMaxLength: 'The email address is too long',
      visionSubmissionAreaRequired: 'Please choose a vision area',
      fileRequired: 'Please attach your vision document',
      fileInvalidFormat: 'This file type is not supported. You can attach a PDF, Word, PNG or JPG file',
      fileInvalidSize: 'The file is too large. The maximum size is 5 MB',
      confirmationRequired: 'Please accept the terms of participation',
    },
  },
  areas: [
    {
      key: 'governmentAndAdministration',
      label: 'Government and public administration',
      info: 'The structure of government, an efficient public service, transparency, local government and the relationship between citizens and the state.',
    },
    {
      key: 'regionalSecurityPolicy',
      label: 'Regional security policy',
      info: 'Israel’s place in the Middle East: diplomatic arrangements, regional alliances, relations with its neighbors and its borders.',
    },
    {
      key: 'securityIDF',
      label: 'Defense and the Israel Defense Forces',
      info: 'The future of the IDF: the service model, force buildup, technology, the reserves and the relationship between the military and society.',
    },
    {
      key: 'internalSecurityPolice',
      label: 'Internal security and the Israel Police',
      info: 'Personal safety, law enforcement, fighting crime and violence, community policing and preparedness for civil emergencies.',
    },
    {
      key: 'equalityAndWelfare',
      label: 'Equality and social welfare',
      info: 'Narrowing social gaps, social security, housing, at-risk populations, people with disabilities and senior citizens.',
    },
    {
      key: 'educationAndEnlightenment',
      label: 'Education and learning',
      info: 'From kindergarten to university: what our children will learn, the standing of teachers, higher education and lifelong learning.',
    },
    {
      key: 'economy',
      label: 'Economy',
      info: 'Growth, the cost of living, employment, innovation, infrastructure, and tax and budget policy.',
    },
    {
      key: 'lawAndJustice',
      label: 'Law and justice',
      info: 'The justice system, human rights, a constitution, the rule of law and access to justice for every citizen.',
    },
    {
      key: 'gender',
      label: 'Gender equality',
      info: 'Gender equality at work, in representation and in the family, preventing violence, and equal opportunities for all.',
    },
    {
      key: 'health',
      label: 'Health',
      info: 'The public health system, preventive medicine, mental health, the medical workforce and narrowing the gaps between the center of the country and the periphery.',
    },
  ],
  closedText:
    'Submissions of vision proposals have closed. Thank you to everyone who submitted a proposal – the selected proposals will be published on this site soon.',
};
