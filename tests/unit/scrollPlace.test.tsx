// The window's place per history entry (app/useScrollPlace.ts): a new screen opens at the top, Back
// returns to where the entry was left (once its page is tall enough), a new query on the same
// screen stays where it is, and the operator's own scroll ends a restore still waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useScrollPlace } from '../../web/src/app/useScrollPlace';

let pageHeight = 5000;

function Screen() {
  useScrollPlace();
  return <p>screen</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The operator (or the page) scrolls the window to `y`. */
function scrolled(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The device list left 2000 px down, another screen opened, then Back while the list is not drawn yet. */
async function backToShortPage() {
  const router = renderAt('/management/device');
  scrolled(2000);
  await act(() => router.navigate('/management/company'));
  pageHeight = 1000;
  await act(() => router.navigate(-1));
  return router;
}

beforeEach(() => {
  pageHeight = 5000;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  // jsdom does not scroll: this one does, as far as the page's height allows, and says so.
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    window.scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the place on a page', () => {
  it('a new screen opens at the top; Back returns to where the last one was left', async () => {
    const router = renderAt('/management/device');
    scrolled(930);
    await act(() => router.navigate('/management/company'));
    expect(window.scrollY).toBe(0);
    scrolled(120);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(930));
    await act(() => router.navigate(1));
    await waitFor(() => expect(window.scrollY).toBe(120));
  });

  it('a new query on the same screen (a filter, a page of the list) stays where it is', async () => {
    const router = renderAt('/management/device');
    scrolled(600);
    await act(() => router.navigate('/management/device?status=FAULT'));
    expect(window.scrollY).toBe(600);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('Back waits for the page to grow tall enough, and a clamped scroll meanwhile is not taken for the place', async () => {
    await backToShortPage();
    expect(window.scrollY).toBe(1000 - window.innerHeight);
    pageHeight = 4000; // its rows arrived
    await waitFor(() => expect(window.scrollY).toBe(2000));
  });

  it('a screen rewriting its own address as it opens (replace) keeps the restore going, and its place', async () => {
    const router = await backToShortPage();
    await act(() => router.navigate('/management/device?page=1', { replace: true }));
    pageHeight = 4000;
    await waitFor(() => expect(window.scrollY).toBe(2000));
    // The rewritten entry is where Back returns next time too.
    await act(() => router.navigate('/management/company'));
    expect(window.scrollY).toBe(0);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(2000));
  });

  it('a page shrinking under the operator (a table reloading) does not move the place kept for Back', async () => {
    const router = renderAt('/management/device');
    scrolled(2000);
    pageHeight = 1500; // the table reloads: the window is clamped to the new bottom
    scrolled(1500 - window.innerHeight);
    pageHeight = 5000;
    await act(() => router.navigate('/management/company'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(2000));
  });

  it("the operator's own scroll ends a restore still waiting", async () => {
    await backToShortPage();
    fireEvent.wheel(window);
    scrolled(50);
    pageHeight = 4000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.scrollY).toBe(50);
  });

  it('keeps the places in session storage (a reload reads them back) until the shell goes (a sign-out)', async () => {
    const router = renderAt('/management/device');
    scrolled(700);
    await act(() => router.navigate('/management/company'));
    expect(JSON.parse(sessionStorage.getItem('kiosk-console.scroll-places')!)).toEqual(expect.arrayContaining([[expect.any(String), 700]]));
    cleanup();
    expect(sessionStorage.length).toBe(0);
  });
});
