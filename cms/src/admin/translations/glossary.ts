// The one Hebrew word for each concept of the admin panel, so that the same thing has the same name on
// every screen (he/*.ts are written with it; __tests__/hebrew.test.ts holds them to the `whole` terms).
//
// House style, for whoever adds a string:
// - Buttons, menu items and tab names are verbal nouns: שמירה, מחיקה, עריכה (not the imperative שמור).
// - Sentences speak to nobody in particular, in a gender-neutral way: "יש לבחור", "אין לך הרשאה",
//   "למחוק את הרשומה?" (a question instead of "Are you sure you want to…").
// - No English words: product names and a few acronyms only (see the test's allowlist).
// - Geresh and gershayim: ׳ (U+05F3) in words like וידג׳ט (an ASCII apostrophe is an ICU escape),
//   and a plain " in abbreviations like דוא"ל.

export interface GlossaryTerm {
  /** The English term as Strapi writes it. */
  readonly en: string;
  /** The Hebrew term used everywhere for it. */
  readonly he: string;
  /** Why this word, or how it is used. */
  readonly note: string;
  /** When a whole English string is exactly `en`, its Hebrew is exactly `he` (checked by the test). */
  readonly whole?: true;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // Content.
  { en: 'Entry', he: 'רשומה', note: 'One item of a content type (a lead, a page). Plural רשומות.', whole: true },
  { en: 'Entries', he: 'רשומות', note: 'Plural of Entry.', whole: true },
  {
    en: 'document',
    he: 'רשומה',
    note: 'Strapi 5 calls an entry with all its languages and versions a document; editors see one thing, so one word. "Document ID" is מזהה הרשומה.',
  },
  { en: 'content', he: 'תוכן', note: 'Everything the editors write.' },
  {
    en: 'Content Manager',
    he: 'ניהול תוכן',
    note: 'The plugin where entries are edited: named for what one does there.',
    whole: true,
  },
  {
    en: 'Content-Type Builder',
    he: 'בניית סוגי תוכן',
    note: 'The plugin that defines content types; a verbal noun like ניהול תוכן.',
    whole: true,
  },
  { en: 'content type', he: 'סוג תוכן', note: 'Plural סוגי תוכן.' },
  { en: 'Collection Type', he: 'סוג אוסף', note: 'A content type with many entries. Plural סוגי אוספים.', whole: true },
  { en: 'Collection Types', he: 'סוגי אוספים', note: 'Plural of Collection Type.', whole: true },
  { en: 'Single Type', he: 'סוג יחיד', note: 'A content type with one entry. Plural סוגים יחידים.', whole: true },
  { en: 'Single Types', he: 'סוגים יחידים', note: 'Plural of Single Type.', whole: true },
  { en: 'Component', he: 'רכיב', note: 'A reusable group of fields. Plural רכיבים.', whole: true },
  { en: 'Components', he: 'רכיבים', note: 'Plural of Component.', whole: true },
  { en: 'Dynamic zone', he: 'אזור דינמי', note: 'A field that holds a list of chosen components.', whole: true },
  { en: 'Field', he: 'שדה', note: 'Also for Strapi\'s "attribute": editors know fields, not attributes.', whole: true },
  { en: 'Fields', he: 'שדות', note: 'Plural of Field.', whole: true },
  { en: 'Relation', he: 'קשר', note: 'A link from one entry to others. Plural קשרים.', whole: true },
  { en: 'Schema', he: 'מבנה', note: 'The fields of a content type; also for "model".' },

  // Media.
  { en: 'Media Library', he: 'ספריית המדיה', note: 'Always with the definite article.', whole: true },
  { en: 'Media', he: 'מדיה', note: 'Images, video, audio and documents.', whole: true },
  { en: 'asset', he: 'קובץ', note: 'A file in the Media Library. נכס is a word of finance and property.' },
  { en: 'File', he: 'קובץ', note: 'Plural קבצים.', whole: true },
  { en: 'Folder', he: 'תיקייה', note: 'Plural תיקיות.', whole: true },
  { en: 'Caption', he: 'כיתוב', note: 'The line under an image.', whole: true },
  { en: 'Alternative text', he: 'טקסט חלופי', note: 'What a screen reader says instead of the image.', whole: true },
  { en: 'metadata', he: 'מטא-נתונים', note: "A file's caption and alternative text." },

  // Publishing.
  { en: 'Save', he: 'שמירה', note: 'Every action is a verbal noun.', whole: true },
  { en: 'Publish', he: 'פרסום', note: 'Even where the site does not use drafts.', whole: true },
  { en: 'Unpublish', he: 'ביטול פרסום', note: 'Takes an entry off the site.', whole: true },
  { en: 'Published', he: 'פורסם', note: 'The status of an entry; not מפורסם (famous).', whole: true },
  { en: 'Draft', he: 'טיוטה', note: 'The status of an entry never published. Plural טיוטות.', whole: true },
  { en: 'Modified', he: 'שונה', note: 'Published, with changes not yet published.', whole: true },
  { en: 'Discard changes', he: 'ביטול השינויים', note: 'Back to the last saved version.', whole: true },
  { en: 'Release', he: 'מהדורה', note: 'A batch of entries published together; גרסה is a version.', whole: true },
  { en: 'Releases', he: 'מהדורות', note: 'Plural of Release.', whole: true },
  { en: 'Version', he: 'גרסה', note: 'A saved state in the content history.', whole: true },
  { en: 'Content History', he: 'היסטוריית תוכן', note: 'The versions of an entry.', whole: true },
  {
    en: 'Review Workflows',
    he: 'תהליכי סקירה',
    note: 'Singular תהליך סקירה; "workflow" alone is תהליך עבודה.',
    whole: true,
  },
  { en: 'Stage', he: 'שלב', note: 'A step of a review workflow.', whole: true },
  { en: 'Assignee', he: 'אחראי', note: 'The user an entry is assigned to.', whole: true },

  // Actions.
  { en: 'Cancel', he: 'ביטול', note: 'Closes a dialog without doing anything.', whole: true },
  { en: 'Delete', he: 'מחיקה', note: 'Gone for good; compare Remove.', whole: true },
  { en: 'Remove', he: 'הסרה', note: 'Takes something out of a list or a field; it still exists.', whole: true },
  { en: 'Edit', he: 'עריכה', note: '', whole: true },
  { en: 'Create', he: 'יצירה', note: '', whole: true },
  { en: 'Add', he: 'הוספה', note: '', whole: true },
  { en: 'Duplicate', he: 'שכפול', note: 'Also for "clone".', whole: true },
  { en: 'Back', he: 'חזרה', note: '', whole: true },
  { en: 'Close', he: 'סגירה', note: '', whole: true },
  { en: 'Confirm', he: 'אישור', note: '', whole: true },
  { en: 'Apply', he: 'החלה', note: 'Of a filter or a condition.', whole: true },
  { en: 'Clear', he: 'ניקוי', note: 'Empties a field or a selection.', whole: true },
  { en: 'Reset', he: 'איפוס', note: 'Back to the defaults.', whole: true },
  { en: 'Select', he: 'בחירה', note: 'Also the empty state of a dropdown.', whole: true },
  { en: 'Search', he: 'חיפוש', note: '', whole: true },
  { en: 'Filter', he: 'סינון', note: 'The action; a single condition is a מסנן, plural מסננים.', whole: true },
  { en: 'Sort', he: 'מיון', note: '', whole: true },
  { en: 'Upload', he: 'העלאה', note: '', whole: true },
  { en: 'Download', he: 'הורדה', note: '', whole: true },
  { en: 'Preview', he: 'תצוגה מקדימה', note: '', whole: true },
  { en: 'Move', he: 'העברה', note: 'To another folder.', whole: true },
  { en: 'Next', he: 'הבא', note: '', whole: true },
  { en: 'Continue', he: 'המשך', note: '', whole: true },
  { en: 'Bulk actions', he: 'פעולות קבוצתיות', note: 'Actions on all the selected rows at once.', whole: true },

  // The panel.
  { en: 'Settings', he: 'הגדרות', note: '', whole: true },
  {
    en: 'Homepage',
    he: 'דף הבית',
    note: 'The panel\'s first screen (the Media Library\'s "Home" is its top folder).',
    whole: true,
  },
  { en: 'administration panel', he: 'ממשק הניהול', note: 'The Strapi admin panel itself.' },
  {
    en: 'List view',
    he: 'תצוגת רשימה',
    note: 'The table of entries; its twin is תצוגת עריכה (edit view).',
    whole: true,
  },
  { en: 'Layout', he: 'פריסה', note: 'Where fields sit in a view.', whole: true },
  { en: 'Label', he: 'תווית', note: "A field's visible name.", whole: true },
  { en: 'Placeholder', he: 'טקסט מציין מקום', note: 'The grey hint inside an empty input.', whole: true },
  { en: 'Status', he: 'סטטוס', note: 'As Israeli interfaces say it.', whole: true },
  { en: 'Actions', he: 'פעולות', note: '', whole: true },
  { en: 'widget', he: 'וידג׳ט', note: 'A tile of the home page; the loanword every Hebrew interface uses.' },
  { en: 'guided tour', he: 'סיור מודרך', note: '' },
  { en: 'Plugin', he: 'תוסף', note: 'Plural תוספים.', whole: true },
  { en: 'Plugins', he: 'תוספים', note: 'Plural of Plugin.', whole: true },
  { en: 'Marketplace', he: 'חנות התוספים', note: '', whole: true },

  // People and access.
  { en: 'User', he: 'משתמש', note: 'Plural משתמשים.', whole: true },
  { en: 'Users', he: 'משתמשים', note: 'Plural of User.', whole: true },
  { en: 'Role', he: 'תפקיד', note: 'A set of permissions; plural תפקידים.', whole: true },
  { en: 'Roles', he: 'תפקידים', note: 'Plural of Role.', whole: true },
  { en: 'Permissions', he: 'הרשאות', note: 'Singular הרשאה.', whole: true },
  { en: 'administrator', he: 'מנהל מערכת', note: "Whoever manages the panel's users." },
  { en: 'Super Admin', he: 'מנהל־על', note: "Strapi's built-in role with every permission.", whole: true },
  { en: 'Email', he: 'דוא"ל', note: 'The address and the plugin alike.', whole: true },
  { en: 'Password', he: 'סיסמה', note: '', whole: true },
  { en: 'Log in', he: 'התחברות', note: 'Also "Login", "Sign in".', whole: true },
  { en: 'Log out', he: 'התנתקות', note: 'Also "Logout".', whole: true },
  { en: 'session', he: 'חיבור', note: 'One signed-in device; "end session" is ניתוק.' },
  { en: 'Provider', he: 'ספק', note: 'Of sign-in, email or file storage.', whole: true },
  { en: 'Single Sign-On', he: 'הזדהות אחידה', note: 'SSO, as the Israeli government names its own.', whole: true },
  { en: 'Audit Logs', he: 'יומן פעילות', note: 'What every user did, and when.', whole: true },

  // Languages and integrations.
  { en: 'Locale', he: 'שפה', note: 'A language of the content; plural שפות.', whole: true },
  { en: 'Locales', he: 'שפות', note: 'Plural of Locale.', whole: true },
  { en: 'Default locale', he: 'שפת ברירת המחדל', note: '', whole: true },
  { en: 'Internationalization', he: 'ריבוי שפות', note: 'The i18n plugin: content in several languages.', whole: true },
  {
    en: 'API Token',
    he: 'אסימון API',
    note: 'The official Hebrew for a token; "admin token" is אסימון ניהול.',
    whole: true,
  },
  { en: 'API Tokens', he: 'אסימוני API', note: 'Plural of API Token.', whole: true },
  { en: 'Webhook', he: 'וובהוק', note: 'The loanword, in Hebrew letters; plural וובהוקים.', whole: true },
  { en: 'Webhooks', he: 'וובהוקים', note: 'Plural of Webhook.', whole: true },
];
