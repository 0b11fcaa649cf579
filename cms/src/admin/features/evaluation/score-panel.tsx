// The evaluator's own score of one lead: the rubric's fields, "שמירת טיוטה" (any criteria filled in)
// and "הגשה" (every criterion, after a confirmation: a submitted score is final until a Leads manager
// reopens it). Once submitted, the others' submitted scores appear below it.

import { useState } from 'react';
import { Box, Button, Dialog, Flex, Typography } from '@strapi/design-system';
import { Check, WarningCircle } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import type { Criterion, LeadScores, ScoreAnswer } from '@vision/config';
import { useText } from '../../shared/messages';
import { putJson } from '../../shared/transport';
import { EVALUATION_KEYS, scorePath } from './api';
import { EVALUATION_MESSAGES } from './messages';
import { ScoresTable } from './others-scores';
import { refusalText } from './refusal';
import { problemsOf, scoreBody, valuesOf, type ScoreValues } from './score-form';
import { ScoreFields } from './score-fields';
import { StateBadge } from './state-badge';

type Props = { documentId: string; criteria: Criterion[]; scores: LeadScores; ownId: number | undefined };

export const ScorePanel = ({ documentId, criteria, scores, ownId }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const own = scores.scores.find((score) => score.evaluator.id === ownId) ?? scores.scores[0];
  const others = scores.scores.filter((score) => score !== own);
  const submitted = own?.state === 'submitted';
  const [values, setValues] = useState<ScoreValues>(() => valuesOf(criteria, own));
  const [comments, setComments] = useState<ScoreValues>(() => ({ ...own?.comments }));
  const [tried, setTried] = useState<'draft' | 'submit' | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const problems = tried ? problemsOf(criteria, values, tried === 'submit') : {};

  const send = async (submit: boolean) => {
    setTried(submit ? 'submit' : 'draft');
    setRefusal(null);
    if (Object.keys(problemsOf(criteria, values, submit)).length) return setConfirming(false);
    setBusy(true);
    try {
      await putJson<ScoreAnswer>(scorePath(documentId), scoreBody(criteria, values, comments, submit));
      setTried(null);
      setConfirming(false);
      toggleNotification({
        type: 'success',
        message: text(submit ? 'vision.evaluation.score.submitted' : 'vision.evaluation.score.saved'),
      });
      await client.refetchQueries(EVALUATION_KEYS.scores(documentId));
      void client.invalidateQueries(EVALUATION_KEYS.queue);
    } catch (error) {
      setRefusal(refusalText(error));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  // Every criterion is needed to submit: say what is missing before asking to confirm.
  const askToSubmit = () => {
    setRefusal(null);
    if (Object.keys(problemsOf(criteria, values, true)).length) return setTried('submit');
    setConfirming(true);
  };

  return (
    <Box tag="section" aria-labelledby="score-title" padding={5} hasRadius background="neutral0" shadow="tableShadow">
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Flex justifyContent="space-between" gap={2}>
          <Typography id="score-title" variant="delta" tag="h2">
            {text('vision.evaluation.score.title')}
          </Typography>
          {own && <StateBadge state={own.state} />}
        </Flex>
        {submitted && <Typography textColor="neutral700">{text('vision.evaluation.score.final')}</Typography>}
        <ScoreFields
          criteria={criteria}
          values={values}
          comments={comments}
          problems={problems}
          readOnly={submitted || busy}
          onValue={(key, value) => setValues({ ...values, [key]: value })}
          onComment={(key, value) => setComments({ ...comments, [key]: value })}
        />
        {!submitted && (
          <Flex gap={2} wrap="wrap">
            <Button variant="secondary" loading={busy && !confirming} onClick={() => void send(false)}>
              {text('vision.evaluation.score.save-draft')}
            </Button>
            <Button startIcon={<Check />} disabled={busy} onClick={askToSubmit}>
              {text('vision.evaluation.score.submit')}
            </Button>
            <Dialog.Root open={confirming} onOpenChange={setConfirming}>
              <Dialog.Content>
                <Dialog.Header>{text('vision.evaluation.score.confirm.title')}</Dialog.Header>
                <Dialog.Body icon={<WarningCircle fill="warning600" />}>
                  <Typography tag="p">{text('vision.evaluation.score.confirm.body')}</Typography>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.Cancel>
                    <Button fullWidth variant="tertiary">
                      {text('vision.evaluation.cancel')}
                    </Button>
                  </Dialog.Cancel>
                  <Button fullWidth loading={busy} onClick={() => void send(true)}>
                    {text('vision.evaluation.score.confirm.yes')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Root>
          </Flex>
        )}
        <div role="alert">
          {tried && Object.keys(problems).length > 0 && (
            <Typography textColor="danger600">{text('vision.evaluation.score.fix')}</Typography>
          )}
          {refusal && <Typography textColor="danger600">{refusal}</Typography>}
        </div>
        {submitted && (
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Typography variant="sigma" textColor="neutral600" tag="h3">
              {text('vision.evaluation.score.others')}
            </Typography>
            {others.length ? (
              <ScoresTable criteria={criteria} scores={others} />
            ) : (
              <Typography textColor="neutral600">{text('vision.evaluation.score.others-none')}</Typography>
            )}
          </Flex>
        )}
      </Flex>
    </Box>
  );
};
