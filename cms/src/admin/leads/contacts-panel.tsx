// A lead's (or quarantined attempt's) contacts as a list to read, beside the record: the Content
// Manager's own repeatable-component input would offer add, delete and drag on evidence.

import { Flex, Typography } from '@strapi/design-system';
import { LEAD_UID, QUARANTINE_UID } from './uids';
import { jerusalemDateTime } from './display';
import type { PanelProps } from './downloads';

type Contact = { fullName?: string | null; role?: string | null; phoneNumber?: string | null; email?: string | null };

const LINES: { key: keyof Contact; label: string; ltr?: boolean }[] = [
  { key: 'role', label: 'תפקיד' },
  { key: 'phoneNumber', label: 'טלפון', ltr: true },
  { key: 'email', label: 'דואר אלקטרוני', ltr: true },
];

const ContactList = ({ contacts }: { contacts: Contact[] }) => (
  <Flex tag="ol" direction="column" alignItems="stretch" gap={3} width="100%" style={{ listStyle: 'none', padding: 0 }}>
    {contacts.map((contact, index) => (
      <Flex tag="li" key={index} direction="column" alignItems="stretch" gap={1}>
        <Typography fontWeight="bold" textColor="neutral800">
          {contact.fullName || `איש קשר ${index + 1}`}
        </Typography>
        {LINES.filter(({ key }) => contact[key]).map(({ key, label, ltr }) => (
          <Typography key={key} textColor="neutral700" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {label}: <bdi dir={ltr ? 'ltr' : 'auto'}>{contact[key]}</bdi>
          </Typography>
        ))}
      </Flex>
    ))}
  </Flex>
);

export const ContactsPanel = ({ model, document }: PanelProps) => {
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !document) return null;
  const contacts = Array.isArray(document.contacts) ? (document.contacts as Contact[]) : [];
  return {
    title: 'אנשי קשר',
    content: contacts.length ? (
      <ContactList contacts={contacts} />
    ) : (
      <Typography textColor="neutral600">לא נמסרו אנשי קשר.</Typography>
    ),
  };
};

/** When the lead (or the blocked attempt) arrived, in Israel time. */
export const ReceivedPanel = ({ model, document }: PanelProps) => {
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !document?.createdAt) return null;
  return {
    title: model === QUARANTINE_UID ? 'נחסמה ב־' : 'התקבלה ב־',
    content: <Typography textColor="neutral800">{jerusalemDateTime(document.createdAt)} (שעון ישראל)</Typography>,
  };
};
