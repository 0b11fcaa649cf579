import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS } from '@vision/config';
import { textComponent } from '../../content-model/text-fields';

export default textComponent('components_texts_errors', TEXT_GROUP_LABELS.errors, TEXT_DEFINITIONS.errors);
