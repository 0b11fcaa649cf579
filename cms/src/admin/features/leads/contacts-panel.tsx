// A lead's (or quarantined attempt's) contacts as a list to read, beside the record: the Content
// Manager's own repeatable-component input would offer add, delete and drag on evidence.

import { Flex, Typography } from '@strapi/design-system';
import { LEAD_UID, QUARANTINE_UID } from '../../shared/uids';
import { jerusalemDateTime } from '../../shared/display';
import type { PanelProps } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { SHARED_MESSAGES } from '../../shared/shared-messages';
import { LEADS_MESSAGES } from './messages';

type Contact = { fullName?: string | null; role?: string | null; phoneNumber?: string | null; email?: string | null };

const LINES: { key: keyof Contact; label: string; ltr?: boolean }[] = [
  { key: 'role', label: 'vision.leads.contacts.role' },
  { key: 'phoneNumber', label: 'vision.leads.contacts.phone', ltr: true },
  { key: 'email', label: 'vision.leads.contacts.email', ltr: true },
];

const ContactList = ({ contacts }: { contacts: Contact[] }) => {
  const text = useText(LEADS_MESSAGES);
  return (
    <Flex
      tag="ol"
      direction="column"
      alignItems="stretch"
      gap={3}
      width="100%"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {contacts.map((contact, index) => (
        <Flex tag="li" key={index} direction="column" alignItems="stretch" gap={1}>
          <Typography fontWeight="bold" textColor="neutral800">
            {contact.fullName || text('vision.leads.contacts.numbered', { number: index + 1 })}
          </Typography>
          {LINES.filter(({ key }) => contact[key]).map(({ key, label, ltr }) => (
            <Typography key={key} textColor="neutral700" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {text(label)}: <bdi dir={ltr ? 'ltr' : 'auto'}>{contact[key]}</bdi>
            </Typography>
          ))}
        </Flex>
      ))}
    </Flex>
  );
};

export const ContactsPanel = ({ model, document }: PanelProps) => {
  const text = useText(LEADS_MESSAGES);
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !document) return null;
  const contacts = Array.isArray(document.contacts) ? (document.contacts as Contact[]) : [];
  return {
    title: text('vision.leads.contacts.title'),
    content: contacts.length ? (
      <ContactList contacts={contacts} />
    ) : (
      <Typography textColor="neutral600">{text('vision.leads.contacts.none')}</Typography>
    ),
  };
};

/** When the lead (or the blocked attempt) arrived, in Israel time. */
export const ReceivedPanel = ({ model, document }: PanelProps) => {
  const text = useText(LEADS_MESSAGES);
  const shared = useText(SHARED_MESSAGES);
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !document?.createdAt) return null;
  return {
    title: text(model === QUARANTINE_UID ? 'vision.leads.received.quarantine' : 'vision.leads.received.lead'),
    content: (
      <Typography textColor="neutral800">
        {shared('vision.shared.israel-time', { time: jerusalemDateTime(document.createdAt) })}
      </Typography>
    ),
  };
};
