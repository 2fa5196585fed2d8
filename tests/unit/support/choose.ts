// Pick an option of a labelled PrimeReact Dropdown (SelectField): open its panel, click the option.
// jsdom never runs the panel's show transition, so the options count as hidden.
import { fireEvent, screen, within } from '@testing-library/react';

export async function choose(label: string, option: string | RegExp, container: HTMLElement = document.body): Promise<void> {
  // The trigger carries the label too (aria-label); either leads to the dropdown.
  const dropdown = within(container).getAllByLabelText(label)[0]!.closest('.p-dropdown');
  if (!dropdown) throw new Error(`${label} is not a dropdown`);
  fireEvent.click(dropdown);
  // Each dropdown also keeps a hidden <select> with its current option: click the panel's item.
  const items = await screen.findAllByRole('option', { name: option, hidden: true });
  const item = items.find((el) => el.matches('li.p-dropdown-item'));
  if (!item) throw new Error(`no option ${String(option)} in the panel of ${label}`);
  fireEvent.click(item);
}
