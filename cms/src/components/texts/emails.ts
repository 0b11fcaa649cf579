import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS } from '@vision/config';
import { textComponent } from '../../content-model/text-fields';

export default textComponent('components_texts_emails', TEXT_GROUP_LABELS.emails, TEXT_DEFINITIONS.emails);
