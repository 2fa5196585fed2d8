// Requests made with the loading option begin and end here; the api knows no store, so the UI
// store (state/ui) subscribes and keeps the count the spinner shows.
type LoadingListener = (change: 1 | -1) => void;

let listener: LoadingListener = () => {};

/** One listener (state/ui's): a second call replaces it. */
export function onLoadingChange(next: LoadingListener): void {
  listener = next;
}

export function loadingChanged(change: 1 | -1): void {
  listener(change);
}
