import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes, routerFuture } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter future={routerFuture}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
