// Lets non-React code (session rules) move the router; the router registers itself at start.
type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigate = fn;
}

export function goTo(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}
