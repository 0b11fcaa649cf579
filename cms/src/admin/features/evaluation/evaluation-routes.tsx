// The evaluator's pages under one menu link: the queue ("התור שלי") and, under it, the scoring view
// of one lead of it.

import { Route, Routes } from 'react-router-dom';
import { QueuePage } from './queue-page';
import { ScoringPage } from './scoring-page';

const EvaluationRoutes = () => (
  <Routes>
    <Route index element={<QueuePage />} />
    <Route path=":id" element={<ScoringPage />} />
  </Routes>
);

export default EvaluationRoutes;
