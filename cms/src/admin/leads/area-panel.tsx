// The area of a lead or quarantined attempt by its Hebrew name, beside the edit view's form
// (whose enumeration field can only show the stored key).

import { Typography } from '@strapi/design-system';
import { LEAD_UID, QUARANTINE_UID } from './uids';
import { useAreaLabels } from './area-labels';
import type { PanelProps } from './downloads';

const AreaName = ({ area }: { area: string }) => {
  const labels = useAreaLabels();
  return <Typography textColor="neutral800">{labels[area] ?? area}</Typography>;
};

export const AreaPanel = ({ model, document }: PanelProps) => {
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || typeof document?.visionSubmissionArea !== 'string') {
    return null;
  }
  return { title: 'תחום החזון', content: <AreaName area={document.visionSubmissionArea} /> };
};
