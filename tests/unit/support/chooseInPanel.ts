// Pick an option of a labelled PrimeReact Dropdown in the panel that opened last. jsdom never runs
// the panels' hide transition, so earlier panels stay in the page; when two dropdowns share option
// texts (hours and minutes), `choose` could click the other one's item.
import { fireEvent, within } from '@testing-library/react';

export async function chooseInPanel(label: string, option: string | RegExp, container: HTMLElement = document.body): Promise<void> {
  const dropdown = within(container).getAllByLabelText(label)[0]!.closest('.p-dropdown');
  if (!dropdown) throw new Error(`${label} is not a dropdown`);
  const before = new Set(document.querySelectorAll('.p-dropdown-panel'));
  fireEvent.click(dropdown);
  const panels = [...document.querySelectorAll('.p-dropdown-panel')];
  const panel = (panels.find((p) => !before.has(p)) ?? panels.at(-1)) as HTMLElement | undefined;
  if (!panel) throw new Error(`the panel of ${label} did not open`);
  const items = await within(panel).findAllByRole('option', { name: option, hidden: true });
  const item = items.find((el) => el.matches('li.p-dropdown-item'));
  if (!item) throw new Error(`no option ${String(option)} in the panel of ${label}`);
  fireEvent.click(item);
}
