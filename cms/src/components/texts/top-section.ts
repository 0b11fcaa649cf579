import { TEXT_DEFINITIONS, TEXT_GROUP_LABELS } from '@vision/config';
import { textComponent } from '../../content-model/text-fields';

export default textComponent('components_texts_top_section', TEXT_GROUP_LABELS.topSection, TEXT_DEFINITIONS.topSection);
