/**
 * The Popper of MUI's tooltips and the portal's hover menu, loaded at the first opening: closed, it draws nothing
 * and asks for no code; opened, its content shows once the code is here, and closing hides it again.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import PopperOnDemand, { popperLoaded } from './mui-popper-on-demand.tsx';

describe('PopperOnDemand', () => {
  it('draws nothing and loads nothing while closed, then the content once opened, and hides it when closed', async () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    const { rerender } = render(
      <PopperOnDemand open={false} anchorEl={anchor}>
        Sort by name
      </PopperOnDemand>,
    );
    expect(screen.queryByText('Sort by name')).toBeNull();
    expect(popperLoaded()).toBe(false);

    rerender(
      <PopperOnDemand open anchorEl={anchor}>
        Sort by name
      </PopperOnDemand>,
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sort by name');
    expect(popperLoaded()).toBe(true);

    rerender(
      <PopperOnDemand open={false} anchorEl={anchor}>
        Sort by name
      </PopperOnDemand>,
    );
    await waitFor(() => expect(screen.queryByText('Sort by name')).toBeNull());
    anchor.remove();
  });
});
