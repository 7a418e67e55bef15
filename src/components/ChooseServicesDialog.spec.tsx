/**
 * The choose-services dialog draws the rows its list box shows first and the rest of the page just after
 * (ServiceOptions): a person still gets the whole page of 50, and every page and search after it.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { ChooseServicesDialog, PICKER_PAGE_SIZE } from './ChooseServicesDialog.tsx';

const services = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  name: `Centre ${String(i + 1).padStart(3, '0')}`,
}));

function open(onDone = vi.fn()) {
  render(
    <AdminTestContext dataProvider={testDataProvider()}>
      <ChooseServicesDialog
        open
        value={[2]}
        onClose={() => undefined}
        onDone={onDone}
        choices={{ data: services, isPending: false }}
      />
    </AdminTestContext>,
  );
  return within(screen.getByRole('group', { name: 'Services' }));
}

// jsdom draws the services picker slowly on a busy machine: these tests wait longer than Vitest's default.
describe('ChooseServicesDialog', { timeout: 30_000 }, () => {
  it('lists the whole first page, in order, with the chosen service ticked', async () => {
    const list = open();
    const boxes = await list.findAllByRole('checkbox');
    await vi.waitFor(() => expect(list.getAllByRole('checkbox')).toHaveLength(PICKER_PAGE_SIZE));
    expect(boxes[0]).toHaveAccessibleName('Centre 001');
    expect(list.getAllByRole('checkbox').at(-1)).toHaveAccessibleName('Centre 050');
    expect(list.getByRole('checkbox', { name: 'Centre 002' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Centre 001' })).not.toBeChecked();
  });

  it('lists the whole of the next page and of a search, and DONE gives the ticked services', async () => {
    const onDone = vi.fn();
    const list = open(onDone);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await vi.waitFor(() => expect(list.getAllByRole('checkbox')).toHaveLength(PICKER_PAGE_SIZE));
    expect(list.getAllByRole('checkbox')[0]).toHaveAccessibleName('Centre 051');
    fireEvent.click(list.getByRole('checkbox', { name: 'Centre 077' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search services' }), { target: { value: 'Centre 1' } });
    // Centre 100 to 120: 21 matches, one page
    await vi.waitFor(() => expect(list.getAllByRole('checkbox')).toHaveLength(21));
    expect(screen.getByText('2 services chosen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    expect(onDone).toHaveBeenCalledWith([2, 77]);
  });
});
