// The contacts: one to five rows (CONTACTS_MIN, CONTACTS_MAX); the add button shows only while
// there are fewer than five, and a row can be removed while more than one is left. Focus follows the change
// so keyboard and screen-reader users are not left on a button that vanished.

import { CONTACTS_MAX, CONTACTS_MIN, emptyContact, type LeadValues } from '@vision/config';
import { FieldArray, useFormikContext } from 'formik';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import { fieldId } from '../lib/field-ids';
import { ContactFieldset } from './contact-fieldset';
import styles from './contacts-field.module.css';
import { FieldError } from './field-error';

const focusLater = (id: string) => window.requestAnimationFrame(() => document.getElementById(id)?.focus());

export function ContactsField() {
  const { form } = useTexts();
  const { values, errors, submitCount } = useFormikContext<LeadValues>();
  const count = values.contacts.length;
  // Only a whole-list rule (too few, too many) lands here as a string.
  const listError = typeof errors.contacts === 'string' && submitCount > 0 ? errors.contacts : undefined;

  return (
    <FieldArray name="contacts">
      {({ push, remove }) => (
        <section className={styles.contacts} aria-labelledby="lead-contacts-title">
          <h3 id="lead-contacts-title" className={styles.title}>
            {form.contactsTitle}
          </h3>
          <p className={styles.hint}>{form.contactsHint}</p>
          {values.contacts.map((_contact, index) => (
            <ContactFieldset
              // Rows have no id of their own; the index is their identity in the form's paths too.
              key={index}
              index={index}
              onRemove={
                count > CONTACTS_MIN
                  ? () => {
                      remove(index);
                      focusLater(fieldId(`contacts[${Math.max(0, index - 1)}].fullName`));
                    }
                  : undefined
              }
            />
          ))}
          <FieldError path="contacts" error={listError} />
          {count < CONTACTS_MAX && (
            <button
              type="button"
              className={styles.add}
              onClick={() => {
                push(emptyContact());
                focusLater(fieldId(`contacts[${count}].fullName`));
              }}
            >
              <Icon name="add" />
              <span>{form.addContact}</span>
            </button>
          )}
        </section>
      )}
    </FieldArray>
  );
}
