/**
 * The NQA tab strip (document-management §2) keeps what MUI's Tabs gave: a tablist named 'NQA areas' with NQA1 to
 * NQA7, the chosen tab selected and the only one in the Tab order, the arrow keys, Home and End moving the focus
 * without choosing, and a click on another tab choosing it (a click on the chosen one calls nothing).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminTestContext } from '../test/AdminTestContext.tsx';
import { NqaTabs } from './NqaTabs.tsx';

function renderTabs(value: number) {
  const onChange = vi.fn();
  render(
    <AdminTestContext dataProvider={testDataProvider()}>
      <NqaTabs value={value} onChange={onChange} />
    </AdminTestContext>,
  );
  return onChange;
}

describe('NqaTabs', () => {
  it('is a tablist of NQA1 to NQA7 with the chosen tab selected and alone in the Tab order', () => {
    renderTabs(3);
    const list = screen.getByRole('tablist', { name: 'NQA areas' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0]!);
    expect(tabs.map((t) => t.textContent)).toEqual(['NQA1', 'NQA2', 'NQA3', 'NQA4', 'NQA5', 'NQA6', 'NQA7']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('NQA3');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1, -1]);
  });

  it('moves the focus with the arrows, Home and End, wrapping at the ends, without choosing', () => {
    const onChange = renderTabs(1);
    const tab = (n: number) => screen.getByRole('tab', { name: `NQA${n}` });
    tab(1).focus();
    fireEvent.keyDown(tab(1), { key: 'ArrowRight' });
    expect(tab(2)).toHaveFocus();
    fireEvent.keyDown(tab(2), { key: 'End' });
    expect(tab(7)).toHaveFocus();
    fireEvent.keyDown(tab(7), { key: 'ArrowRight' });
    expect(tab(1)).toHaveFocus();
    fireEvent.keyDown(tab(1), { key: 'ArrowLeft' });
    expect(tab(7)).toHaveFocus();
    fireEvent.keyDown(tab(7), { key: 'Home' });
    expect(tab(1)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on another tab chooses it; on the chosen tab it calls nothing', () => {
    const onChange = renderTabs(2);
    fireEvent.click(screen.getByRole('tab', { name: 'NQA2' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'NQA5' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});
