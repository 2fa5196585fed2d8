// Screen tests wait for what the screen shows, never for a time: Testing Library's findBy/waitFor
// give up after 1 s by default, which a busy 2-core machine can overrun while rendering a table.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
