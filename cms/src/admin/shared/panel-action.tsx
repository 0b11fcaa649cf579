// A side panel that does one thing to the document (accept a quarantined attempt, send a mail job
// again): a sentence saying what it does, its button, and the failure in the reader's language.
// The call is a react-query mutation on Strapi's client: its progress and its failure are the
// mutation's, not a copy kept by each panel.

import type { ReactNode } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useMutation } from 'react-query';
import { failureText } from './transport';

type Props<T> = {
  explanation: string;
  label: string;
  icon: ReactNode;
  /** The call; its answer goes to onDone. */
  send: () => Promise<T>;
  onDone: (answer: T) => void;
  /** Once done the button stays off (the panel waits for the server's next step). */
  once?: boolean;
};

export const PanelAction = <T,>({ explanation, label, icon, send, onDone, once = false }: Props<T>) => {
  const action = useMutation(send, { onSuccess: onDone });
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography textColor="neutral700">{explanation}</Typography>
      <Button
        fullWidth
        startIcon={icon}
        loading={action.isLoading}
        disabled={once && action.isSuccess}
        onClick={() => action.mutate()}
      >
        {label}
      </Button>
      {action.isError && (
        <Typography role="alert" textColor="danger600">
          {failureText(action.error)}
        </Typography>
      )}
    </Flex>
  );
};
