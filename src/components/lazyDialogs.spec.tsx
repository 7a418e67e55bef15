/**
 * Beside a field chosen in the choose-services dialog (ChooseServicesAhead): before anyone opens the dialog, the
 * services it lists are asked for, and nothing of the dialog enters the document.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { testDataProvider, type GetListResult } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { ChooseServicesAhead } from './lazyDialogs.ts';

const services = [{ id: 1, name: 'Sunshine Early Learning', has_portal: 1 }];

afterEach(() => vi.unstubAllGlobals());

describe('ChooseServicesAhead', () => {
  it('asks for the services, with nothing of the dialog in the document', async () => {
    // the services' early read (prefetchWithReads) goes to fetch; the data provider's call to getList
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const getList = vi.fn(async () => ({ data: services, total: services.length }) as GetListResult);

    render(
      <AdminTestContext dataProvider={testDataProvider({ getList })}>
        <ChooseServicesAhead />
      </AdminTestContext>,
    );

    await vi.waitFor(() => expect(getList).toHaveBeenCalledWith('services', expect.anything()));
    expect(document.body.querySelector('[role="dialog"], input')).toBeNull();
  });
});
