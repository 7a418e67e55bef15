/**
 * Beside a field chosen in the choose-services dialog (ChooseServicesAhead): before anyone opens the dialog, the
 * services it lists are asked for, and nothing of the dialog enters the document.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { ChooseServicesAhead } from './lazyDialogs.ts';

const services = [{ id: 1, name: 'Sunshine Early Learning', has_portal: 1 }];

afterEach(() => vi.unstubAllGlobals());

describe('ChooseServicesAhead', () => {
  it('asks for the services, with nothing of the dialog in the document', async () => {
    // the services' early read (prefetchWithReads) goes to fetch; the data provider's call to getAll
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const getAll = vi.fn(async (_resource: string) => ({ data: services, total: services.length }));

    render(
      <AdminTestContext dataProvider={testDataProvider({ getAll })}>
        <ChooseServicesAhead />
      </AdminTestContext>,
    );

    await vi.waitFor(() => expect(getAll).toHaveBeenCalledWith('services'));
    expect(document.body.querySelector('[role="dialog"], input')).toBeNull();
  });
});
