/** The page's requests held back or failed, for the loading and error states a person sees meanwhile. */
import type { Page, Request } from '@playwright/test';

/**
 * Holds every request matching `urls` until `release()`: the page is mid-request for as long as the test wants
 * (released by the test, not a timer).
 */
export async function holdRequests(page: Page, urls: string | string[]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (const url of [urls].flat())
    await page.route(url, async (route) => {
      await gate;
      await route.continue();
    });
  return release;
}

/**
 * Answers every request matching `url` with a 500 whose JSON gives `message` as the reason; with `when`, only the
 * requests it picks (the others go on to the server).
 */
export const failRequests = (page: Page, url: string, message: string, when?: (request: Request) => boolean) =>
  page.route(url, (route) =>
    when && !when(route.request())
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) }),
  );
