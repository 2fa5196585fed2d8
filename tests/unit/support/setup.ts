// Screen tests wait for what the screen shows, never for a time: Testing Library's findBy/waitFor
// give up after 1 s by default, which a busy 2-core machine can overrun while rendering a table.
import { createElement } from 'react';
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { failOnProblems } from './problems';

configure({ asyncUtilTimeout: 30_000 });
failOnProblems();

// jsdom has no canvas for Chart.js to draw on (it says so with console.error): a chart is its type
// and its data, which the screen tests read.
vi.mock('primereact/chart', () => ({
  Chart: (props: { type: string; data: unknown }) => createElement('div', { 'data-testid': 'chart', 'data-type': props.type, 'data-chart': JSON.stringify(props.data) }),
}));
