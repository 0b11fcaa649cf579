// "הקצאה אוטומטית" in the Lead list: gives the leads of an area and a status (or all) up to N
// evaluators each, least loaded first (POST /api/evaluation/assign), from every evaluator or some,
// optionally only those registered for the area (set on the evaluators page it links to); then
// says how many assignments went to how many leads.

import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Link,
  Modal,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { ListPlus } from '@strapi/icons';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AssignmentOutcome, AssignmentOutcomeAnswer } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { statusOptions } from '../../shared/labels/review-status';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { postJson } from '../../shared/transport';
import { LEAD_UID } from '../../shared/uids';
import { AUTO_ASSIGN_PATH, useEvaluators } from './api';
import { ALL, autoAssignBody, canAssign, DEFAULT_CHOICE, perLeadProblem, type AutoAssignChoice } from './auto-assign';
import { EvaluatorChoice } from './evaluator-choice';
import { EVALUATION_MESSAGES } from './messages';
import { EVALUATORS_PAGE } from './paths';
import { refusalText } from './refusal';

const refreshLeadList = { type: 'adminApi/invalidateTags', payload: [{ type: 'Document', id: `${LEAD_UID}_LIST` }] };

const AutoAssignForm = ({ onClose }: { onClose: () => void }) => {
  const text = useText(EVALUATION_MESSAGES);
  const areas = useAreaLabels();
  const dispatch = useDispatch();
  const evaluators = useEvaluators();
  const [choice, setChoice] = useState<AutoAssignChoice>(DEFAULT_CHOICE);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AssignmentOutcome | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (next: Partial<AutoAssignChoice>) => setChoice({ ...choice, ...next });
  const done = outcome !== null;

  const assign = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await postJson<AssignmentOutcomeAnswer>(AUTO_ASSIGN_PATH, autoAssignBody(choice));
      setOutcome(answer.data);
      dispatch(refreshLeadList);
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography tag="p" textColor="neutral700">
            {text('vision.evaluation.auto.intro')}
          </Typography>
          <Flex gap={4} alignItems="flex-start">
            <Field.Root id="auto-assign-area" name="area" style={{ flex: 1 }}>
              <Field.Label>{text('vision.evaluation.auto.area')}</Field.Label>
              <SingleSelect value={choice.area} disabled={done} onChange={(value) => change({ area: String(value) })}>
                <SingleSelectOption value={ALL}>{text('vision.evaluation.auto.all-areas')}</SingleSelectOption>
                {Object.entries(areas).map(([key, label]) => (
                  <SingleSelectOption key={key} value={key}>
                    {label}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Field.Root id="auto-assign-status" name="status" style={{ flex: 1 }}>
              <Field.Label>{text('vision.evaluation.auto.status')}</Field.Label>
              <SingleSelect
                value={choice.status}
                disabled={done}
                onChange={(value) => change({ status: String(value) })}
              >
                <SingleSelectOption value={ALL}>{text('vision.evaluation.auto.all-statuses')}</SingleSelectOption>
                {statusOptions().map((option) => (
                  <SingleSelectOption key={option.value} value={option.value}>
                    {option.label}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          </Flex>
          <Field.Root
            id="auto-assign-per-lead"
            name="perLead"
            error={perLeadProblem(choice.perLead) ? text('vision.evaluation.auto.per-lead.problem') : undefined}
          >
            <Field.Label>{text('vision.evaluation.auto.per-lead')}</Field.Label>
            <TextInput
              value={choice.perLead}
              inputMode="numeric"
              dir="ltr"
              disabled={done}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => change({ perLead: event.target.value })}
            />
            <Field.Error />
          </Field.Root>
          <Checkbox
            checked={choice.registeredOnly}
            disabled={done || choice.area === ALL}
            onCheckedChange={(checked: boolean | 'indeterminate') => change({ registeredOnly: checked === true })}
          >
            {text('vision.evaluation.auto.registered-only')}
          </Checkbox>
          {/* In a box: the link stretched with a padding of its own would overflow the dialog sideways. */}
          <Box paddingInlineStart={6}>
            <Link tag={RouterLink} to={EVALUATORS_PAGE} onClick={onClose}>
              {text('vision.evaluation.auto.manage-areas')}
            </Link>
          </Box>
          <Checkbox
            checked={choice.evaluatorIds !== null}
            disabled={done}
            onCheckedChange={(checked: boolean | 'indeterminate') =>
              change({ evaluatorIds: checked === true ? [] : null })
            }
          >
            {text('vision.evaluation.auto.some')}
          </Checkbox>
          {choice.evaluatorIds !== null && evaluators.phase === 'ready' && (
            <Flex direction="column" alignItems="stretch" gap={2} paddingInlineStart={6}>
              <Typography id="auto-assign-evaluators" variant="sigma" textColor="neutral600">
                {text('vision.evaluation.auto.which')}
              </Typography>
              <EvaluatorChoice
                labelId="auto-assign-evaluators"
                evaluators={evaluators.data}
                chosen={choice.evaluatorIds}
                onChange={(ids) => change({ evaluatorIds: ids })}
                disabled={done}
              />
            </Flex>
          )}
          <div role="status" aria-live="polite">
            {outcome && (
              <Typography fontWeight="bold" textColor="success700">
                {text('vision.evaluation.auto.done', {
                  assigned: hebrewNumber(outcome.assigned, 0),
                  leads: hebrewNumber(outcome.leads, 0),
                })}
              </Typography>
            )}
          </div>
          {refusal && (
            <Typography role="alert" textColor="danger600">
              {refusal}
            </Typography>
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose} disabled={busy}>
          {text(done ? 'vision.evaluation.close' : 'vision.evaluation.cancel')}
        </Button>
        {!done && (
          <Button onClick={() => void assign()} loading={busy} disabled={!canAssign(choice) || busy}>
            {text('vision.evaluation.auto.apply')}
          </Button>
        )}
      </Modal.Footer>
    </>
  );
};

const AutoAssignButton = () => {
  const text = useText(EVALUATION_MESSAGES);
  const [open, setOpen] = useState(false);
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="tertiary" startIcon={<ListPlus />}>
          {text('vision.evaluation.auto.label')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{text('vision.evaluation.auto.label')}</Modal.Title>
        </Modal.Header>
        {/* A new form each time it opens. */}
        {open && <AutoAssignForm onClose={() => setOpen(false)} />}
      </Modal.Content>
    </Modal.Root>
  );
};

/** Rendered in every list's actions zone; only the Lead list gets the button. */
export const AutoAssignAction = () => {
  const { slug } = useParams<{ slug: string }>();
  return slug === LEAD_UID ? <AutoAssignButton /> : null;
};
