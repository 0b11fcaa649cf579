// Why a lead's file does not download: its malware scan is pending, found it infected (moved to
// quarantine; the lead stays, and the staff may contact the presenters), or could not look inside
// it. A file received while no scanner was configured says so in a banner of its own: then no file
// of this server downloads, which is a setting to fix, not something about this file.

import { Box, Typography } from '@strapi/design-system';
import { useText } from './messages';
import { SHARED_MESSAGES } from './shared-messages';

/** lib/scan/verdicts.ts, SCAN_NOTES: the detail of a file written while scanning was off. */
const NO_SCANNER = 'no-scanner';
/** ClamAV's signature names start so; the project's own notes are lower-case words. */
const isSignature = (detail: string | null): detail is string => !!detail && /^[A-Z]/.test(detail);

const TONE: Record<string, { background: string; border: string; text: string }> = {
  infected: { background: 'danger100', border: 'danger200', text: 'danger700' },
  unscannable: { background: 'warning100', border: 'warning200', text: 'warning700' },
  pending: { background: 'neutral100', border: 'neutral200', text: 'neutral700' },
};

export const ScanNotice = ({ state, detail }: { state: string; detail: string | null }) => {
  const text = useText(SHARED_MESSAGES);
  const noScanner = state === 'unscannable' && detail === NO_SCANNER;
  const kind = state === 'infected' || state === 'unscannable' ? state : 'pending';
  const tone = TONE[noScanner ? 'unscannable' : kind];
  return (
    <Box
      role={kind === 'infected' ? 'alert' : 'status'}
      background={tone.background}
      borderColor={tone.border}
      hasRadius
      padding={3}
    >
      <Typography tag="p" fontWeight="bold" textColor={tone.text}>
        {text(noScanner ? 'vision.shared.scan.off.title' : `vision.shared.scan.${kind}.title`)}
      </Typography>
      <Typography tag="p" textColor="neutral800">
        {text(noScanner ? 'vision.shared.scan.off.body' : `vision.shared.scan.${kind}.body`)}
      </Typography>
      {isSignature(detail) && (
        <Typography tag="p" textColor="neutral600" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {text('vision.shared.scan.signature', { signature: detail })}
        </Typography>
      )}
    </Box>
  );
};
