// A progress bar that fills from the reading direction's start. The design system's ProgressBar is
// drawn for dark backgrounds (a white fill on a dark track) and slides its fill in from the left,
// so on the panel's white cards, right to left, an empty bar looked full.

import { Box } from '@strapi/design-system';

export const ProgressBar = ({ percent, label }: { percent: number; label: string }) => (
  <Box
    role="progressbar"
    aria-valuemin={0}
    aria-valuemax={100}
    aria-valuenow={percent}
    aria-label={label}
    background="neutral150"
    hasRadius
    overflow="hidden"
    width="10rem"
    height="0.8rem"
  >
    <Box background="primary600" height="100%" style={{ width: `${percent}%` }} />
  </Box>
);
