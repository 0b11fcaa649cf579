// The contract's lead schema (config/) with the browser's sanitiser: the site checks exactly the
// rules the CMS checks, and the xss rule compares a value with what DOMPurify makes of it.

import { createLeadSchema } from '@vision/config';
import DOMPurify from 'dompurify';

export const leadSchema = createLeadSchema({ sanitize: (value) => DOMPurify.sanitize(value) });
