// The app's entry: languages first (the first screen is never shown untranslated), then the
// stored session is checked while the router renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { api, queryClient, session } from './api/instance.ts';
import { AppFailed } from './app/AppFailed.tsx';
import { Root } from './app/Root.tsx';
import { AppRouter } from './app/router.tsx';
import { setupI18n } from './i18n/i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { progress } from './ui/progress.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/ui.css';
import './styles/pages.css';

try {
  await setupI18n();
} catch (error) {
  // Without messages the keys show; the app still works rather than staying blank.
  console.error('Loading the language failed', error);
}

api.onActivity(progress);
void session.restore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary fallback={(error) => <AppFailed error={error} />}>
      <QueryClientProvider client={queryClient}>
        <AppRouter>
          <Root />
        </AppRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
