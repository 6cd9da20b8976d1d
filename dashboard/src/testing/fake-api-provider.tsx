import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiClientProvider } from '../api/api-client-provider';
import { createQueryClient } from '../api/query-client';
import { createFakeApi, type FakeRoutes } from './fake-api';

/** A screen's data layer over the unit tests' fake API, for stories: a fresh client and cache per story. */
export function FakeApiProvider({ routes, children }: { routes: FakeRoutes; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [api] = useState(() => createFakeApi(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api.client}>
        <MemoryRouter>{children}</MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
