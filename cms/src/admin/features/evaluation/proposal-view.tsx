// A proposal as its evaluator reads it (GET /api/leads/:id/proposal): its reference, when it came,
// its area and presenters, the contacts only when a super admin let evaluators see them, and its file.

import { Box, Flex, Typography } from '@strapi/design-system';
import type { Proposal } from '@vision/config';
import { jerusalemDateTime } from '../../shared/display';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { FileViewer } from './file-viewer';
import { EVALUATION_MESSAGES } from './messages';

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Flex tag="div" direction="column" alignItems="stretch" gap={1}>
    <Typography tag="dt" variant="sigma" textColor="neutral600">
      {label}
    </Typography>
    <Typography tag="dd" textColor="neutral800" style={{ margin: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Flex>
);

export const ProposalView = ({ proposal }: { proposal: Proposal }) => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  return (
    <Box
      tag="section"
      aria-labelledby="proposal-title"
      padding={5}
      hasRadius
      background="neutral0"
      shadow="tableShadow"
    >
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography id="proposal-title" variant="delta" tag="h2">
          {text('vision.evaluation.proposal.title')}
        </Typography>
        <Flex tag="dl" direction="column" alignItems="stretch" gap={3} style={{ margin: 0 }}>
          <Line label={text('vision.evaluation.proposal.received')}>{jerusalemDateTime(proposal.receivedAt)}</Line>
          <Line label={text('vision.evaluation.proposal.area')}>{areas[proposal.area.key] ?? proposal.area.label}</Line>
          <Line label={text('vision.evaluation.proposal.presenters')}>
            <bdi dir="auto">{proposal.visionPresenters}</bdi>
          </Line>
          {proposal.contacts && proposal.contacts.length > 0 && (
            <Line label={text('vision.evaluation.proposal.contacts')}>
              {proposal.contacts.map((contact, index) => (
                <span key={index} style={{ display: 'block' }}>
                  <bdi dir="auto">{contact.fullName}</bdi>
                  {contact.email && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{contact.email}</bdi>
                    </>
                  )}
                  {contact.phoneNumber && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{contact.phoneNumber}</bdi>
                    </>
                  )}
                </span>
              ))}
            </Line>
          )}
        </Flex>
        <Typography variant="sigma" textColor="neutral600" tag="h3">
          {text('vision.evaluation.proposal.file')}
        </Typography>
        <FileViewer proposal={proposal} />
      </Flex>
    </Box>
  );
};
