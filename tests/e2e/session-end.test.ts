// A session the server ends says why (issue 26): one console resets the world, the other console's
// next call signs it out with the spec's alert, and its sign-in page says the world was reset, in
// the operator's language. The console that reset stays signed in.
import { describe, expect, it } from 'vitest';
import { message } from '@contract/index';
import { en } from '../../web/src/i18n/en';
import { useProduct } from './support/product';
import { apiCall, collectAlerts, ko, openFromMenu, signIn } from './support/console';

const app = useProduct();

describe('a session the server ended', () => {
  it('signs the other console out after a world reset, and its sign-in page says why, in Korean and in English', async () => {
    const presenter = await app.newPage();
    await signIn(presenter, app.baseUrl, 'admin', 'admin1234');
    const other = await app.newPage();
    const alerts = collectAlerts(other);
    await signIn(other, app.baseUrl, 'partner', 'partner1234');
    await openFromMenu(other, ko.titles.company);

    const reset = await apiCall<{ result: number }>(presenter, '/sim/reset', {});
    expect(reset.result).toBe(0);

    // Its next call (a reload asks at once; left alone, the list's auto-refresh does within 10 s).
    await other.reload();
    await other.waitForURL(/\/login$/);
    const reason = other.getByTestId('session-end-reason');
    await reason.waitFor();
    expect(await reason.textContent()).toBe(message('sessionEndWorldReset', 'ko'));
    expect(alerts).toEqual([message('sessionExpired', 'ko')]);

    await other.getByRole('group', { name: ko.language.label }).getByRole('button', { name: en.language.en }).click();
    await other.getByText(message('sessionEndWorldReset', 'en'), { exact: true }).waitFor();

    // The presenter's session came along into the fresh world.
    await openFromMenu(presenter, ko.titles.company);
    expect(new URL(presenter.url()).pathname).toBe('/management/company');
  });
});
