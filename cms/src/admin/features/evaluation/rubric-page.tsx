// "מחוון ההערכה" (super admins): the criteria in order, each with its name, description, weight and
// scale; add, reorder, remove, and save the whole rubric (PUT /api/evaluation/rubric). Once a score
// exists the server refuses a change of weight, scale or a removal (409 RUBRIC_LOCKED) and says
// which criterion, shown here as it says it.

import { useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Check, Plus } from '@strapi/icons';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import { CRITERIA_MAX, type Rubric, type RubricAnswer } from '@vision/config';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { putJson } from '../../shared/transport';
import { EVALUATION_KEYS, RUBRIC_PATH, useRubric } from './api';
import { CriterionFields } from './criterion-fields';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';
import {
  addCriterion,
  changeCriterion,
  draftsOf,
  hasProblems,
  moveCriterion,
  removeCriterion,
  rubricBody,
} from './rubric-draft';

const RubricForm = ({ rubric }: { rubric: Rubric }) => {
  const text = useText(EVALUATION_MESSAGES);
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const [drafts, setDrafts] = useState(() => draftsOf(rubric.criteria));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    setTried(true);
    setRefusal(null);
    if (hasProblems(drafts)) return;
    setBusy(true);
    try {
      const answer = await putJson<RubricAnswer>(RUBRIC_PATH, rubricBody(drafts));
      client.setQueryData(EVALUATION_KEYS.rubric, answer.data);
      setDrafts(draftsOf(answer.data.criteria));
      setTried(false);
      toggleNotification({ type: 'success', message: text('vision.evaluation.rubric.saved') });
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      {rubric.locked && (
        <Box padding={3} hasRadius background="primary100" borderColor="primary200">
          <Typography textColor="primary700">{text('vision.evaluation.rubric.locked')}</Typography>
        </Box>
      )}
      {drafts.length === 0 && <Typography textColor="neutral600">{text('vision.evaluation.rubric.empty')}</Typography>}
      <Flex tag="ol" direction="column" alignItems="stretch" gap={4} style={{ listStyle: 'none', padding: 0 }}>
        {drafts.map((draft, index) => (
          <CriterionFields
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            locked={rubric.locked}
            showProblems={tried}
            onChange={(change) => setDrafts(changeCriterion(drafts, index, change))}
            onMove={(by) => setDrafts(moveCriterion(drafts, index, by))}
            onRemove={() => setDrafts(removeCriterion(drafts, index))}
          />
        ))}
      </Flex>
      <Flex gap={2} wrap="wrap">
        <Button
          variant="secondary"
          startIcon={<Plus />}
          disabled={drafts.length >= CRITERIA_MAX}
          onClick={() => setDrafts(addCriterion(drafts))}
        >
          {text('vision.evaluation.rubric.add')}
        </Button>
        <Button startIcon={<Check />} loading={busy} onClick={save}>
          {text('vision.evaluation.rubric.save')}
        </Button>
      </Flex>
      <div role="alert">
        {tried && hasProblems(drafts) && (
          <Typography textColor="danger600">{text('vision.evaluation.rubric.fix')}</Typography>
        )}
        {refusal && <Typography textColor="danger600">{refusal}</Typography>}
      </div>
    </Flex>
  );
};

const RubricPage = () => {
  const text = useText(EVALUATION_MESSAGES);
  const state = useRubric();
  const title = text('vision.evaluation.rubric.title');
  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header title={title} subtitle={text('vision.evaluation.rubric.subtitle')} />
      <Layouts.Content>
        <Box paddingBottom={8}>
          {state.phase === 'loading' && (
            <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>
          )}
          {state.phase === 'failed' && (
            <Typography role="alert" textColor="danger600">
              {failureMessage(state.status)}
            </Typography>
          )}
          {state.phase === 'ready' && <RubricForm rubric={state.data} />}
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
};

export default RubricPage;
