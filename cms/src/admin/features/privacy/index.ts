// A person's erasure and data export under the privacy law, from the leads list.

import { contentManagerOf, type Feature } from '../../shared/feature';
import { PRIVACY_MESSAGES } from './messages';
import { PersonalDataAction } from './personal-data-action';

export const privacy: Feature = {
  name: 'privacy',
  messages: PRIVACY_MESSAGES,
  bootstrap(app) {
    contentManagerOf(app).plugin.injectComponent('listView', 'actions', {
      name: 'vision-personal-data',
      Component: PersonalDataAction,
    });
  },
};
