// A lazy screen whose code has arrived (the idle preload) is drawn at its first mount, without
// 'Loading...' (through React.lazy it would suspend once, and React holds the content back 300 ms
// after a fallback); one whose code has not arrived shows the fallback until it does.
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyScreen } from '../../web/src/core/lazyScreen';

const Page = () => <p>The screen</p>;

function slot(Screen: ReturnType<typeof lazyScreen>) {
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <Screen />
    </Suspense>
  );
}

describe('lazyScreen', () => {
  afterEach(cleanup);

  it('draws a preloaded screen at its first mount', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }).finally(() => (loads += 1)), { signInStrings: true });
    Screen.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(slot(Screen));
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(loads).toBe(1);
  });

  it("shows 'Loading...' until a screen not preloaded arrives", async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }), { signInStrings: true });
    render(slot(Screen));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('The screen')).toBeTruthy();
  });
});
