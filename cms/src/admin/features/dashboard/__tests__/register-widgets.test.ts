import { withLeadWidgetsFirst } from '../register-widgets';

const widget = (id: string, pluginId?: string) =>
  ({ id, pluginId, icon: () => null, title: { id, defaultMessage: id }, component: async () => () => null }) as never;

describe('the home page widgets', () => {
  it('puts the leads dashboard first and drops the publication widgets a site without drafts never fills', () => {
    const ours = [widget('vision-leads-summary'), widget('vision-leads-by-day')];
    const strapi = [
      widget('last-edited-entries', 'content-manager'),
      widget('last-published-entries', 'content-manager'),
      widget('chart-entries', 'content-manager'),
      widget('profile-info', 'admin'),
    ];
    const ids = withLeadWidgetsFirst(ours)(strapi).map((item: { id: string }) => item.id);
    expect(ids).toEqual(['vision-leads-summary', 'vision-leads-by-day', 'last-edited-entries', 'profile-info']);
  });
});
