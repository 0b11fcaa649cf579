// "מעריכים" (Leads managers, super admins): every evaluator with their load and the areas they are
// registered for (PUT /api/evaluation/evaluators/:id/areas), a multi-select of the areas' Hebrew
// names saved per evaluator. The automatic assignment may keep to the evaluators of an area.

import { useState } from 'react';
import {
  Button,
  EmptyStateLayout,
  MultiSelect,
  MultiSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import type { Evaluator, EvaluatorAnswer } from '@vision/config';
import { hebrewNumber } from '../../shared/display';
import { failureMessage } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { useAreaLabels } from '../../shared/queries';
import { putJson } from '../../shared/transport';
import { EVALUATION_KEYS, evaluatorAreasPath, useEvaluators } from './api';
import { areasChanged, orderedAreas } from './evaluator-areas';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';

const COLUMNS = ['column.evaluator', 'evaluators.column.load', 'evaluators.column.areas', 'column.actions'];

const EvaluatorRow = ({ evaluator }: { evaluator: Evaluator }) => {
  const text = useText(EVALUATION_MESSAGES);
  const labels = useAreaLabels();
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const [chosen, setChosen] = useState<string[]>(evaluator.areas);
  const [busy, setBusy] = useState(false);
  const names = (keys?: string[]) =>
    keys?.length
      ? orderedAreas(keys)
          .map((key) => labels[key] ?? key)
          .join(', ')
      : text('vision.evaluation.evaluators.areas.any');

  const save = async () => {
    setBusy(true);
    try {
      const answer = await putJson<EvaluatorAnswer>(evaluatorAreasPath(evaluator.id), {
        areas: orderedAreas(chosen),
      });
      setChosen(answer.data.areas);
      void client.invalidateQueries(EVALUATION_KEYS.evaluators);
      toggleNotification({
        type: 'success',
        message: text('vision.evaluation.evaluators.saved', { name: evaluator.name }),
      });
    } catch (error) {
      toggleNotification({ type: 'danger', message: refusalText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tr>
      <Td>
        <Typography textColor="neutral800" fontWeight="bold">
          <bdi dir="auto">{evaluator.name}</bdi>
        </Typography>
      </Td>
      <Td>
        <Typography textColor="neutral800">
          {text('vision.evaluation.evaluators.load', {
            open: hebrewNumber(evaluator.open, 0),
            submitted: hebrewNumber(evaluator.submitted, 0),
          })}
        </Typography>
      </Td>
      <Td style={{ minWidth: 280 }}>
        <MultiSelect
          aria-label={text('vision.evaluation.evaluators.areas.label', { name: evaluator.name })}
          value={chosen}
          placeholder={text('vision.evaluation.evaluators.areas.any')}
          customizeContent={names}
          onChange={setChosen}
          disabled={busy}
        >
          {Object.entries(labels).map(([key, label]) => (
            <MultiSelectOption key={key} value={key}>
              {label}
            </MultiSelectOption>
          ))}
        </MultiSelect>
      </Td>
      <Td>
        <Button
          variant="secondary"
          onClick={() => void save()}
          loading={busy}
          disabled={busy || !areasChanged(evaluator.areas, chosen)}
        >
          {text('vision.evaluation.evaluators.save')}
        </Button>
      </Td>
    </Tr>
  );
};

const EvaluatorsPage = () => {
  const text = useText(EVALUATION_MESSAGES);
  const state = useEvaluators();
  const title = text('vision.evaluation.evaluators.title');
  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header title={title} subtitle={text('vision.evaluation.evaluators.intro')} />
      <Layouts.Content>
        {state.phase === 'loading' && (
          <Typography textColor="neutral600">{text('vision.evaluation.loading')}</Typography>
        )}
        {state.phase === 'failed' && (
          <Typography role="alert" textColor="danger600">
            {failureMessage(state.status)}
          </Typography>
        )}
        {state.phase === 'ready' &&
          (state.data.length === 0 ? (
            <EmptyStateLayout content={text('vision.evaluation.evaluators.none')} />
          ) : (
            <Table colCount={COLUMNS.length} rowCount={state.data.length + 1}>
              <Thead>
                <Tr>
                  {COLUMNS.map((column) => (
                    <Th key={column}>
                      <Typography variant="sigma">{text(`vision.evaluation.${column}`)}</Typography>
                    </Th>
                  ))}
                </Tr>
              </Thead>
              <Tbody>
                {state.data.map((evaluator) => (
                  // Keyed by the saved areas too: a row starts again from what the server holds.
                  <EvaluatorRow key={`${evaluator.id}:${evaluator.areas.join(',')}`} evaluator={evaluator} />
                ))}
              </Tbody>
            </Table>
          ))}
      </Layouts.Content>
    </Page.Main>
  );
};

export default EvaluatorsPage;
