/**
 * Beside a field chosen in the choose-services dialog (ChooseServicesAhead): before anyone opens the dialog, the
 * services are asked for and the dialog is drawn once where nobody sees it, so its first open is as quick as a later
 * one. Nothing of that drawing ever enters the document.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { testDataProvider, type GetListResult } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { ChooseServicesAhead } from './lazyDialogs.ts';

const services = [{ id: 1, name: 'Sunshine Early Learning', has_portal: 1 }];
const styles = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');

afterEach(() => vi.unstubAllGlobals());

describe('ChooseServicesAhead', () => {
  it("asks for the services and writes the dialog's styles, with nothing of the dialog in the document", async () => {
    // the services' early read (prefetchWithReads) goes to fetch; the data provider's call to getList
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const getList = vi.fn(async () => ({ data: services, total: services.length }) as GetListResult);
    const added: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches('input, label, [role="group"]') || n.querySelector('input, label')))
            added.push(n.outerHTML.slice(0, 120));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    expect(styles()).not.toContain('MuiFormControlLabel-root');

    render(
      <AdminTestContext dataProvider={testDataProvider({ getList })}>
        <ChooseServicesAhead />
      </AdminTestContext>,
    );

    // the dialog's rows (a checkbox in a label each) have been drawn: their styles are in the page's head
    await vi.waitFor(() => expect(styles()).toContain('MuiFormControlLabel-root'));
    expect(styles()).toContain('MuiCheckbox-root');
    await vi.waitFor(() => expect(getList).toHaveBeenCalledWith('services', expect.anything()));
    watch.disconnect();
    expect(added).toEqual([]);
    expect(document.body.querySelector('input')).toBeNull();
  });
});
