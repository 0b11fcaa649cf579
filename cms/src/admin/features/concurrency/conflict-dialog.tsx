// Shown in the edit view when the server refused a save because a colleague saved a newer version
// of the document after this page loaded it (src/content-model/document-versions.ts). Reloading
// fetches the stored document again and the form shows it; this tab's unsaved edits are gone.
// (Strapi refetches the document after a failed save too, so the form may already show it.)

import { useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Dialog, Flex, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { unstable_useDocument as useDocument, useQueryParams } from '@strapi/strapi/admin';
import { conflict } from './conflict-state';
import { useText } from '../../shared/messages';
import { CONCURRENCY_MESSAGES } from './messages';

type Query = Record<string, unknown> & { plugins?: Record<string, unknown> };

/** The Content Manager's own query parameters for the edit view's document (its buildValidParams). */
const documentParams = (query: Query | undefined) => {
  if (!query) return query;
  const pluginParams = Object.values(query.plugins ?? {}).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  const { plugins: _plugins, ...params } = Object.assign({}, query, ...pluginParams) as Query;
  return params;
};

/** The same document query as the edit view's own, so refetching it refreshes the edit view's form. */
const useEditedDocument = () => {
  const { id, slug = '', collectionType = '', origin } = useParams();
  const [{ query }] = useQueryParams<Query>();
  return useDocument(
    { documentId: origin || id, model: slug, collectionType, params: documentParams(query) },
    { skip: id === 'create' || (!origin && !id && collectionType !== 'single-types') },
  );
};

export const ConflictDialog = () => {
  const open = useSyncExternalStore(conflict.subscribe, conflict.get);
  const [reloading, setReloading] = useState(false);
  const { refetch } = useEditedDocument();
  const text = useText(CONCURRENCY_MESSAGES);

  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
    } finally {
      setReloading(false);
      conflict.set(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={conflict.set}>
      <Dialog.Content>
        <Dialog.Header>{text('vision.concurrency.title')}</Dialog.Header>
        <Dialog.Body icon={<WarningCircle fill="danger600" />}>
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Typography tag="p" textAlign="center">
              {text('vision.concurrency.what')}
            </Typography>
            <Typography tag="p" textAlign="center" fontWeight="bold">
              {text('vision.concurrency.how')}
            </Typography>
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {text('vision.concurrency.later')}
            </Button>
          </Dialog.Cancel>
          <Button fullWidth variant="danger-light" loading={reloading} onClick={reload}>
            {text('vision.concurrency.reload')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
};
