// The OpenAPI document's examples (contract/examples.json, `npm run examples`) are the demo world's:
// every request example, sent to a fresh simulator of that world as the demo ADMIN (after the
// examples it follows, if any), is answered exactly the recorded answer, success included; each
// answer is one its schema accepts; and the document shows them.
import { describe, expect, it } from 'vitest';
import { PATH_KEYS, catalog } from '../../contract/index';
import { recordedExamples } from '../../contract/examples';
import { buildOpenApi } from '../../contract/openapi';
import { exampleCalls, playExample, succeeded } from '../../scripts/examples/send';

const recorded = recordedExamples();
const calls = exampleCalls(catalog);

type Content = Record<string, { example?: unknown }>;
type Operation = { parameters?: { name: string; example?: unknown }[]; requestBody?: { content: Content }; responses: Record<string, { content: Content }> };
const doc = buildOpenApi({ version: 'test' }) as { paths: Record<string, Record<string, Operation>> };

describe('the examples of the OpenAPI document', () => {
  it('cover every operation: a request and its success answer', () => {
    expect(calls.filter((c) => !recorded[c.id]).map((c) => c.id)).toEqual([]);
    expect(Object.keys(recorded).filter((id) => !calls.some((c) => c.id === id))).toEqual([]);
    for (const call of calls.filter((c) => recorded[c.id])) {
      const { answer } = recorded[call.id]!;
      expect([call.id, succeeded(answer, call.success)]).toEqual([call.id, true]);
      if (call.responseKind === 'json') expect([call.id, call.response.safeParse(answer).error?.issues]).toEqual([call.id, undefined]);
    }
  });

  it('are shown in the document: path parameters, bodies and 200 answers', () => {
    for (const call of calls.filter((c) => recorded[c.id])) {
      const { request, answer } = recorded[call.id]!;
      const o = doc.paths[call.path]![call.method.toLowerCase()]!;
      for (const [name, value] of Object.entries(request.params ?? {})) expect([call.id, o.parameters?.find((p) => p.name === name)?.example]).toEqual([call.id, value]);
      if (call.method === 'POST' && call.bodyKind !== 'multipart') expect([call.id, o.requestBody?.content['application/json']?.example]).toEqual([call.id, request.body]);
      if (call.bodyKind === 'multipart') expect([call.id, o.requestBody?.content['multipart/form-data']?.example]).toEqual([call.id, { ...(request.body as object), file: request.file!.text }]);
      const shown = call.responseKind === 'file' ? o.responses['200']!.content['*/*']!.example : o.responses['200']!.content['application/json']!.example;
      expect([call.id, shown]).toEqual([call.id, call.responseKind === 'file' ? (answer as { file: { text: string } }).file.text : answer]);
    }
  });

  it('name records of the demo world in PATH_KEYS: each key is one an example reads without making it first', () => {
    const seen = new Set<string>();
    for (const { after, request } of Object.values(recorded)) {
      if (!after) for (const [name, value] of Object.entries(request.params ?? {})) seen.add(`${name}=${value}`);
    }
    const tray = (recorded['tray.list']!.answer as { data: { list: { trayIdx: number }[] } }).data.list.map((t) => `trayIdx=${t.trayIdx}`);
    for (const key of tray) seen.add(key);
    const missing = Object.entries(PATH_KEYS).filter(([name, key]) => !seen.has(`${name}=${key.example}`));
    expect(missing).toEqual([]);
  });

  it(
    'are what a fresh simulator of the demo world answers each request, the examples it follows sent first',
    async () => {
      const differ: { id: string; recorded: unknown; answered: unknown }[] = [];
      for (const call of calls.filter((c) => recorded[c.id])) {
        const example = recorded[call.id]!;
        const answered = await playExample(call, example, recorded);
        if (JSON.stringify(answered) !== JSON.stringify(example.answer)) differ.push({ id: call.id, recorded: example.answer, answered });
      }
      // A change of the world or of an answer: `npm run examples` records them again.
      expect(differ).toEqual([]);
    },
    300_000,
  );
});
