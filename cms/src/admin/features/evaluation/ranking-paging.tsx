// The ranking's pages: better and worse ones, and where the reader is.

import { Button, Flex, Typography } from '@strapi/design-system';
import { hebrewNumber } from '../../shared/display';
import { useText } from '../../shared/messages';
import { EVALUATION_MESSAGES } from './messages';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

export const RankingPaging = ({ page, pageCount, onPage }: Props) => {
  const text = useText(EVALUATION_MESSAGES);
  if (pageCount <= 1) return null;
  return (
    <Flex tag="nav" aria-label={text('vision.evaluation.ranking.pages')} justifyContent="center" gap={4}>
      <Button variant="tertiary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text('vision.evaluation.ranking.higher')}
      </Button>
      <Typography textColor="neutral600">
        {text('vision.evaluation.ranking.page', {
          page: hebrewNumber(page, 0),
          pageCount: hebrewNumber(pageCount, 0),
        })}
      </Typography>
      <Button variant="tertiary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {text('vision.evaluation.ranking.lower')}
      </Button>
    </Flex>
  );
};
