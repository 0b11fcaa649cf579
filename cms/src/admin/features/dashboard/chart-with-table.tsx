// One chart of the dashboard and the same figures as a table. The table is always there for screen
// readers (the drawing is hidden from them: it says nothing a table does not), and a button shows
// it on screen instead of the drawing. Drawn right to left: the first day or item on the right.

import { useId, useState } from 'react';
import { Button, Flex, Typography, VisuallyHidden } from '@strapi/design-system';
import { Bar as BarShape, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { hebrewNumber } from '../../shared/display';
import type { Bar, DayBar } from './stats-data';
import { panelLocale, useText } from '../../shared/messages';
import { DASHBOARD_MESSAGES } from './messages';

type Props = {
  /** The table's caption, and what the chart is called. */
  caption: string;
  /** The heading of the first column ("יום", "תחום", "סטטוס"). */
  itemHeader: string;
  bars: Bar[] | DayBar[];
  /** Days run along the bottom; areas and statuses are rows of bars. */
  shape: 'columns' | 'rows';
};

const BAR_COLOR = '#4945ff';
const count = (value: unknown) => hebrewNumber(value, 0);

const FiguresTable = ({ caption, itemHeader, bars }: Omit<Props, 'shape'>) => {
  const text = useText(DASHBOARD_MESSAGES);
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'start' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {itemHeader}
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            {text('vision.dashboard.chart.count-header')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
              {'longLabel' in bar ? bar.longLabel : bar.label}
            </th>
            <td>{count(bar.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Drawing = ({ bars, shape }: Pick<Props, 'bars' | 'shape'>) => {
  const rows = shape === 'rows';
  const text = useText(DASHBOARD_MESSAGES);
  const tooltip = text('vision.dashboard.chart.count-tooltip');
  // Hebrew readers read the axes from the right; an English account reads them from the left.
  const rtl = panelLocale() !== 'en';
  const tooltipStyle = rtl ? { direction: 'rtl' as const, textAlign: 'right' as const } : { direction: 'ltr' as const };
  const startSide = rtl ? ('right' as const) : ('left' as const);
  // A widget's body has a fixed height on the home page: the drawing fits in it, whatever the count.
  const height = rows ? Math.min(230, bars.length * 20 + 40) : 210;
  return (
    // The SVG is laid out left to right and mirrored by the axes themselves for a right-to-left
    // reader, so its text is not flipped by the page's direction.
    <div aria-hidden="true" dir="ltr" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {rows ? (
          <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" reversed={rtl} allowDecimals={false} tickFormatter={count} tick={{ fontSize: 11 }} />
            <YAxis
              type="category"
              dataKey="label"
              orientation={startSide}
              width={150}
              interval={0}
              tick={{ fontSize: 11 }}
            />
            <Tooltip formatter={(value) => [count(value), tooltip]} contentStyle={tooltipStyle} />
            <BarShape dataKey="count" fill={BAR_COLOR} isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart data={bars} margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" reversed={rtl} minTickGap={8} tick={{ fontSize: 11 }} />
            <YAxis
              orientation={startSide}
              allowDecimals={false}
              tickFormatter={count}
              width={40}
              tick={{ fontSize: 11 }}
            />
            <Tooltip formatter={(value) => [count(value), tooltip]} contentStyle={tooltipStyle} />
            <BarShape dataKey="count" fill={BAR_COLOR} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
};

export const ChartWithTable = ({ caption, itemHeader, bars, shape }: Props) => {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const text = useText(DASHBOARD_MESSAGES);
  if (bars.length === 0) return <Typography textColor="neutral600">{text('vision.dashboard.chart.empty')}</Typography>;
  const table = <FiguresTable caption={caption} itemHeader={itemHeader} bars={bars} />;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Flex justifyContent="flex-end">
        <Button
          variant="tertiary"
          size="S"
          aria-pressed={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable(!asTable)}
        >
          {text(asTable ? 'vision.dashboard.chart.as-chart' : 'vision.dashboard.chart.as-table')}
        </Button>
      </Flex>
      <div id={tableId}>{asTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}</div>
      {!asTable && <Drawing bars={bars} shape={shape} />}
    </Flex>
  );
};
