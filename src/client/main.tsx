import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/error-boundary';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';
import { showDeferredToast } from '@/lib/deferred-toast';
import { captureInstallPrompt, registerServiceWorker } from '@/lib/pwa';
import { OfflineNotice } from '@/components/offline-notice';
import { applyStoredTheme } from '@/lib/theme';
import { AppRoutes } from './routes';
import './styles.css';

applyStoredTheme();
captureInstallPrompt();
registerServiceWorker();
const queryClient = createQueryClient();

// index.html always has #root.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <AppRoutes />
        <LazyToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
showDeferredToast();
