// The floor: what any Express app pays for the device list. A bare Express 5 route with
// express.json() answering the simulator's own device rows (read once from a file) from memory, a
// page at a time, newest first or oldest first, in the simulator's envelope. Nothing else: no
// session, no SQL, no checks. Started as a child process by scripts/bench/device-list.ts:
//   node --import tsx scripts/bench/floor.ts <rows.json> <port> <host>
import { readFileSync } from 'node:fs';
import express from 'express';

const [file, port, host] = process.argv.slice(2) as [string, string, string];
/** The devices in the simulator's default order (newest first), and the rest of its answer's envelope. */
const { envelope, rows } = JSON.parse(readFileSync(file, 'utf8')) as { envelope: object; rows: object[] };
const reversed = [...rows].reverse();

const app = express();
app.post('/api/v1/device/list', express.json(), (req, res) => {
  const { page = 1, size = 20, sortOrder } = req.body as { page?: number; size?: number; sortOrder?: 'asc' | 'desc' };
  const from = sortOrder === 'asc' ? reversed : rows;
  const start = (page - 1) * size;
  res.json({ ...envelope, data: { list: from.slice(start, start + size), totalCount: from.length } });
});
app.get('/health', (_req, res) => res.json({ ok: true }));
app.listen(Number(port), host, () => console.log(`floor on http://${host}:${port}`));
