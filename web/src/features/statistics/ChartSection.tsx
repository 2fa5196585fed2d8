// A report section: its title, what went wrong (the lookup, or an answer that cannot be read), a
// note, then the table (named by the title, loading as the section's read) with its chart beside it (below it on narrow screens, and always for a wide
// table: beside a chart it would be cut off on a 1366 px laptop). The chart is drawn once the
// section's read has answered (an empty chart drawn first would only be drawn again) and, if asked,
// once its box comes into view.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Message } from 'primereact/message';
import { ListScreenContext } from '../../ui/list/listContext';

interface Props {
  title: string;
  testId: string;
  /** The section's read: its failure is shown first, and the table is loading while it is. */
  state: { loading: boolean; failure: string | null };
  /** More failure texts to show (empty or null ones are left out). */
  failures?: Array<string | null | undefined>;
  /** A line under the title (a summary, an explanation). */
  note?: ReactNode;
  /** The table. */
  children: ReactNode;
  /** The chart; none leaves the table the whole width. */
  chart?: ReactNode;
  /** Show the table and chart (false: only the title, failures and note). */
  showBody?: boolean;
  /** The table is wide (many columns, long labels): it keeps the whole width, the chart goes below. */
  wide?: boolean;
  /** Draw the chart once its box comes into view (a screen of several sections: those below are not drawn until seen). */
  chartWhenSeen?: boolean;
}

/** Its chart once the box has come into view, or at once where the browser cannot tell. */
function ChartBox({ chart, whenSeen }: { chart: ReactNode; whenSeen: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => !whenSeen || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={box} style={{ height: '20rem' }}>
      {seen ? chart : null}
    </div>
  );
}

export function ChartSection({ title, testId, state, failures = [], note, children, chart, showBody = true, wide = false, chartWhenSeen = false }: Props) {
  const beside = chart && !wide;
  const table = { loading: state.loading, failed: false, label: title };
  return (
    <section className="flex flex-column gap-2" data-testid={testId}>
      <h2 className="text-lg m-0">{title}</h2>
      {[state.failure, ...failures].filter(Boolean).map((text) => (
        <Message key={text} severity="error" text={text} role="alert" className="justify-content-start" />
      ))}
      {note}
      {showBody && (
        <div className="grid">
          <div className={beside ? 'col-12 xl:col-7' : 'col-12'}>
            <ListScreenContext.Provider value={table}>{children}</ListScreenContext.Provider>
          </div>
          {chart && (
            <div className={beside ? 'col-12 xl:col-5' : 'col-12'}>
              <ChartBox chart={state.loading ? null : chart} whenSeen={chartWhenSeen} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
