// "הקצאת מעריכים" for one lead (its page) or for the leads selected in the list: the evaluators to
// add, then POST /api/leads/:id/evaluators for each lead in turn (the server skips one already
// assigned and refuses one with a declared conflict). Says how many were assigned.

import { useState } from 'react';
import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import type { AssignmentOutcomeAnswer } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { postJson } from '../../shared/transport';
import { leadEvaluatorsPath, useEvaluators } from './api';
import { EvaluatorChoice } from './evaluator-choice';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';

export type LeadRow = { documentId: string; reference?: unknown };
type Outcome = { assigned: number; failed: string[] };

export const AssignBody = ({
  leads,
  onDone,
  onClose,
}: {
  leads: LeadRow[];
  onDone: () => void;
  onClose: () => void;
}) => {
  const text = useText(EVALUATION_MESSAGES);
  const evaluators = useEvaluators();
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const assign = async () => {
    setBusy(true);
    let assigned = 0;
    const failed: string[] = [];
    for (const lead of leads) {
      try {
        const answer = await postJson<AssignmentOutcomeAnswer>(leadEvaluatorsPath(lead.documentId), {
          evaluatorIds: chosen,
        });
        assigned += answer.data.assigned;
      } catch (error) {
        failed.push(`${String(lead.reference ?? lead.documentId)}: ${refusalText(error)}`);
      }
    }
    setBusy(false);
    setOutcome({ assigned, failed });
    onDone();
  };

  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography id="assign-evaluators-label" tag="p" textColor="neutral700">
            {leads.length === 1
              ? text('vision.evaluation.assign.scope.one')
              : text('vision.evaluation.assign.scope.many', { count: hebrewNumber(leads.length, 0) })}
          </Typography>
          {evaluators.phase === 'loading' && (
            <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>
          )}
          {evaluators.phase === 'failed' && (
            <Typography role="alert" textColor="danger600">
              {text('vision.evaluation.evaluators.failed')}
            </Typography>
          )}
          {evaluators.phase === 'ready' && (
            <EvaluatorChoice
              labelId="assign-evaluators-label"
              evaluators={evaluators.data}
              chosen={chosen}
              onChange={setChosen}
              disabled={busy || outcome !== null}
            />
          )}
          <div role="status" aria-live="polite">
            {outcome && (
              <Typography textColor="neutral800">
                {text('vision.evaluation.assign.done', { assigned: hebrewNumber(outcome.assigned, 0) })}
              </Typography>
            )}
          </div>
          {outcome && outcome.failed.length > 0 && (
            <Flex tag="ul" role="alert" direction="column" alignItems="stretch" gap={1} style={{ margin: 0 }}>
              {outcome.failed.map((line) => (
                <Typography tag="li" key={line} textColor="danger600">
                  {line}
                </Typography>
              ))}
            </Flex>
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose} disabled={busy}>
          {text(outcome ? 'vision.evaluation.close' : 'vision.evaluation.cancel')}
        </Button>
        {!outcome && (
          <Button onClick={() => void assign()} loading={busy} disabled={chosen.length === 0 || busy}>
            {text('vision.evaluation.assign.apply')}
          </Button>
        )}
      </Modal.Footer>
    </>
  );
};
